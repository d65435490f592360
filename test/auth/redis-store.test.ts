/**
 * What only RedisStore has: the key layout (hashes, never the plain key), TTLs, atomicity across connections,
 * and staying alive (503, not a hang or a crash) while Redis is away.
 */
import Redis from 'ioredis';
import { KeyStore, RESERVATION_TTL_MS, StoreNotFoundError, StoreUnavailableError } from '../../src/auth/store';
import { RedisStore } from '../../src/auth/redis-store';
import { hashKey } from '../../src/auth/key-format';
import { recordSuccess, rid } from '../support/reservations';
import { RedisServer, startRedisServer } from '../support/redis-server';

const NOW = new Date('2031-03-15T12:00:00.000Z');

let redis: RedisServer;
let inspector: Redis;
let storeCount = 0;
const openStores: KeyStore[] = [];
const unhandled: unknown[] = [];
const noteUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

beforeAll(async () => {
  redis = await startRedisServer();
  process.on('unhandledRejection', noteUnhandled);
});

beforeEach(async () => {
  // Tests below stop and pause the server; every test starts from a live, empty one.
  redis.resume();
  await redis.start();
  // A plain client, to look at what the store wrote; it is not a stand-in for Redis.
  inspector = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true, disconnectTimeout: 100 });
  inspector.on('error', () => undefined);
  await inspector.connect();
  await inspector.flushall();
  unhandled.length = 0;
});

afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()));
  if (inspector.status === 'ready') await inspector.quit();
  else inspector.disconnect();
  expect(unhandled).toEqual([]);
});

afterAll(async () => {
  process.off('unhandledRejection', noteUnhandled);
  await redis?.stop();
});

async function openStore(): Promise<RedisStore> {
  const store = await RedisStore.connect(redis.url, { prefix: `r${++storeCount}:`, clock: () => NOW });
  openStores.push(store);
  return store;
}

/** Every key under a prefix with its value, whatever its type. */
async function dumpRedis(prefix: string): Promise<Map<string, string>> {
  const dump = new Map<string, string>();
  for (const name of await inspector.keys(`${prefix}*`)) {
    const type = await inspector.type(name);
    const value =
      type === 'string'
        ? await inspector.get(name)
        : type === 'hash'
          ? await inspector.hgetall(name)
          : type === 'set'
            ? await inspector.smembers(name)
            : `<${type}>`;
    dump.set(name, JSON.stringify(value));
  }
  return dump;
}

async function expectUnavailableSoon(work: Promise<unknown>): Promise<void> {
  const started = Date.now();
  await expect(work).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(Date.now() - started).toBeLessThan(2500);
}

/** Polls until Redis answers the store again (the client reconnects on its own, at most 1 s apart). */
async function waitUntilAvailable(store: KeyStore, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await store.ping();
      return;
    } catch (error) {
      expect(error).toBeInstanceOf(StoreUnavailableError);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('RedisStore layout', () => {
  it('stores the key only as its hash, and the Idempotency-Key only as its digest', async () => {
    const store = await openStore();
    const account = await store.createAccount({ email: 'ana@example.org', verified: true, credits: 2, quota: 1 });
    const { record, key } = await store.createKey(account.id, 'production');
    const claim = { key: 'client-retry-key-Zq81', fingerprint: 'f'.repeat(64) };
    await store.findKey(key, NOW);
    const reservationId = rid();
    const reservation = await store.reserve(account.id, NOW, reservationId, { key: claim.key });
    await store.commit(reservation!, NOW, claim.fingerprint);
    await store.ping(); // lets the best-effort lastUsedAt write land first

    const dump = await dumpRedis(store.prefix);
    const everything = [...dump.entries()].flat().join('\n');
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(key.slice(3));
    expect(everything).not.toContain(claim.key);

    const p = store.prefix;
    expect(new Set(dump.keys())).toEqual(
      new Set([
        `${p}account:${account.id}`,
        `${p}account:${account.id}:keys`,
        `${p}quota:${account.id}:2031-03`,
        `${p}key:${record.id}`,
        `${p}keyhash:${hashKey(key)}`,
        `${p}idem:${account.id}:${hashKey(claim.key)}`,
        `${p}reservation:${reservationId}`,
      ]),
    );
    expect(await inspector.hgetall(`${p}reservation:${reservationId}`)).toEqual({ account: account.id, unit: 'quota', period: '2031-03', state: 'committed', lock: `${p}idemlock:${account.id}:${hashKey(claim.key)}` });
    expect(await inspector.get(`${p}keyhash:${hashKey(key)}`)).toBe(record.id);
    expect(await inspector.smembers(`${p}account:${account.id}:keys`)).toEqual([record.id]);
    expect(await inspector.hgetall(`${p}key:${record.id}`)).toEqual({
      accountId: account.id,
      name: 'production',
      status: 'active',
      createdAt: NOW.toISOString(),
      lastUsedAt: NOW.toISOString(),
    });
    expect(await inspector.hgetall(`${p}account:${account.id}`)).toEqual({
      email: 'ana@example.org',
      verified: '1',
      credits: '2',
      quota: '1',
      createdAt: NOW.toISOString(),
    });
    expect(await inspector.get(`${p}quota:${account.id}:2031-03`)).toBe('1');
  });

  it('keeps idempotency records 24 h and quota counters beyond their month', async () => {
    const store = await openStore();
    const { id } = await store.createAccount({ email: 'bo@example.org', quota: 1 });
    await recordSuccess(store, id, { key: 'k-1', fingerprint: 'abc' }, NOW);

    const idemTtl = await inspector.ttl(`${store.prefix}idem:${id}:${hashKey('k-1')}`);
    expect(idemTtl).toBeGreaterThan(86_390);
    expect(idemTtl).toBeLessThanOrEqual(86_400);
    expect(await inspector.hget(`${store.prefix}idem:${id}:${hashKey('k-1')}`, 'fingerprint')).toBe('abc');
    const quotaTtl = await inspector.ttl(`${store.prefix}quota:${id}:2031-03`);
    expect(quotaTtl).toBeGreaterThan(31 * 24 * 3600);
  });

  it('keeps a held reservation until the sweeper, with its lock expiring on its own, and an ended one a day', async () => {
    const store = await openStore();
    const { id } = await store.createAccount({ email: 'bob@example.org', credits: 2 });
    const held = await store.reserve(id, NOW, rid(), { key: 'k-2' });
    expect(await inspector.ttl(`${store.prefix}reservation:${held!.id}`)).toBe(-1);
    expect(Number(await inspector.zscore(`${store.prefix}reservations`, held!.id))).toBe(NOW.getTime() + RESERVATION_TTL_MS);
    const lockTtl = await inspector.pttl(`${store.prefix}idemlock:${id}:${hashKey('k-2')}`);
    expect(lockTtl).toBeGreaterThan(RESERVATION_TTL_MS - 5000);
    expect(await inspector.get(`${store.prefix}idemlock:${id}:${hashKey('k-2')}`)).toBe(held!.id);
    await store.release(held!);
    expect(await inspector.ttl(`${store.prefix}reservation:${held!.id}`)).toBeGreaterThan(3590);
    expect(await inspector.ttl(`${store.prefix}reservation:${held!.id}`)).toBeLessThanOrEqual(3600);
    expect(await inspector.exists(`${store.prefix}idemlock:${id}:${hashKey('k-2')}`, `${store.prefix}reservations`)).toBe(0);
  });

  it('leaves nothing behind for an unknown id', async () => {
    const store = await openStore();
    await store.reserve('acc_nope', NOW, rid());
    await store.release({ id: rid(), accountId: 'acc_nope', unit: 'credit', period: '2031-03' });
    await expect(store.verifyAccount('acc_nope')).rejects.toThrow(StoreNotFoundError);
    await expect(store.addCredits('acc_nope', 3)).rejects.toThrow(StoreNotFoundError);
    await expect(store.createKey('acc_nope', 'ci')).rejects.toThrow(StoreNotFoundError);
    await expect(store.revokeKey('key_nope')).rejects.toThrow(StoreNotFoundError);
    expect((await dumpRedis(store.prefix)).size).toBe(0);
  });
});

describe('RedisStore atomicity', () => {
  it('shares one exact balance between connections (several service replicas)', async () => {
    const a = await openStore();
    // same prefix, two more connections
    const others = await Promise.all(
      [1, 2].map(() => RedisStore.connect(redis.url, { prefix: a.prefix, clock: () => NOW })),
    );
    openStores.push(...others);
    const replicas = [a, ...others];

    const { id } = await a.createAccount({ email: 'c@example.org', quota: 10, credits: 15 });
    const attempts = Array.from({ length: 90 }, (_, i) => replicas[i % 3].reserve(id, NOW, rid()));
    const taken = (await Promise.all(attempts)).filter((r) => r !== null);
    expect(taken).toHaveLength(25);
    expect(taken.filter((r) => r.unit === 'quota')).toHaveLength(10);
    expect(await a.getAccount(id)).toMatchObject({ credits: 0, quotaUsed: 10 });

    await Promise.all(taken.map((r, i) => replicas[i % 3].release(r)));
    expect(await a.getAccount(id)).toMatchObject({ credits: 15, quotaUsed: 0 });
  });
});

describe('RedisStore when Redis goes away', () => {
  const every = (store: KeyStore, accountId: string, keyId: string, key: string): Promise<unknown>[] => [
    store.createAccount({ email: 'x@example.org' }),
    store.getAccount(accountId),
    store.verifyAccount(accountId),
    store.addCredits(accountId, 1),
    store.createKey(accountId, 'n'),
    store.revokeKey(keyId),
    store.listKeys(accountId),
    store.findKey(key, NOW),
    store.hasIdempotencyRecord(accountId, 'k', NOW),
    store.reserve(accountId, NOW, rid()),
    store.reserve(accountId, NOW, rid(), { key: 'k', fingerprint: 'f' }),
    store.release({ id: rid(), accountId, unit: 'credit', period: '2031-03' }),
    store.release({ id: rid(), accountId, unit: 'quota', period: '2031-03' }),
    store.commit({ id: 'r-1', accountId, unit: 'credit', period: '2031-03', idempotencyKey: 'k' }, NOW, 'f'),
    store.sweepExpired(NOW),
    store.ping(),
  ];

  it('fails every method fast with StoreUnavailableError, then works again on the same instance', async () => {
    const store = await openStore();
    const account = await store.createAccount({ email: 'd@example.org', credits: 1 });
    const { record, key } = await store.createKey(account.id, 'ci');

    await redis.stop();
    for (const work of every(store, account.id, record.id, key)) await expectUnavailableSoon(work);
    // and still so a while later, while the client keeps reconnecting in the background
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expectUnavailableSoon(Promise.all(every(store, account.id, record.id, key)));

    await redis.start();
    await waitUntilAvailable(store);
    // The restarted server is empty (no persistence): a new account shows the store is fully back.
    const again = await store.createAccount({ email: 'e@example.org', credits: 1 });
    expect((await store.reserve(again.id, NOW, rid()))?.unit).toBe('credit');
    expect(await store.reserve(again.id, NOW, rid())).toBeNull();
  });

  it('does not hang on a Redis that keeps the connection but answers nothing', async () => {
    const store = await openStore();
    const account = await store.createAccount({ email: 'f@example.org', credits: 3 });
    const { record, key } = await store.createKey(account.id, 'ci');

    redis.pause();
    await expectUnavailableSoon(store.findKey(key, NOW));
    await expectUnavailableSoon(store.reserve(account.id, NOW, rid()));
    await expectUnavailableSoon(Promise.all(every(store, account.id, record.id, key)));

    redis.resume();
    await waitUntilAvailable(store);
    expect((await store.findKey(key, NOW))?.key.id).toBe(record.id);
  });

  it('starts while Redis is down without crashing, and works once Redis is up', async () => {
    await redis.stop();
    const connectionErrors: Error[] = [];
    const started = Date.now();
    const store = await RedisStore.connect(redis.url, {
      prefix: `r${++storeCount}:`,
      onError: (error) => connectionErrors.push(error),
    });
    openStores.push(store);
    expect(Date.now() - started).toBeLessThan(2500);
    await expectUnavailableSoon(store.ping());
    await expectUnavailableSoon(store.createAccount({ email: 'g@example.org' }));
    await new Promise((resolve) => setTimeout(resolve, 1200)); // a few reconnection attempts fail meanwhile
    // the failures reached a listener: an 'error' event nobody listens to is how such a process dies
    expect(connectionErrors.length).toBeGreaterThan(1);

    await redis.start();
    await waitUntilAvailable(store);
    const account = await store.createAccount({ email: 'g@example.org', quota: 1 });
    expect((await store.reserve(account.id, NOW, rid()))?.unit).toBe('quota');
  });

  it('listens for client errors also on a client it did not create', async () => {
    const client = new Redis(redis.url, { lazyConnect: true });
    expect(client.listenerCount('error')).toBe(0);
    const store = new RedisStore(client, 'bare:');
    openStores.push(store);
    expect(client.listenerCount('error')).toBe(1);
    await store.ping(); // connects on first use
    expect(await store.getAccount('acc_nope')).toBeNull();
  });

  it('makes clients that never queue a command while Redis is away', async () => {
    const client = RedisStore.createClient(redis.url);
    const store = new RedisStore(client);
    openStores.push(store);
    await waitUntilAvailable(store);

    await redis.stop();
    let started = Date.now();
    // refused at once, not parked in a queue until the command timeout
    await expect(client.ping()).rejects.toThrow(/enableOfflineQueue|Connection is closed|MaxRetriesPerRequest/);
    expect(Date.now() - started).toBeLessThan(500);

    await redis.start();
    await waitUntilAvailable(store);
    redis.pause();
    started = Date.now();
    await expect(client.ping()).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2000);
    redis.resume();
  });

  it('closes cleanly, also while Redis is down', async () => {
    const up = await openStore();
    await up.ping();
    await up.close();
    await expect(up.ping()).rejects.toBeInstanceOf(StoreUnavailableError);

    await redis.stop();
    const down = await openStore();
    const started = Date.now();
    await down.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(down.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
