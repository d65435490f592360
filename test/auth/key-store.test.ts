/**
 * The behaviour both stores share, run against each: the in-memory store and RedisStore on a real
 * redis-server. The HTTP layer relies on exactly this, whichever store REDIS_URL selects.
 */
import { KeyStore, Reservation, StoreNotFoundError } from '../../src/auth/store';
import { MemoryStore } from '../../src/auth/memory-store';
import { RedisStore } from '../../src/auth/redis-store';
import { isWellFormedKey } from '../../src/auth/key-format';
import { RedisServer, startRedisServer } from '../support/redis-server';

const NOW = new Date('2031-03-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number): Date => new Date(NOW.getTime() + offsetMs);

let redis: RedisServer;
let storeCount = 0;
const openStores: KeyStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});

afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()));
});

afterAll(async () => {
  await redis?.stop();
});

type StoreFactory = () => Promise<KeyStore>;

const factories: [string, StoreFactory][] = [
  ['MemoryStore', async () => new MemoryStore({ clock: () => NOW })],
  // A fresh prefix per store: tests do not see each other's data, and the prefix is exercised.
  ['RedisStore', () => RedisStore.connect(redis.url, { prefix: `t${++storeCount}:`, clock: () => NOW })],
];

describe.each(factories)('%s', (_name, createStore) => {
  let store: KeyStore;

  beforeEach(async () => {
    store = await createStore();
    openStores.push(store);
  });

  describe('accounts', () => {
    it('creates an account with defaults: unverified, no credits, no quota', async () => {
      const account = await store.createAccount({ email: 'ana@example.org' });
      expect(account).toEqual({
        id: expect.stringMatching(/^acc_/),
        email: 'ana@example.org',
        verified: false,
        credits: 0,
        quota: 0,
        quotaUsed: 0,
        createdAt: NOW.toISOString(),
      });
      expect(await store.getAccount(account.id)).toEqual(account);
    });

    it('keeps the values given at creation', async () => {
      const account = await store.createAccount({ email: 'bo@example.org', verified: true, credits: 7, quota: 3 });
      expect(await store.getAccount(account.id)).toMatchObject({ verified: true, credits: 7, quota: 3, quotaUsed: 0 });
    });

    it('rejects impossible amounts', async () => {
      await expect(store.createAccount({ email: 'x@example.org', credits: -1 })).rejects.toThrow(RangeError);
      await expect(store.createAccount({ email: 'x@example.org', quota: 1.5 })).rejects.toThrow(RangeError);
      await expect(store.createAccount({ email: '  ' })).rejects.toThrow(RangeError);
    });

    it('verifies an account', async () => {
      const { id } = await store.createAccount({ email: 'c@example.org' });
      expect((await store.verifyAccount(id)).verified).toBe(true);
      expect((await store.getAccount(id))?.verified).toBe(true);
    });

    it('adds credits to the balance', async () => {
      const { id } = await store.createAccount({ email: 'd@example.org', credits: 2 });
      expect((await store.addCredits(id, 5)).credits).toBe(7);
      expect((await store.getAccount(id))?.credits).toBe(7);
      await expect(store.addCredits(id, 0)).rejects.toThrow(RangeError);
      await expect(store.addCredits(id, -3)).rejects.toThrow(RangeError);
      expect((await store.getAccount(id))?.credits).toBe(7);
    });

    it('reports unknown accounts', async () => {
      expect(await store.getAccount('acc_nope')).toBeNull();
      await expect(store.verifyAccount('acc_nope')).rejects.toThrow(StoreNotFoundError);
      await expect(store.addCredits('acc_nope', 1)).rejects.toThrow(StoreNotFoundError);
      await expect(store.createKey('acc_nope', 'prod')).rejects.toThrow(StoreNotFoundError);
      await expect(store.listKeys('acc_nope')).rejects.toThrow(StoreNotFoundError);
      // verify/addCredits on an unknown id must not leave a half account behind
      expect(await store.getAccount('acc_nope')).toBeNull();
    });
  });

  describe('keys', () => {
    it('creates a key shown once and lists it without the plain key', async () => {
      const account = await store.createAccount({ email: 'e@example.org', verified: true });
      const { record, key } = await store.createKey(account.id, 'production');
      expect(isWellFormedKey(key)).toBe(true);
      expect(record).toEqual({
        id: expect.stringMatching(/^key_/),
        accountId: account.id,
        name: 'production',
        status: 'active',
        createdAt: NOW.toISOString(),
        lastUsedAt: null,
      });
      const listed = await store.listKeys(account.id);
      expect(listed).toEqual([record]);
      expect(JSON.stringify(listed)).not.toContain(key);
      expect(JSON.stringify(listed)).not.toContain(key.slice(3));
    });

    it('lists only the account’s own keys', async () => {
      const a = await store.createAccount({ email: 'a@example.org' });
      const b = await store.createAccount({ email: 'b@example.org' });
      await store.createKey(a.id, 'staging');
      await store.createKey(a.id, 'production');
      await store.createKey(b.id, 'other');
      expect((await store.listKeys(a.id)).map((k) => k.name).sort()).toEqual(['production', 'staging']);
      expect((await store.listKeys(b.id)).map((k) => k.name)).toEqual(['other']);
    });

    it('finds a key by its value and notes its last use', async () => {
      const account = await store.createAccount({ email: 'f@example.org', credits: 4 });
      const { record, key } = await store.createKey(account.id, 'ci');
      const found = await store.findKey(key, at(HOUR));
      expect(found?.key).toEqual({ ...record, lastUsedAt: at(HOUR).toISOString() });
      expect(found?.account).toEqual({ ...account, credits: 4 });
      // best effort, but on a healthy store it lands
      expect((await store.listKeys(account.id))[0].lastUsedAt).toBe(at(HOUR).toISOString());
    });

    it('finds nothing for an unknown or malformed key', async () => {
      const account = await store.createAccount({ email: 'g@example.org' });
      const { key } = await store.createKey(account.id, 'ci');
      const other = key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a');
      expect(await store.findKey(other, NOW)).toBeNull();
      expect(await store.findKey('not a key', NOW)).toBeNull();
      expect(await store.findKey('', NOW)).toBeNull();
    });

    it('revokes a key: the very next lookup sees it revoked', async () => {
      const account = await store.createAccount({ email: 'h@example.org' });
      const { record, key } = await store.createKey(account.id, 'laptop');
      const { key: spare } = await store.createKey(account.id, 'spare');
      expect((await store.findKey(key, NOW))?.key.status).toBe('active');
      expect(await store.revokeKey(record.id)).toMatchObject({ id: record.id, status: 'revoked' });
      const revoked = await store.findKey(key, at(HOUR));
      expect(revoked?.key.status).toBe('revoked');
      // a refused key was not used: its last use stays the last time it was let in
      expect(revoked?.key.lastUsedAt).toBe(NOW.toISOString());
      expect((await store.findKey(spare, NOW))?.key.status).toBe('active');
      expect((await store.listKeys(account.id)).find((k) => k.id === record.id)?.status).toBe('revoked');
      // revoking twice is harmless
      expect((await store.revokeKey(record.id)).status).toBe('revoked');
      await expect(store.revokeKey('key_nope')).rejects.toThrow(StoreNotFoundError);
    });
  });

  describe('credits and quota', () => {
    it('gives exactly 5 of 20 parallel requests on 5 credits', async () => {
      const { id } = await store.createAccount({ email: 'i@example.org', credits: 5 });
      const reservations = await Promise.all(Array.from({ length: 20 }, () => store.reserve(id, NOW)));
      const taken = reservations.filter((r): r is Reservation => r !== null);
      expect(taken).toHaveLength(5);
      expect(taken.every((r) => r.unit === 'credit' && r.period === '2031-03' && r.accountId === id)).toBe(true);
      expect((await store.getAccount(id))?.credits).toBe(0);
      expect(await store.reserve(id, NOW)).toBeNull();
    });

    it('uses quota first, then credits, under contention', async () => {
      const { id } = await store.createAccount({ email: 'j@example.org', quota: 3, credits: 2 });
      const reservations = await Promise.all(Array.from({ length: 20 }, () => store.reserve(id, NOW)));
      const units = reservations.filter((r) => r !== null).map((r) => r.unit);
      expect(units.sort()).toEqual(['credit', 'credit', 'quota', 'quota', 'quota']);
      expect(await store.getAccount(id)).toMatchObject({ credits: 0, quota: 3, quotaUsed: 3 });
    });

    it('gives back exactly what was taken', async () => {
      const { id } = await store.createAccount({ email: 'k@example.org', quota: 1, credits: 1 });
      const first = await store.reserve(id, NOW);
      const second = await store.reserve(id, NOW);
      expect(first?.unit).toBe('quota');
      expect(second?.unit).toBe('credit');
      expect(await store.reserve(id, NOW)).toBeNull();

      await store.release(second!);
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 1 });
      await store.release(first!);
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 0 });
      expect((await store.reserve(id, NOW))?.unit).toBe('quota');
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 1 });
    });

    it('never counts quota below zero, even on a repeated release', async () => {
      const { id } = await store.createAccount({ email: 'k2@example.org', quota: 1 });
      const reservation = await store.reserve(id, NOW);
      await store.release(reservation!);
      await store.release(reservation!);
      expect((await store.getAccount(id))?.quotaUsed).toBe(0);
      expect((await store.reserve(id, NOW))?.unit).toBe('quota');
      expect(await store.reserve(id, NOW)).toBeNull();
    });

    it('gives fresh quota when the month rolls over (UTC)', async () => {
      const { id } = await store.createAccount({ email: 'l@example.org', quota: 2 });
      const lastMoment = new Date('2031-03-31T23:59:59.999Z');
      const march = [await store.reserve(id, lastMoment), await store.reserve(id, lastMoment)];
      expect(march.map((r) => r?.unit)).toEqual(['quota', 'quota']);
      expect(await store.reserve(id, lastMoment)).toBeNull();

      const april = await store.reserve(id, new Date('2031-04-01T00:00:00.000Z'));
      expect(april).toEqual({ accountId: id, unit: 'quota', period: '2031-04' });

      // a late refund goes back to March, not to April
      await store.release(march[0]!);
      expect((await store.reserve(id, new Date('2031-04-02T00:00:00Z')))?.period).toBe('2031-04');
      expect(await store.reserve(id, new Date('2031-04-03T00:00:00Z'))).toBeNull();
      expect((await store.reserve(id, lastMoment))?.period).toBe('2031-03');
    });

    it('reports the quota of the month of the lookup', async () => {
      const account = await store.createAccount({ email: 'm@example.org', quota: 5 });
      const { key } = await store.createKey(account.id, 'ci');
      await store.reserve(account.id, NOW);
      await store.reserve(account.id, NOW);
      expect((await store.findKey(key, NOW))?.account.quotaUsed).toBe(2);
      expect((await store.findKey(key, new Date('2031-04-01T00:00:00Z')))?.account.quotaUsed).toBe(0);
    });

    it('reserves nothing on an unknown account', async () => {
      expect(await store.reserve('acc_nope', NOW)).toBeNull();
    });
  });

  describe('idempotency', () => {
    const claim = { key: 'retry-7f3a', fingerprint: 'a'.repeat(64) };

    it('makes a retry with the same key and fingerprint free within 24 h', async () => {
      const { id } = await store.createAccount({ email: 'n@example.org', credits: 3 });
      const charged = await store.reserve(id, NOW, claim);
      expect(charged?.unit).toBe('credit');
      await store.recordIdempotency(id, claim, NOW);

      expect(await store.hasIdempotencyRecord(id, claim.key, at(HOUR))).toBe(true);
      const retry = await store.reserve(id, at(23 * HOUR), claim);
      expect(retry).toEqual({ accountId: id, unit: 'free', period: '2031-03' });
      expect((await store.getAccount(id))?.credits).toBe(2);
      // releasing a free reservation gives nothing back
      await store.release(retry!);
      expect((await store.getAccount(id))?.credits).toBe(2);
    });

    it('charges a different image under the same key, and the same key of another account', async () => {
      const a = await store.createAccount({ email: 'o@example.org', credits: 3 });
      const b = await store.createAccount({ email: 'p@example.org', credits: 3 });
      await store.recordIdempotency(a.id, claim, NOW);
      expect((await store.reserve(a.id, NOW, { ...claim, fingerprint: 'b'.repeat(64) }))?.unit).toBe('credit');
      expect((await store.reserve(a.id, NOW, { ...claim, key: 'retry-other' }))?.unit).toBe('credit');
      expect((await store.reserve(b.id, NOW, claim))?.unit).toBe('credit');
      expect(await store.hasIdempotencyRecord(b.id, claim.key, NOW)).toBe(false);
      expect((await store.getAccount(a.id))?.credits).toBe(1);
    });

    it('charges again after 24 h', async () => {
      const { id } = await store.createAccount({ email: 'q@example.org', credits: 3 });
      await store.recordIdempotency(id, claim, NOW);
      expect((await store.reserve(id, at(24 * HOUR - 1), claim))?.unit).toBe('free');
      expect(await store.hasIdempotencyRecord(id, claim.key, at(24 * HOUR))).toBe(false);
      expect((await store.reserve(id, at(24 * HOUR), claim))?.unit).toBe('credit');
      expect((await store.getAccount(id))?.credits).toBe(2);
    });

    it('is free even when nothing is left, and not free without a record', async () => {
      const { id } = await store.createAccount({ email: 'r@example.org' });
      expect(await store.reserve(id, NOW, claim)).toBeNull();
      await store.recordIdempotency(id, claim, NOW);
      expect((await store.reserve(id, NOW, claim))?.unit).toBe('free');
    });
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
