/**
 * What only RedisStore has: the key layout (hashes, never the plain key), TTLs, atomicity across connections,
 * and staying alive (503, not a hang or a crash) while Redis is away.
 */
import Redis from 'ioredis';
import { KeyStore, RESERVATION_TTL_MS, StoreNotFoundError, StoreUnavailableError } from '../../src/auth/store';
import { RedisStore } from '../../src/auth/redis-store';
import calculateSlot from 'cluster-key-slot';
import { RedisKeys, heldMember } from '../../src/auth/redis-keys';
import { recordSuccess, rid } from '../support/reservations';
import { waitFor } from '../support/wait-for';
import { balanceOf } from '../../src/auth/ledger';
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

    const k = new RedisKeys(store.prefix);
    expect(new Set(dump.keys())).toEqual(
      new Set([
        k.account(account.id),
        k.accountKeys(account.id),
        k.quota(account.id, '2031-03'),
        k.keyRecord(record.id),
        k.keyHash(key),
        k.idempotency(account.id, claim.key),
        k.reservation(account.id, reservationId),
        k.ledger(account.id),
      ]),
    );
    // One account, one hash slot (Redis Cluster): the key's hash index is the only key elsewhere.
    const slots = new Set([...dump.keys()].filter((name) => name !== k.keyHash(key)).map((name) => calculateSlot(name)));
    expect(slots.size).toBe(1);
    expect(await inspector.hgetall(k.reservation(account.id, reservationId))).toEqual({
      unit: 'quota',
      period: '2031-03',
      state: 'committed',
      lock: k.idempotencyLock(account.id, claim.key),
      idem: k.idempotency(account.id, claim.key),
      key: '',
      request: '',
    });
    expect(await inspector.get(k.keyHash(key))).toBe(record.id);
    expect(await inspector.smembers(k.accountKeys(account.id))).toEqual([record.id]);
    expect(await inspector.hgetall(k.keyRecord(record.id))).toEqual({
      accountId: account.id,
      name: 'production',
      status: 'active',
      createdAt: NOW.toISOString(),
      lastUsedAt: NOW.toISOString(),
    });
    expect(await inspector.hgetall(k.account(account.id))).toEqual({
      email: 'ana@example.org',
      verified: '1',
      credits: '2',
      quota: '1',
      createdAt: NOW.toISOString(),
    });
    expect(await inspector.get(k.quota(account.id, '2031-03'))).toBe('1');
  });

  it('keeps idempotency records 24 h and quota counters beyond their month', async () => {
    const store = await openStore();
    const k = new RedisKeys(store.prefix);
    const { id } = await store.createAccount({ email: 'bo@example.org', quota: 1 });
    await recordSuccess(store, id, { key: 'k-1', fingerprint: 'abc' }, NOW);

    const idemTtl = await inspector.ttl(k.idempotency(id, 'k-1'));
    expect(idemTtl).toBeGreaterThan(86_390);
    expect(idemTtl).toBeLessThanOrEqual(86_400);
    expect(await inspector.hget(k.idempotency(id, 'k-1'), 'fingerprint')).toBe('abc');
    const quotaTtl = await inspector.ttl(k.quota(id, '2031-03'));
    expect(quotaTtl).toBeGreaterThan(31 * 24 * 3600);
  });

  it('keeps a held reservation until the sweeper, with its lock expiring on its own, and an ended one an hour', async () => {
    const store = await openStore();
    const k = new RedisKeys(store.prefix);
    const { id } = await store.createAccount({ email: 'bob@example.org', credits: 2 });
    const held = await store.reserve(id, NOW, rid(), { key: 'k-2' });
    expect(await inspector.ttl(k.reservation(id, held!.id))).toBe(-1);
    expect(Number(await inspector.zscore(k.heldOf(id), heldMember(id, held!.id)))).toBe(NOW.getTime() + RESERVATION_TTL_MS);
    const lockTtl = await inspector.pttl(k.idempotencyLock(id, 'k-2'));
    expect(lockTtl).toBeGreaterThan(RESERVATION_TTL_MS - 5000);
    expect(await inspector.get(k.idempotencyLock(id, 'k-2'))).toBe(held!.id);
    await store.release(held!);
    expect(await inspector.ttl(k.reservation(id, held!.id))).toBeGreaterThan(3590);
    expect(await inspector.ttl(k.reservation(id, held!.id))).toBeLessThanOrEqual(3600);
    expect(await inspector.exists(k.idempotencyLock(id, 'k-2'), k.heldOf(id))).toBe(0);
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

describe('RedisStore with a replica', () => {
  it('has a replica confirm each commit (WAIT), and counts a commit no replica confirmed in time: it stands, and the ledger says so', async () => {
    const replica = await startRedisServer();
    const admin = new Redis(replica.url, { maxRetriesPerRequest: 1 });
    try {
      await admin.replicaof('127.0.0.1', redis.port);
      // Up on both sides: the replica loaded the primary's data, and the primary counts it online.
      await waitFor(async () => /master_link_status:up/.test(await admin.info('replication')) && /slave0:.*state=online/.test(await inspector.info('replication')));
      let unreplicated = 0;
      // Longer than the service's 250 ms (and a command's timeout with it): a replica on this shared machine may
      // take that long under load.
      const store = await RedisStore.connect(redis.url, { prefix: `r${++storeCount}:`, clock: () => NOW, onUnreplicated: () => unreplicated++, replicaAckTimeoutMs: 3000, commandTimeoutMs: 5000 });
      openStores.push(store);
      const { id } = await store.createAccount({ email: 'wait@example.org', credits: 2 });

      const confirmed = await store.reserve(id, NOW, rid());
      expect(await store.commit(confirmed!, NOW)).toBe('committed');
      expect(unreplicated).toBe(0);
      // What the replica has is what a failover keeps: the charge.
      expect(await admin.hget(new RedisKeys(store.prefix).account(id), 'credits')).toBe('1');

      replica.pause();
      const started = Date.now();
      const unconfirmed = await store.reserve(id, NOW, rid());
      expect(await store.commit(unconfirmed!, NOW)).toBe('committed');
      expect(Date.now() - started).toBeLessThan(6000);
      expect(unreplicated).toBe(1);
      const events = await store.ledger(id);
      expect(events[events.length - 1]).toMatchObject({ type: 'unreplicated', reservationId: unconfirmed!.id, credits: 0, quotaUsed: 0 });
      expect(balanceOf(events).credits).toBe(0);
    } finally {
      replica.resume();
      admin.disconnect();
      await replica.stop();
    }
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

  it('starts its client again when the client gave up for good by itself (as ioredis does after a failed Sentinel lookup)', async () => {
    const client = RedisStore.createClient(redis.url);
    const store = new RedisStore(client, `r${++storeCount}:`);
    openStores.push(store);
    await store.ping();
    client.disconnect();
    await waitFor(() => client.status === 'end');
    await waitUntilAvailable(store);
    expect(client.status).toBe('ready');
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
