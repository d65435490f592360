/**
 * The account, credit and key commands, run as the built `idocr` against a throwaway Redis, as an operator
 * would run them: their output, their exit codes, and that a key they create works on the HTTP API.
 */
import request from 'supertest';
import { RedisStore } from '../../src/auth/redis-store';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { buildHarness } from '../support/http-harness';
import { jsonOutput, keyValueLines, killStrayChildren, runCli, type CliResult } from '../support/cli-process';
import { findFreePort } from '../support/free-port';
import type { Account } from '../../src/auth/store';
import { balanceOf, type LedgerEvent } from '../../src/auth/ledger';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(killStrayChildren);
afterAll(async () => {
  await killStrayChildren();
  await redis?.stop();
});

const idocr = (...args: string[]): Promise<CliResult> => runCli(args, { env: { REDIS_URL: redis.url }, timeoutMs: 20_000 });

/** What `accounts show` prints: the account without its creation time. */
type AccountOut = Omit<Account, 'createdAt'>;
interface KeyOut {
  id: string;
  name: string;
  status: string;
}

async function createAccount(...flags: string[]): Promise<AccountOut> {
  return jsonOutput<AccountOut>(await idocr('accounts', 'create', '--email', `user-${Math.random().toString(36).slice(2)}@example.com`, ...flags, '--json'));
}

/** A failure as the operator sees it: exit 1 and exactly one line on stderr, no stack trace, nothing on stdout. */
function expectOneLineFailure(result: CliResult, message: RegExp): void {
  expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 1, stdout: '' });
  expect(result.stderr).toMatch(/^idocr: [^\n]+\n$/);
  expect(result.stderr).toMatch(message);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('accounts', () => {
  it('create --json prints the account with its id; show --json prints exactly id, email, verified, credits, quota, quotaUsed', async () => {
    const created = jsonOutput<AccountOut>(await idocr('accounts', 'create', '--email', 'a@example.com', '--verified', '--credits', '5', '--quota', '10', '--json'));
    expect(created).toMatchObject({ email: 'a@example.com', verified: true, credits: 5, quota: 10, quotaUsed: 0 });
    expect(created.id).toMatch(/^acc_[A-Za-z0-9]+$/);

    const shown = jsonOutput<Record<string, unknown>>(await idocr('accounts', 'show', created.id, '--json'));
    expect(shown).toEqual({ id: created.id, email: 'a@example.com', verified: true, credits: 5, quota: 10, quotaUsed: 0 });
  });

  it('show without --json prints one readable "key  value" line per field', async () => {
    const account = await createAccount('--credits', '3', '--quota', '4');
    const result = await idocr('accounts', 'show', account.id);
    expect(result.code).toBe(0);
    expect(keyValueLines(result.stdout)).toEqual({ id: account.id, email: account.email, verified: 'false', credits: '3', quota: '4', quotaUsed: '0' });
    expect(result.stdout).toContain(`email      ${account.email}\n`);
  });

  it('create without --json prints "key  value" lines starting with the id', async () => {
    const result = await idocr('accounts', 'create', '--email', 'plain@example.com', '--quota', '2');
    expect(result.code).toBe(0);
    const lines = keyValueLines(result.stdout);
    expect(result.stdout.split('\n')[0]).toMatch(/^id {2,}acc_[A-Za-z0-9]+$/);
    expect(lines).toMatchObject({ email: 'plain@example.com', verified: 'false', credits: '0', quota: '2', quotaUsed: '0' });
  });

  it('verify flips an unverified account to verified', async () => {
    const account = await createAccount();
    expect(account.verified).toBe(false);

    const result = await idocr('accounts', 'verify', account.id);
    expect(result.code).toBe(0);
    expect(keyValueLines(result.stdout)).toMatchObject({ id: account.id, verified: 'true' });
    expect(jsonOutput<AccountOut>(await idocr('accounts', 'show', account.id, '--json')).verified).toBe(true);
  });
});

describe('credits add', () => {
  it('raises the credits by N and prints the account', async () => {
    const account = await createAccount('--credits', '5');
    const added = jsonOutput<AccountOut>(await idocr('credits', 'add', account.id, '7', '--json'));
    expect(added).toMatchObject({ id: account.id, credits: 12 });
    expect(jsonOutput<AccountOut>(await idocr('accounts', 'show', account.id, '--json')).credits).toBe(12);

    const human = await idocr('credits', 'add', account.id, '1');
    expect(human.code).toBe(0);
    expect(keyValueLines(human.stdout)).toMatchObject({ id: account.id, credits: '13' });
  });

  it('adds a grant once under an idempotency key, however often the command is run again', async () => {
    const account = await createAccount('--credits', '1');
    const first = jsonOutput<AccountOut & { added: number }>(await idocr('credits', 'add', account.id, '10', '--idempotency-key', 'invoice-2031-0042', '--json'));
    expect(first).toMatchObject({ credits: 11, added: 10 });
    const again = await idocr('credits', 'add', account.id, '10', '--idempotency-key', 'invoice-2031-0042', '--json');
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/Nothing added/);
    expect(jsonOutput<AccountOut & { added: number }>(again)).toMatchObject({ credits: 11, added: 0 });
    expect(jsonOutput<AccountOut & { added: number }>(await idocr('credits', 'add', account.id, '10', '--idempotency-key', 'invoice-2031-0043', '--json'))).toMatchObject({ credits: 21, added: 10 });
  });
});

describe('keys', () => {
  it('create --json prints id, name and a 32-character sk_ key; list never shows the key; revoke marks it revoked', async () => {
    const account = await createAccount('--verified');
    const created = jsonOutput<Record<string, string>>(await idocr('keys', 'create', account.id, '--name', 'production', '--json'));
    expect(Object.keys(created).sort()).toEqual(['id', 'key', 'name']);
    expect(created.name).toBe('production');
    expect(created.id).toMatch(/^key_[A-Za-z0-9]+$/);
    expect(created.key).toMatch(/^sk_[A-Za-z0-9]{29}$/);
    expect(created.key).toHaveLength(32);

    const listed = await idocr('keys', 'list', account.id, '--json');
    expect(jsonOutput<KeyOut[]>(listed)).toEqual([expect.objectContaining({ id: created.id, name: 'production', status: 'active' })]);
    // Not under any field name, nor any part of it long enough to matter.
    expect(listed.stdout + listed.stderr).not.toContain(created.key.slice(3));
    const listedHuman = await idocr('keys', 'list', account.id);
    expect(listedHuman.code).toBe(0);
    expect(listedHuman.stdout + listedHuman.stderr).not.toContain(created.key.slice(3));

    const revoked = await idocr('keys', 'revoke', created.id);
    expect(revoked.code).toBe(0);
    expect(keyValueLines(revoked.stdout)).toMatchObject({ id: created.id, status: 'revoked' });
    expect(jsonOutput<KeyOut[]>(await idocr('keys', 'list', account.id, '--json'))).toEqual([expect.objectContaining({ id: created.id, status: 'revoked' })]);
  });

  it('create without --json prints "key  value" lines and tells on stderr that the key is shown only once', async () => {
    const account = await createAccount();
    const result = await idocr('keys', 'create', account.id, '--name', 'staging');
    expect(result.code).toBe(0);
    const lines = keyValueLines(result.stdout);
    expect(Object.keys(lines)).toEqual(['id', 'name', 'key']);
    expect(lines).toMatchObject({ name: 'staging', key: expect.stringMatching(/^sk_[A-Za-z0-9]{29}$/) });
    expect(result.stderr).toMatch(/shown only this once/);
  });

  it('list without --json prints a table: a header, a rule, one row per key', async () => {
    const account = await createAccount();
    const first = jsonOutput<KeyOut>(await idocr('keys', 'create', account.id, '--name', 'production', '--json'));
    const second = jsonOutput<KeyOut>(await idocr('keys', 'create', account.id, '--name', 'staging', '--json'));
    await idocr('keys', 'revoke', second.id);

    const result = await idocr('keys', 'list', account.id);
    expect(result.code).toBe(0);
    const [header, rule, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(expect.arrayContaining(['id', 'name', 'status']));
    expect(rule).toMatch(/^[- ]+$/);
    expect(rows).toHaveLength(2);
    const row = (id: string): string[] => rows.find((r) => r.startsWith(id))?.split(/\s{2,}/) ?? [];
    expect(row(first.id)).toEqual(expect.arrayContaining(['production', 'active']));
    expect(row(second.id)).toEqual(expect.arrayContaining(['staging', 'revoked']));

    const none = await idocr('keys', 'list', (await createAccount()).id);
    expect(none).toMatchObject({ code: 0, stdout: '(none)\n' });
  });
});

describe('ledger', () => {
  it('lists the grants and the units moved, oldest first, as JSON or a table; --since keeps the later ones', async () => {
    const account = await createAccount('--credits', '2', '--quota', '1');
    expect((await idocr('credits', 'add', account.id, '3', '--idempotency-key', 'invoice-9')).code).toBe(0);
    const events = jsonOutput<LedgerEvent[]>(await idocr('ledger', account.id, '--json'));
    expect(events.map((e) => [e.type, e.outcome, e.credits])).toEqual([
      ['grant', 'created', 2],
      ['grant', 'added', 3],
    ]);
    expect(balanceOf(events).credits).toBe(5);
    expect(events[0]).toMatchObject({ accountId: account.id, quota: 1, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const table = await idocr('ledger', account.id);
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^time +type +outcome +unit +credits +quotaUsed +quota +period +keyId +reservationId +requestId +documentType$/);
    expect(table.stdout).toMatch(/grant +added +3/);

    expect(jsonOutput<LedgerEvent[]>(await idocr('ledger', account.id, '--since', '2999-01-01', '--json'))).toEqual([]);
    const bad = await idocr('ledger', account.id, '--since', 'yesterday');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--since <date>.*'yesterday' is invalid/);
    expectOneLineFailure(await idocr('ledger', 'acc_doesnotexist'), /account acc_doesnotexist not found/);
  });
});

describe('a key made by the command line, on the HTTP API over the same Redis', () => {
  let store: RedisStore | undefined;
  let harness: ReturnType<typeof buildHarness> | undefined;
  afterAll(async () => {
    await harness?.close();
    await store?.close();
  });

  it('is accepted (an empty form answers 400), and answers 401 INVALID_API_KEY right after keys revoke', async () => {
    store = await RedisStore.connect(redis.url);
    harness = buildHarness({ store });
    const account = await createAccount('--verified', '--credits', '5', '--quota', '10');
    const key = jsonOutput<{ id: string; key: string }>(await idocr('keys', 'create', account.id, '--name', 'production', '--json'));
    // An empty multipart body: the probe that tells a good key (400, the body is looked at) from a bad one (401).
    const probe = () =>
      request(harness!.app).post('/api/v1/ocr').set('Authorization', `Bearer ${key.key}`).set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');

    const accepted = await probe();
    expect(accepted.status).toBe(400);

    expect((await idocr('keys', 'revoke', key.id)).code).toBe(0);
    const refused = await probe();
    expect(refused.status).toBe(401);
    expect(refused.body.error.details).toEqual([expect.objectContaining({ reason: 'INVALID_API_KEY' })]);
  });
});

describe('failures: exit code 1 and one line on stderr', () => {
  it('an unknown account id, for every command that takes one', async () => {
    for (const args of [
      ['accounts', 'show', 'acc_doesnotexist'],
      ['accounts', 'verify', 'acc_doesnotexist'],
      ['credits', 'add', 'acc_doesnotexist', '3'],
      ['keys', 'create', 'acc_doesnotexist', '--name', 'x'],
    ]) {
      expectOneLineFailure(await idocr(...args), /account acc_doesnotexist not found/);
    }
    expectOneLineFailure(await idocr('keys', 'revoke', 'key_doesnotexist'), /key key_doesnotexist not found/);
  });

  it('without a Redis named the message says that these commands need one, and why', async () => {
    const result = await runCli(['accounts', 'show', 'acc_x'], { timeoutMs: 20_000 });
    expectOneLineFailure(result, /No Redis is named.*REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES/);
    expect(result.stderr).toMatch(/embedded store/);
  });

  it('a bad number, --credits abc, exits non-zero with the usage of the command', async () => {
    const result = await idocr('accounts', 'create', '--email', 'a@example.com', '--credits', 'abc');
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/--credits <n>.*'abc' is invalid/);
    expect(result.stderr).toMatch(/Usage: idocr accounts create \[options\]/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a negative N for credits add exits non-zero with the usage', async () => {
    const account = await createAccount();
    const result = await idocr('credits', 'add', account.id, '-5');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Usage: idocr credits add/);
    expect(jsonOutput<AccountOut>(await idocr('accounts', 'show', account.id, '--json')).credits).toBe(0);
  });

  it('REDIS_URL where nothing listens: "unreachable", promptly', async () => {
    const port = await findFreePort();
    // runCli fails the test (and kills the child) if the command is still waiting after 15 s.
    const result = await runCli(['accounts', 'show', 'acc_x'], { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, timeoutMs: 15_000 });
    expectOneLineFailure(result, new RegExp(`the Redis store at redis://127\\.0\\.0\\.1:${port} is unreachable`));
  });

  it('a Redis that takes the connection but never answers: "unreachable", promptly', async () => {
    redis.pause();
    try {
      const result = await runCli(['accounts', 'show', 'acc_x'], { env: { REDIS_URL: redis.url }, timeoutMs: 15_000 });
      expectOneLineFailure(result, /the Redis store at redis:\/\/127\.0\.0\.1:\d+ is unreachable/);
    } finally {
      redis.resume();
    }
  });

  it('a REDIS_URL that is not a redis:// URL: the configuration problem, without a stack trace', async () => {
    const result = await runCli(['accounts', 'show', 'acc_x'], { env: { REDIS_URL: 'http://127.0.0.1:6379' }, timeoutMs: 20_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
