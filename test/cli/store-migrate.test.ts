/**
 * `idocr store migrate`: a Redis written by idocr 0.1 (keys without a hash tag, one sorted set of reservations)
 * moved to the current layout, as an operator upgrading runs it: accounts, balances, quota used, keys, credit
 * grants and paid answers' idempotency records carry over, units held by requests of that time come back, and the
 * ledger starts from the balance. Run twice, it moves nothing twice.
 */
import Redis from 'ioredis';
import { RedisStore } from '../../src/auth/redis-store';
import { balanceOf } from '../../src/auth/ledger';
import { hashKey } from '../../src/auth/key-format';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { jsonOutput, killStrayChildren, runCli } from '../support/cli-process';

let redis: RedisServer;
let raw: Redis;
const NOW = new Date();
const PERIOD = NOW.toISOString().slice(0, 7);

beforeAll(async () => {
  redis = await startRedisServer();
  raw = new Redis(redis.url, { maxRetriesPerRequest: 1 });
});
afterEach(killStrayChildren);
afterAll(async () => {
  await killStrayChildren();
  raw?.disconnect();
  await redis?.stop();
});

/** What idocr 0.1 left in Redis for one account: written key by key as its store wrote them. */
async function writeLegacyAccount(): Promise<{ accountId: string; plainKey: string }> {
  const accountId = 'acc_Legacy0000000000001';
  const plainKey = `sk_${'L'.repeat(29)}`;
  await raw.hset(`idocr:account:${accountId}`, { email: 'old@example.com', verified: '1', credits: '4', quota: '10', createdAt: '2026-01-02T03:04:05.000Z' });
  await raw.sadd(`idocr:account:${accountId}:keys`, 'key_Legacy0000000000001');
  await raw.hset('idocr:key:key_Legacy0000000000001', { accountId, name: 'production', status: 'active', createdAt: '2026-01-02T03:04:05.000Z' });
  await raw.set(`idocr:keyhash:${hashKey(plainKey)}`, 'key_Legacy0000000000001');
  await raw.set(`idocr:quota:${accountId}:${PERIOD}`, '3', 'EX', 3600);
  await raw.hset(`idocr:idem:${accountId}:${hashKey('order-1')}`, { fingerprint: 'fp', recordedAt: String(NOW.getTime()) });
  await raw.expire(`idocr:idem:${accountId}:${hashKey('order-1')}`, 3600);
  await raw.set(`idocr:grant:${accountId}:${hashKey('invoice-1')}`, '4', 'EX', 3600);
  // Two requests that held a unit when the service was stopped: one credit, one of this month's quota.
  for (const [id, unit] of [['r-credit', 'credit'], ['r-quota', 'quota']]) {
    await raw.hset(`idocr:reservation:${id}`, { account: accountId, unit, period: PERIOD, state: 'reserved', lock: '' });
    await raw.zadd('idocr:reservations', NOW.getTime() + 600_000, id);
  }
  return { accountId, plainKey };
}

it('moves a 0.1 Redis to the current layout once: balances, keys, grants and paid answers carry over, held units come back', async () => {
  const { accountId, plainKey } = await writeLegacyAccount();
  const idocr = (...args: string[]) => runCli(args, { env: { REDIS_URL: redis.url }, timeoutMs: 30_000 });

  const first = jsonOutput<{ accounts: number; keys: number; unitsGivenBack: number }>(await idocr('store', 'migrate', '--json'));
  expect(first).toEqual({ accounts: 1, keys: 1, unitsGivenBack: 2 });
  expect(await raw.keys('idocr:account:*')).toEqual([]);
  expect(await raw.exists('idocr:reservations', 'idocr:reservation:r-credit', 'idocr:key:key_Legacy0000000000001')).toBe(0);

  const store = await RedisStore.connect(redis.url);
  try {
    // 4 credits and 3 of this month's quota used, less the two units held by requests that are over.
    expect(await store.getAccount(accountId)).toMatchObject({ email: 'old@example.com', verified: true, credits: 5, quota: 10, quotaUsed: 2 });
    const found = await store.findKey(plainKey, NOW);
    expect(found?.key).toMatchObject({ id: 'key_Legacy0000000000001', name: 'production', status: 'active' });
    expect(await store.hasIdempotencyRecord(accountId, 'order-1', NOW)).toBe(true);
    expect((await store.addCredits(accountId, 4, 'invoice-1')).applied).toBe(false);
    const events = await store.ledger(accountId);
    expect(events.map((e) => `${e.type}:${e.outcome}`)).toEqual(['grant:migrated', 'quota:migrated']);
    expect(balanceOf(events)).toEqual({ credits: 5, quotaUsed: { [PERIOD]: 2 } });
    await store.revokeKey('key_Legacy0000000000001');
    expect((await store.findKey(plainKey, NOW))?.key.status).toBe('revoked');
  } finally {
    await store.close();
  }

  expect(jsonOutput<{ accounts: number }>(await idocr('store', 'migrate', '--json'))).toEqual({ accounts: 0, keys: 0, unitsGivenBack: 0 });
});
