/**
 * The behaviour both stores share, run against each: the in-memory store and RedisStore on a real
 * redis-server. The HTTP layer relies on exactly this, whichever store REDIS_URL selects.
 */
import { IdempotencyConflictError, KeyStore, RESERVATION_TTL_MS, Reservation, StoreNotFoundError } from '../../src/auth/store';
import { rid } from '../support/reservations';
import { MemoryStore } from '../../src/auth/memory-store';
import { RedisStore } from '../../src/auth/redis-store';
import { isWellFormedKey } from '../../src/auth/key-format';
import { balanceOf } from '../../src/auth/ledger';
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
      expect((await store.addCredits(id, 5)).account.credits).toBe(7);
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
      const reservations = await Promise.all(Array.from({ length: 20 }, () => store.reserve(id, NOW, rid())));
      const taken = reservations.filter((r): r is Reservation => r !== null);
      expect(taken).toHaveLength(5);
      expect(taken.every((r) => r.unit === 'credit' && r.period === '2031-03' && r.accountId === id)).toBe(true);
      expect((await store.getAccount(id))?.credits).toBe(0);
      expect(await store.reserve(id, NOW, rid())).toBeNull();
    });

    it('uses quota first, then credits, under contention', async () => {
      const { id } = await store.createAccount({ email: 'j@example.org', quota: 3, credits: 2 });
      const reservations = await Promise.all(Array.from({ length: 20 }, () => store.reserve(id, NOW, rid())));
      const units = reservations.filter((r) => r !== null).map((r) => r.unit);
      expect(units.sort()).toEqual(['credit', 'credit', 'quota', 'quota', 'quota']);
      expect(await store.getAccount(id)).toMatchObject({ credits: 0, quota: 3, quotaUsed: 3 });
    });

    it('gives back exactly what was taken', async () => {
      const { id } = await store.createAccount({ email: 'k@example.org', quota: 1, credits: 1 });
      const first = await store.reserve(id, NOW, rid());
      const second = await store.reserve(id, NOW, rid());
      expect(first?.unit).toBe('quota');
      expect(second?.unit).toBe('credit');
      expect(await store.reserve(id, NOW, rid())).toBeNull();

      await store.release(second!);
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 1 });
      await store.release(first!);
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 0 });
      expect((await store.reserve(id, NOW, rid()))?.unit).toBe('quota');
      expect(await store.getAccount(id)).toMatchObject({ credits: 1, quotaUsed: 1 });
    });

    it('never counts quota below zero, even on a repeated release', async () => {
      const { id } = await store.createAccount({ email: 'k2@example.org', quota: 1 });
      const reservation = await store.reserve(id, NOW, rid());
      await store.release(reservation!);
      await store.release(reservation!);
      expect((await store.getAccount(id))?.quotaUsed).toBe(0);
      expect((await store.reserve(id, NOW, rid()))?.unit).toBe('quota');
      expect(await store.reserve(id, NOW, rid())).toBeNull();
    });

    it('gives fresh quota when the month rolls over (UTC)', async () => {
      const { id } = await store.createAccount({ email: 'l@example.org', quota: 2 });
      const lastMoment = new Date('2031-03-31T23:59:59.999Z');
      const march = [await store.reserve(id, lastMoment, rid()), await store.reserve(id, lastMoment, rid())];
      expect(march.map((r) => r?.unit)).toEqual(['quota', 'quota']);
      expect(await store.reserve(id, lastMoment, rid())).toBeNull();

      const april = await store.reserve(id, new Date('2031-04-01T00:00:00.000Z'), rid());
      expect(april).toMatchObject({ accountId: id, unit: 'quota', period: '2031-04' });

      // a late refund goes back to March, not to April
      await store.release(march[0]!);
      expect((await store.reserve(id, new Date('2031-04-02T00:00:00Z'), rid()))?.period).toBe('2031-04');
      expect(await store.reserve(id, new Date('2031-04-03T00:00:00Z'), rid())).toBeNull();
      expect((await store.reserve(id, lastMoment, rid()))?.period).toBe('2031-03');
    });

    it('reports the quota of the month of the lookup', async () => {
      const account = await store.createAccount({ email: 'm@example.org', quota: 5 });
      const { key } = await store.createKey(account.id, 'ci');
      await store.reserve(account.id, NOW, rid());
      await store.reserve(account.id, NOW, rid());
      expect((await store.findKey(key, NOW))?.account.quotaUsed).toBe(2);
      expect((await store.findKey(key, new Date('2031-04-01T00:00:00Z')))?.account.quotaUsed).toBe(0);
    });

    it('reserves nothing on an unknown account', async () => {
      expect(await store.reserve('acc_nope', NOW, rid())).toBeNull();
    });
  });

  describe('idempotency', () => {
    const claim = { key: 'retry-7f3a', fingerprint: 'a'.repeat(64) };

    /** One charged success under `claim`, as a 200 leaves it: reserved, then committed with the image's digest. */
    async function chargedSuccess(accountId: string, when: Date, under = claim): Promise<Reservation> {
      const reservation = await store.reserve(accountId, when, rid(), { key: under.key });
      expect(reservation).not.toBeNull();
      expect(await store.commit(reservation!, when, under.fingerprint)).toBe('committed');
      return reservation!;
    }

    it('makes a retry with the same key and fingerprint free within 24 h', async () => {
      const { id } = await store.createAccount({ email: 'n@example.org', credits: 3 });
      expect((await chargedSuccess(id, NOW)).unit).toBe('credit');

      expect(await store.hasIdempotencyRecord(id, claim.key, at(HOUR))).toBe(true);
      const retry = await store.reserve(id, at(23 * HOUR), rid(), claim);
      expect(retry).toMatchObject({ accountId: id, unit: 'free', period: '2031-03', idempotencyKey: claim.key });
      expect((await store.getAccount(id))?.credits).toBe(2);
      // releasing a free reservation gives nothing back
      expect(await store.release(retry!)).toBe('released');
      expect((await store.getAccount(id))?.credits).toBe(2);
    });

    it('charges a different image under the same key, and the same key of another account', async () => {
      const a = await store.createAccount({ email: 'o@example.org', credits: 4 });
      const b = await store.createAccount({ email: 'p@example.org', credits: 3 });
      await chargedSuccess(a.id, NOW);
      expect((await store.reserve(a.id, NOW, rid(), { ...claim, fingerprint: 'b'.repeat(64) }))?.unit).toBe('credit');
      expect((await store.reserve(a.id, NOW, rid(), { ...claim, key: 'retry-other' }))?.unit).toBe('credit');
      expect((await store.reserve(b.id, NOW, rid(), claim))?.unit).toBe('credit');
      expect(await store.hasIdempotencyRecord(b.id, claim.key, NOW)).toBe(false);
      expect((await store.getAccount(a.id))?.credits).toBe(1);
    });

    it('charges again after 24 h', async () => {
      const { id } = await store.createAccount({ email: 'q@example.org', credits: 3 });
      await chargedSuccess(id, NOW);
      const free = await store.reserve(id, at(24 * HOUR - 1), rid(), claim);
      expect(free?.unit).toBe('free');
      await store.commit(free!, at(24 * HOUR - 1), claim.fingerprint);
      expect(await store.hasIdempotencyRecord(id, claim.key, at(24 * HOUR))).toBe(false);
      expect((await store.reserve(id, at(24 * HOUR), rid(), claim))?.unit).toBe('credit');
      expect((await store.getAccount(id))?.credits).toBe(1);
    });

    it('is free even when nothing is left, and not free without a record', async () => {
      const { id } = await store.createAccount({ email: 'r@example.org', credits: 1 });
      await chargedSuccess(id, NOW);
      expect(await store.reserve(id, NOW, rid(), { key: 'never-used', fingerprint: claim.fingerprint })).toBeNull();
      expect((await store.reserve(id, NOW, rid(), claim))?.unit).toBe('free');
    });

    it('locks the key while a reservation under it is held: a second one conflicts, and may go once the first ends', async () => {
      const { id } = await store.createAccount({ email: 's@example.org', credits: 5 });
      const first = await store.reserve(id, NOW, rid(), { key: claim.key });
      await expect(store.reserve(id, NOW, rid(), { key: claim.key })).rejects.toThrow(IdempotencyConflictError);
      await expect(store.reserve(id, NOW, rid(), claim)).rejects.toThrow(IdempotencyConflictError);
      expect((await store.getAccount(id))?.credits).toBe(4);
      // another key, and no key, are not held up
      expect((await store.reserve(id, NOW, rid(), { key: 'other' }))?.unit).toBe('credit');
      expect((await store.reserve(id, NOW, rid()))?.unit).toBe('credit');

      await store.release(first!);
      const second = await store.reserve(id, NOW, rid(), { key: claim.key });
      expect(second?.unit).toBe('credit');
      await store.commit(second!, NOW, claim.fingerprint);
      // committed: the lock is gone, and a retry of the same image is free
      expect((await store.reserve(id, NOW, rid(), claim))?.unit).toBe('free');
    });

    it('keeps the sealed answer of a success for its fingerprint within 24 h, and drops it with a new success under the key', async () => {
      const { id } = await store.createAccount({ email: 'u@example.org', credits: 3 });
      const first = await store.reserve(id, NOW, rid(), { key: claim.key });
      await store.commit(first!, NOW, claim.fingerprint, 'c2VhbGVk');
      expect(await store.sealedAnswer(id, claim.key, claim.fingerprint, at(HOUR))).toBe('c2VhbGVk');
      expect(await store.sealedAnswer(id, claim.key, 'b'.repeat(64), at(HOUR))).toBeNull();
      expect(await store.sealedAnswer(id, 'other-key', claim.fingerprint, at(HOUR))).toBeNull();
      expect(await store.sealedAnswer(id, claim.key, claim.fingerprint, at(24 * HOUR))).toBeNull();
      // A free retry's commit records nothing over it.
      const retry = await store.reserve(id, at(HOUR), rid(), claim);
      await store.commit(retry!, at(HOUR), claim.fingerprint, 'b3RoZXI=');
      expect(await store.sealedAnswer(id, claim.key, claim.fingerprint, at(HOUR))).toBe('c2VhbGVk');
      // Another image's success under the key replaces the record, and a success kept without an answer leaves none.
      const other = await store.reserve(id, at(HOUR), rid(), { key: claim.key, fingerprint: 'b'.repeat(64) });
      await store.commit(other!, at(HOUR), 'b'.repeat(64));
      expect(await store.sealedAnswer(id, claim.key, 'b'.repeat(64), at(HOUR))).toBeNull();
      expect(await store.sealedAnswer(id, claim.key, claim.fingerprint, at(HOUR))).toBeNull();
    });

    it('gives exactly one of 10 concurrent reserves under one key the lock; the rest conflict, charged nothing', async () => {
      const { id } = await store.createAccount({ email: 't@example.org', credits: 10 });
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => store.reserve(id, NOW, rid(), { key: claim.key })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(IdempotencyConflictError);
      expect((await store.getAccount(id))?.credits).toBe(9);
    });
  });

  describe('reservations', () => {
    it('refunds a committed reservation whose 200 never went out once, dropping its idempotency record; a held one is released', async () => {
      const claim = { key: 'order-refund', fingerprint: 'c'.repeat(64) };
      const { id } = await store.createAccount({ email: 'v@example.org', credits: 3 });
      const held = await store.reserve(id, NOW, rid());
      expect(await store.refund(held!)).toBe('released');
      expect((await store.getAccount(id))?.credits).toBe(3);

      const committed = await store.reserve(id, NOW, rid(), { key: claim.key });
      expect(await store.commit(committed!, NOW, claim.fingerprint, 'c2VhbGVk')).toBe('committed');
      expect((await store.getAccount(id))?.credits).toBe(2);
      expect(await store.refund(committed!)).toBe('refunded');
      expect(await store.refund(committed!)).toBe('refunded');
      expect(await store.release(committed!)).toBe('refunded');
      expect((await store.getAccount(id))?.credits).toBe(3);
      // The retry of a request told 503 is charged as a new one: no record makes it free, no answer is kept.
      expect(await store.hasIdempotencyRecord(id, claim.key, NOW)).toBe(false);
      expect(await store.sealedAnswer(id, claim.key, claim.fingerprint, NOW)).toBeNull();

      // A free retry refunded gives nothing back, and leaves the first success's record.
      const first = await store.reserve(id, NOW, rid(), { key: claim.key });
      await store.commit(first!, NOW, claim.fingerprint);
      const retry = await store.reserve(id, NOW, rid(), claim);
      await store.commit(retry!, NOW, claim.fingerprint);
      expect(await store.refund(retry!)).toBe('refunded');
      expect((await store.getAccount(id))?.credits).toBe(2);
      expect(await store.hasIdempotencyRecord(id, claim.key, NOW)).toBe(true);
    });

    it('commits and releases once, whatever is called again: a late release of a commit gives nothing back', async () => {
      const { id } = await store.createAccount({ email: 'u@example.org', credits: 2 });
      const kept = await store.reserve(id, NOW, rid());
      expect(await store.commit(kept!, NOW)).toBe('committed');
      expect(await store.commit(kept!, NOW)).toBe('committed');
      expect(await store.release(kept!)).toBe('committed');
      const dropped = await store.reserve(id, NOW, rid());
      expect(await store.release(dropped!)).toBe('released');
      expect(await store.release(dropped!)).toBe('released');
      expect(await store.commit(dropped!, NOW)).toBe('released');
      expect((await store.getAccount(id))?.credits).toBe(1);
      expect(await store.release({ id: rid(), accountId: id, unit: 'credit', period: '2031-03' })).toBe('gone');
      expect((await store.getAccount(id))?.credits).toBe(1);
    });

    it('takes nothing more when the same reservation id is reserved again (a replayed reserve)', async () => {
      const { id } = await store.createAccount({ email: 'v@example.org', credits: 3 });
      const reservationId = rid();
      const first = await store.reserve(id, NOW, reservationId);
      const replay = await store.reserve(id, NOW, reservationId);
      expect(replay).toMatchObject({ id: reservationId, unit: first?.unit });
      expect((await store.getAccount(id))?.credits).toBe(2);
    });

    it('sweeps back the units of reservations neither committed nor released in time, and only those', async () => {
      const { id } = await store.createAccount({ email: 'w@example.org', quota: 1, credits: 2 });
      const lost = [await store.reserve(id, NOW, rid(), { key: 'lost-1' }), await store.reserve(id, NOW, rid())];
      const kept = await store.reserve(id, NOW, rid());
      await store.commit(kept!, NOW);
      expect(await store.getAccount(id)).toMatchObject({ quotaUsed: 1, credits: 0 });
      expect(lost.map((r) => r?.unit)).toEqual(['quota', 'credit']);

      expect(await store.sweepExpired(at(RESERVATION_TTL_MS - 1))).toBe(0);
      expect(await store.sweepExpired(at(RESERVATION_TTL_MS))).toBe(2);
      expect(await store.getAccount(id)).toMatchObject({ quotaUsed: 0, credits: 1 });
      expect(await store.sweepExpired(at(RESERVATION_TTL_MS + 1000))).toBe(0);
      // the swept request's late release or commit finds it ended
      expect(await store.release(lost[0]!)).toBe('released');
      expect(await store.commit(lost[1]!, at(RESERVATION_TTL_MS))).toBe('released');
      expect(await store.getAccount(id)).toMatchObject({ quotaUsed: 0, credits: 1 });
      // and its idempotency key is free again
      expect((await store.reserve(id, at(RESERVATION_TTL_MS), rid(), { key: 'lost-1' }))?.unit).toBe('quota');
    });
  });

  describe('credit grants', () => {
    it('adds a grant once under an idempotency key, and every grant without one', async () => {
      const { id } = await store.createAccount({ email: 'x@example.org', credits: 1 });
      expect(await store.addCredits(id, 10, 'invoice-7')).toMatchObject({ applied: true, account: { credits: 11 } });
      expect(await store.addCredits(id, 10, 'invoice-7')).toMatchObject({ applied: false, account: { credits: 11 } });
      expect(await store.addCredits(id, 10)).toMatchObject({ applied: true, account: { credits: 21 } });
      expect(await store.addCredits(id, 10)).toMatchObject({ applied: true, account: { credits: 31 } });
      await expect(store.addCredits('acc_nope', 1, 'invoice-8')).rejects.toThrow(StoreNotFoundError);
    });
  });

  describe('ledger', () => {
    it('writes every grant, reserve, commit, release, expiry and refund, and its events add up to the balance', async () => {
      const { id } = await store.createAccount({ email: 'y@example.org', quota: 2, credits: 3 });
      const who = { keyId: 'key_ledger', requestId: 'req-1' };
      const committed = await store.reserve(id, NOW, rid(), { key: 'order-1' }, who);
      await store.commit(committed!, NOW, 'fp-1', undefined, { documentType: 'passport' });
      await store.commit(committed!, NOW, 'fp-1'); // a retried commit moves nothing and writes nothing
      const released = await store.reserve(id, NOW, rid(), undefined, who);
      await store.release(released!, { documentType: 'passport' });
      const free = await store.reserve(id, NOW, rid(), { key: 'order-1', fingerprint: 'fp-1' }, who);
      await store.commit(free!, NOW, 'fp-1');
      const lost = await store.reserve(id, NOW, rid(), undefined, who);
      const refunded = await store.reserve(id, NOW, rid(), undefined, who);
      await store.commit(refunded!, NOW);
      await store.refund(refunded!);
      await store.addCredits(id, 5, 'invoice-1');
      await store.addCredits(id, 5, 'invoice-1'); // not applied: no event
      await store.sweepExpired(at(RESERVATION_TTL_MS));
      const drained = await store.createAccount({ email: 'z@example.org' });
      expect(await store.reserve(drained.id, NOW, rid(), undefined, who)).toBeNull();

      const events = await store.ledger(id);
      expect(events.map((e) => `${e.type}:${e.outcome}`)).toEqual([
        'grant:created',
        'quota:started',
        'reserve:quota',
        'commit:committed',
        'reserve:quota',
        'release:released',
        'reserve:free',
        'commit:committed',
        'reserve:quota',
        'reserve:credit',
        'commit:committed',
        'refund:refunded',
        'grant:added',
        'expire:released',
      ]);
      expect(events[0]).toMatchObject({ accountId: id, credits: 3, quota: 2, quotaUsed: 0 });
      expect(events[1]).toMatchObject({ quota: 2, period: '2031-03' });
      expect(events[2]).toMatchObject({ keyId: 'key_ledger', requestId: 'req-1', reservationId: committed!.id, unit: 'quota', quotaUsed: 1, credits: 0, period: '2031-03' });
      expect(events[3]).toMatchObject({ reservationId: committed!.id, documentType: 'passport', keyId: 'key_ledger', requestId: 'req-1' });
      expect(events[5]).toMatchObject({ reservationId: released!.id, quotaUsed: -1, documentType: 'passport' });
      expect(events[11]).toMatchObject({ reservationId: refunded!.id, unit: 'credit', credits: 1 });
      expect(events[13]).toMatchObject({ reservationId: lost!.id, unit: 'quota', quotaUsed: -1 });
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
      // Nothing a caller sent beyond the names: no Idempotency-Key, no fingerprint.
      expect(JSON.stringify(events)).not.toMatch(/order-1|fp-1/);

      const account = await store.getAccount(id);
      expect(balanceOf(events)).toEqual({ credits: account!.credits, quotaUsed: { '2031-03': account!.quotaUsed } });
      expect(account).toMatchObject({ credits: 8, quotaUsed: 1 });
      expect((await store.ledger(drained.id)).map((e) => `${e.type}:${e.outcome}`)).toEqual(['grant:created', 'reserve:insufficient']);
    });

    it('lists the events since a date, and refuses an account that does not exist', async () => {
      const { id } = await store.createAccount({ email: 'since@example.org', credits: 1 });
      const all = await store.ledger(id);
      expect(all).toHaveLength(1);
      expect(await store.ledger(id, at(1))).toEqual([]);
      expect(await store.ledger(id, NOW)).toEqual(all);
      await expect(store.ledger('acc_nope')).rejects.toThrow(StoreNotFoundError);
    });
  });

  it('answers ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
