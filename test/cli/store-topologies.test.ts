/**
 * The account, key, credit and ledger commands on each way of reaching Redis an operator may name: Sentinel
 * (REDIS_SENTINELS, REDIS_SENTINEL_MASTER, both passwords) and Cluster (REDIS_CLUSTER_NODES, REDIS_PASSWORD),
 * and a key they make working on the HTTP API over the same Redis, its rate limits counted there too; and TLS
 * (REDIS_TLS) to a Redis, a Sentinel set and a Cluster that speak nothing else, with `idocr serve` reading and
 * charging a document over each.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { RedisStore } from '../../src/auth/redis-store';
import { RateLimits } from '../../src/limits/rate-limits';
import { loadConfig } from '../../src/config/load-config';
import { balanceOf, type LedgerEvent } from '../../src/auth/ledger';
import { startRedisCluster, startSentinelSet, type RedisClusterSet, type SentinelSet } from '../support/redis-topology';
import { buildHarness } from '../support/http-harness';
import { jsonOutput, killStrayChildren, REPO_ROOT, runCli, startCli } from '../support/cli-process';
import { startRedisServer, type RedisServer } from '../support/redis-server';

// A test CA and a certificate for 127.0.0.1 it signed (test/support/tls), trusted by the child processes only.
const tlsDir = path.join(__dirname, '..', 'support', 'tls');
const tlsFiles = { certFile: path.join(tlsDir, 'server.pem'), keyFile: path.join(tlsDir, 'server.key'), caFile: path.join(tlsDir, 'ca.pem') };
const trustTestCa = { NODE_EXTRA_CA_CERTS: tlsFiles.caFile };

let sentinel: SentinelSet;
let cluster: RedisClusterSet;
let tlsSentinel: SentinelSet;
let tlsCluster: RedisClusterSet;

beforeAll(async () => {
  [sentinel, cluster, tlsSentinel, tlsCluster] = await Promise.all([
    startSentinelSet({ password: 'data-pw', sentinelPassword: 'sentinel-pw' }),
    startRedisCluster({ password: 'cluster-pw' }),
    startSentinelSet({ password: 'data-pw', sentinelPassword: 'sentinel-pw', tls: tlsFiles }),
    startRedisCluster({ password: 'cluster-pw', tls: tlsFiles }),
  ]);
}, 90_000);
afterEach(killStrayChildren);
afterAll(async () => {
  await killStrayChildren();
  await Promise.all([sentinel?.stop(), cluster?.stop(), tlsSentinel?.stop(), tlsCluster?.stop()]);
});

const sentinelVariables = (set: SentinelSet) => ({ REDIS_SENTINELS: set.sentinels.join(','), REDIS_SENTINEL_MASTER: set.masterName, REDIS_PASSWORD: 'data-pw', REDIS_SENTINEL_PASSWORD: 'sentinel-pw' });
const clusterVariables = (set: RedisClusterSet) => ({ REDIS_CLUSTER_NODES: set.nodes.slice(0, 1).join(','), REDIS_PASSWORD: 'cluster-pw' });

/** `accounts create` with 2 credits, `keys create`, `credits add 5`, `ledger`, `keys list`, checked as they go: the account and its key. */
async function accountWithKey(env: Record<string, string>): Promise<{ accountId: string; keyId: string; key: string }> {
  const idocr = (...args: string[]) => runCli(args, { env, timeoutMs: 30_000 });
  const account = jsonOutput<{ id: string }>(await idocr('accounts', 'create', '--email', 'ops@example.com', '--verified', '--credits', '2', '--json'));
  const key = jsonOutput<{ id: string; key: string }>(await idocr('keys', 'create', account.id, '--name', 'production', '--json'));
  expect(jsonOutput<{ credits: number }>(await idocr('credits', 'add', account.id, '5', '--json')).credits).toBe(7);
  const events = jsonOutput<LedgerEvent[]>(await idocr('ledger', account.id, '--json'));
  expect(events.map((e) => e.type)).toEqual(['grant', 'grant']);
  expect(balanceOf(events).credits).toBe(7);
  expect(jsonOutput<Array<{ id: string }>>(await idocr('keys', 'list', account.id, '--json')).map((k) => k.id)).toEqual([key.id]);
  return { accountId: account.id, keyId: key.id, key: key.key };
}

const topologies: [string, () => Record<string, string>][] = [
  ['Sentinel', () => sentinelVariables(sentinel)],
  ['Cluster', () => clusterVariables(cluster)],
];

describe.each(topologies)('on Redis %s', (_name, variables) => {
  it('creates an account and a key, adds credits, lists the ledger, and the key works on the API until revoked', async () => {
    const env = variables();
    const idocr = (...args: string[]) => runCli(args, { env, timeoutMs: 30_000 });
    const { keyId, key } = await accountWithKey(env);

    // The service as `idocr serve` builds it from the same variables: the store and the rate limits' client.
    const config = loadConfig(env);
    const store = await RedisStore.connect(config.redis!);
    const rateClient = RedisStore.createClient(config.redis!);
    if (rateClient.status !== 'ready') await new Promise((resolve) => rateClient.once('ready', resolve));
    const harness = buildHarness({ store, limits: { rate: new RateLimits({ ...config.limits, ratePerKey: 2 }, rateClient) } });
    try {
      const probe = () => request(harness.app).post('/api/v1/ocr').set('Authorization', `Bearer ${key}`).set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');
      const accepted = await probe();
      expect(accepted.status).toBe(400);
      expect(accepted.headers['ratelimit-remaining']).toBe('1');
      expect((await idocr('keys', 'revoke', keyId)).code).toBe(0);
      const refused = await probe();
      expect(refused.status).toBe(401);
      expect(refused.body.error.details[0].reason).toBe('INVALID_API_KEY');
    } finally {
      await harness.close();
      await store.close();
      rateClient.disconnect();
    }
  });
});

const tlsTopologies: [string, () => Record<string, string>][] = [
  ['Sentinel', () => sentinelVariables(tlsSentinel)],
  ['Cluster', () => clusterVariables(tlsCluster)],
];

describe.each(tlsTopologies)('on a Redis %s that speaks only TLS (every node, every sentinel, every link between them)', (_name, variables) => {
  it('with REDIS_TLS=true the commands work, and `idocr serve` reads a document, charges one credit and writes it to the ledger', async () => {
    const env = { ...variables(), ...trustTestCa, REDIS_TLS: 'true' };
    const { accountId, key } = await accountWithKey(env);

    const serve = startCli(['serve'], { env: { ...env, PORT: '0', METRICS_PORT: '0', OCR_WORKERS: '1' } });
    const [listening] = await serve.waitForStdout(/^\{.*"msg":"listening".*$/m, 60_000);
    const { port, store } = JSON.parse(listening) as { port: number; store: string };
    expect(store).toMatch(variables().REDIS_SENTINELS ? /^redis \(sentinel/ : /^redis \(cluster/);
    const form = new FormData();
    form.append('documentType', 'passport');
    form.append('image', new Blob([fs.readFileSync(path.join(REPO_ROOT, 'fixtures', 'passport', 'camera-deu-1.jpg'))], { type: 'image/jpeg' }), 'passport.jpg');
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/ocr`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(answer.status).toBe(200);
    expect(Object.keys((await answer.json()) as object)).toContain('passportNumber');

    const events = jsonOutput<LedgerEvent[]>(await runCli(['ledger', accountId, '--json'], { env, timeoutMs: 30_000 }));
    expect(events.map((e) => e.type)).toEqual(['grant', 'grant', 'reserve', 'commit']);
    expect(balanceOf(events).credits).toBe(6);

    const plain = await runCli(['ledger', accountId], { env: { ...env, REDIS_TLS: undefined }, timeoutMs: 30_000 });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/is unreachable/);
  }, 120_000);
});

describe('on a Redis that speaks only TLS and wants a password', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer({ password: 'tls-pw', tls: tlsFiles });
  });
  afterAll(() => server?.stop());

  it('works with REDIS_TLS=true and REDIS_PASSWORD, and says the store is unreachable without TLS', async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${server.tlsPort}`, REDIS_PASSWORD: 'tls-pw', ...trustTestCa };
    const created = await runCli(['accounts', 'create', '--email', 'tls@example.com', '--credits', '1', '--json'], { env: { ...env, REDIS_TLS: 'true' }, timeoutMs: 30_000 });
    expect(jsonOutput<{ credits: number }>(created).credits).toBe(1);
    const plain = await runCli(['accounts', 'create', '--email', 'tls@example.com', '--json'], { env, timeoutMs: 30_000 });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/is unreachable/);
  });
});
