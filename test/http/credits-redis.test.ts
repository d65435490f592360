import Redis from 'ioredis';
import request from 'supertest';
import sharp from 'sharp';
import { RedisStore } from '../../src/auth/redis-store';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { blankPage, buildHarness, createCaller, postDocument, unitsLeft } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { waitFor } from '../support/wait-for';

let redis: RedisServer;
let store: RedisStore;
let harness: ReturnType<typeof buildHarness>;
const [passport, otherPassport] = loadFixtures('passport', 'clean-');

beforeAll(async () => {
  redis = await startRedisServer();
  store = await RedisStore.connect(redis.url);
  harness = buildHarness({ store, workers: 2 });
});
afterAll(async () => {
  await harness.close();
  await store.close();
  await redis.stop();
});

const ocr = (auth: string, image: Buffer = passport.bytes) => postDocument(harness.app, auth, 'passport', image, 'passport.jpg');

describe('credits against a real Redis', () => {
  it('20 parallel requests on 5 credits give exactly 5 × 200 and 15 × 402, and leave 0', async () => {
    const caller = await createCaller(store, { credits: 5, quota: 0 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => ocr(caller.auth)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await store.getAccount(caller.accountId)).toMatchObject({ credits: 0 });
    for (const ok of responses.filter((r) => r.status === 200)) expect(ok.body.passportNumber).toBe(passport.fields.passportNumber);
  });

  it('uses the month quota before credits', async () => {
    const caller = await createCaller(store, { credits: 1, quota: 1 });
    expect((await ocr(caller.auth)).status).toBe(200);
    expect(await store.getAccount(caller.accountId)).toMatchObject({ quotaUsed: 1, credits: 1 });
    expect((await ocr(caller.auth)).status).toBe(200);
    expect(await store.getAccount(caller.accountId)).toMatchObject({ quotaUsed: 1, credits: 0 });
    expect((await ocr(caller.auth)).status).toBe(402);
  });

  it('gives the unit back after a 422, then charges the next 200', async () => {
    const caller = await createCaller(store, { credits: 1, quota: 0 });
    const res = await ocr(caller.auth, await blankPage());
    expect(res.status).toBe(422);
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
    expect((await ocr(caller.auth)).status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
  });

  it('does not charge an idempotent retry twice, even once the balance is 0', async () => {
    const caller = await createCaller(store, { credits: 1, quota: 0 });
    const first = await ocr(caller.auth).set('Idempotency-Key', 'order-17');
    expect(first.status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
    const retry = await ocr(caller.auth).set('Idempotency-Key', 'order-17');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
  });

  it('answers an idempotent retry with the first 200\'s body byte for byte, without reading the image again, and keeps no readable field', async () => {
    const caller = await createCaller(store, { credits: 1, quota: 0 });
    const first = await postDocument(harness.app, caller.auth, 'passport', passport.bytes, 'passport.jpg').query({ details: 'true' }).set('Idempotency-Key', 'order-18');
    expect(first.status).toBe(200);
    const reads = jest.spyOn(harness.recogniser, 'recognise');
    try {
      // Without ?details: still the body that was paid for, as it went out.
      const retry = await ocr(caller.auth).set('Idempotency-Key', 'order-18');
      expect(retry.status).toBe(200);
      expect(retry.text).toBe(first.text);
      expect(retry.headers['content-type']).toBe(first.headers['content-type']);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
    // What Redis holds under the key: a fingerprint and a sealed answer, no field value in it.
    const peek = new Redis(redis.url);
    let raw: string;
    try {
      const [record] = await peek.keys(`*idem:${caller.accountId}:*`);
      raw = JSON.stringify(await peek.hgetall(record));
    } finally {
      peek.disconnect();
    }
    expect(raw).toContain('answer');
    expect(raw).not.toContain(passport.fields.passportNumber);
    expect(raw).not.toContain(String(passport.fields.name).split(' ')[0]);
  });

  it('charges a different image under a used Idempotency-Key as a new request', async () => {
    const caller = await createCaller(store, { credits: 2, quota: 0 });
    expect((await ocr(caller.auth).set('Idempotency-Key', 'k-1')).status).toBe(200);
    expect((await ocr(caller.auth, otherPassport.bytes).set('Idempotency-Key', 'k-1')).status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
    expect((await ocr(caller.auth).set('Idempotency-Key', 'k-2')).status).toBe(402);
  });

  it('answers 401 for a key revoked in Redis on the very next request', async () => {
    const caller = await createCaller(store, { credits: 5, quota: 0 });
    expect((await ocr(caller.auth, await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer())).status).toBe(422);
    await store.revokeKey(caller.keyId);
    const res = await ocr(caller.auth);
    expect(res.status).toBe(401);
    expect(res.body.error.details[0].reason).toBe('INVALID_API_KEY');
    expect(await unitsLeft(store, caller.accountId)).toBe(5);
  });
});

describe('a recognition past its deadline', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, costs nothing, and leaves its worker free', async () => {
    // The same store behind a service whose deadline no recognition can meet (a page read alone takes longer).
    const hurried = buildHarness({ store, workers: 1, recognitionDeadlineMs: 100 });
    const caller = await createCaller(store, { credits: 1, quota: 0 });
    const res = await postDocument(hurried.app, caller.auth, 'passport', passport.bytes, 'passport.jpg');
    expect(res.status).toBe(503);
    expect(res.body.error.details[0].reason).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.error.message).toMatch(/deadline/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(hurried.pool.stats()).toMatchObject({ busy: 0 });
    await hurried.close();
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
    expect((await ocr(caller.auth)).status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
  });
});

describe('when Redis goes away', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while it is stopped, and keeps running', async () => {
    const caller = await createCaller(store, { credits: 2, quota: 0 });
    await redis.stop();
    try {
      const res = await ocr(caller.auth);
      expect(res.status).toBe(503);
      expect(res.body.error.details[0].reason).toBe('SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect((await request(harness.app).get('/healthz')).status).toBe(200);
    } finally {
      await redis.start();
    }
    // This Redis keeps nothing on disk: after its restart the store works again, for a new account.
    await waitFor(async () => store.ping().then(() => true, () => false));
    const fresh = await createCaller(store, { credits: 1, quota: 0 });
    expect((await ocr(fresh.auth)).status).toBe(200);
  });

  it('answers 503 while Redis hangs, and no credit moves', async () => {
    const caller = await createCaller(store, { credits: 2, quota: 0 });
    redis.pause();
    try {
      const res = await ocr(caller.auth);
      expect(res.status).toBe(503);
      expect(res.body.error.details[0].reason).toBe('SERVICE_UNAVAILABLE');
    } finally {
      redis.resume();
    }
    await waitFor(async () => store.ping().then(() => true, () => false));
    expect(await unitsLeft(store, caller.accountId)).toBe(2);
    expect((await ocr(caller.auth)).status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
  });
});
