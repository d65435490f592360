/**
 * Exactly-once billing through HTTP against a real Redis: a client is charged one unit exactly when it gets a
 * 200, whatever is lost between the service and Redis (a reserve's or a commit's reply, refunds failing for a
 * while), and two in-flight requests under one Idempotency-Key are never both charged.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { RedisStore } from '../../src/auth/redis-store';
import { RESERVATION_TTL_MS } from '../../src/auth/store';
import { balanceOf } from '../../src/auth/ledger';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { buildHarness, createCaller, postDocument, unitsLeft } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { flakyStore } from '../support/flaky-store';
import { waitFor } from '../support/wait-for';
import { multipart, post, withKey } from '../corpus/build-corpus';

let redis: RedisServer;
let store: RedisStore;
let flaky: ReturnType<typeof flakyStore>;
let harness: ReturnType<typeof buildHarness>;
const [passport] = loadFixtures('passport', 'clean-');

beforeAll(async () => {
  redis = await startRedisServer();
  store = await RedisStore.connect(redis.url);
  flaky = flakyStore(store);
  harness = buildHarness({ store: flaky.store, workers: 1 });
});
afterAll(async () => {
  await harness.close();
  await store.close();
  await redis.stop();
});

const ocr = (auth: string, image: Buffer = passport.bytes) => postDocument(harness.app, auth, 'passport', image, 'passport.jpg');
/** Refused at decoding (too small), before any OCR: a quick non-200. */
const tinyImage = () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();

/** Every account made here, for the ledger's check at the end. */
const accounts: string[] = [];
async function newCaller(units: { credits: number; quota: number }) {
  const caller = await createCaller(store, units);
  accounts.push(caller.accountId);
  return caller;
}

describe('exactly-once billing', () => {
  it('charges one of two concurrent requests under the same Idempotency-Key; the other gets 409 and the retry after it is free', async () => {
    const caller = await newCaller({ credits: 5, quota: 0 });
    const [a, b] = await Promise.all([ocr(caller.auth).set('Idempotency-Key', 'order-88'), ocr(caller.auth).set('Idempotency-Key', 'order-88')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = a.status === 409 ? a : b;
    expect(conflict.body.error.details[0].reason).toBe('IDEMPOTENCY_CONFLICT');
    expect(conflict.headers['retry-after']).toBeDefined();
    expect(await unitsLeft(store, caller.accountId)).toBe(4);

    const retry = await ocr(caller.auth).set('Idempotency-Key', 'order-88');
    expect(retry.status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(4);
  });

  it('gives the unit back when the reserve ran but its reply was lost (503), by the reservation id', async () => {
    const caller = await newCaller({ credits: 1, quota: 0 });
    flaky.loseReply('reserve');
    const res = await ocr(caller.auth, await tinyImage());
    expect(res.status).toBe(503);
    await waitFor(async () => (await unitsLeft(store, caller.accountId)) === 1);
  });

  it('answers 200, charged once, when the commit ran but its reply was lost', async () => {
    const caller = await newCaller({ credits: 2, quota: 0 });
    flaky.loseReply('commit');
    const res = await ocr(caller.auth);
    expect(res.status).toBe(200);
    expect(res.body.passportNumber).toBe(passport.fields.passportNumber);
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
  });

  it('answers 200, charged once, when the first commits could not reach Redis', async () => {
    const caller = await newCaller({ credits: 2, quota: 0 });
    flaky.failBefore('commit', 2);
    const res = await ocr(caller.auth);
    expect(res.status).toBe(200);
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
  });

  it('answers 503 uncharged when the commit ran but no reply came back and the release after it went unanswered too: the unit comes back once Redis answers', async () => {
    const caller = await newCaller({ credits: 1, quota: 0 });
    // Every try of the commit runs on Redis and loses its reply; every try of the release, and the first two of
    // the refund in the background, find Redis unreachable.
    flaky.loseReply('commit', 4);
    flaky.failBefore('release', 4);
    flaky.failBefore('refund', 2);
    const refundsBefore = flaky.calls.refund;
    const res = await ocr(caller.auth);
    expect(res.status).toBe(503);
    expect(res.body.error.details[0].reason).toBe('SERVICE_UNAVAILABLE');
    await waitFor(async () => (await unitsLeft(store, caller.accountId)) === 1, 10_000, 50);
    expect(flaky.calls.refund - refundsBefore).toBe(3);
    // Refunded once: nothing more comes back later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
  });

  it('retries a refund that cannot reach Redis, and the unit comes back', async () => {
    const caller = await newCaller({ credits: 1, quota: 0 });
    flaky.failBefore('release', 2);
    const before = flaky.calls.release;
    const res = await ocr(caller.auth, await tinyImage());
    expect(res.status).toBe(422);
    expect(flaky.calls.release - before).toBe(3);
    expect(await unitsLeft(store, caller.accountId)).toBe(1);
  });

  it('goes on giving the unit back in the background when Redis stays away longer than the request waits (a failover), until it answers', async () => {
    const caller = await newCaller({ credits: 1, quota: 0 });
    // The request's own four tries fail, and the first three made in the background after it was answered.
    flaky.failBefore('release', 7);
    const before = flaky.calls.release;
    const res = await ocr(caller.auth, await tinyImage());
    expect(res.status).toBe(422);
    expect(await unitsLeft(store, caller.accountId)).toBe(0);
    await waitFor(async () => (await unitsLeft(store, caller.accountId)) === 1);
    expect(flaky.calls.release - before).toBe(8);
    // Nothing left for the sweeper.
    expect(await store.sweepExpired(new Date(Date.now() + RESERVATION_TTL_MS + 1000))).toBe(0);
  });

  it('charges nothing when the client disconnects during its recognition, which stops and frees its worker', async () => {
    const caller = await newCaller({ credits: 1, quota: 0 });
    const server = http.createServer(harness.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'p.jpg', data: passport.bytes }], 'gone-boundary');
      const bytes = withKey(post(body, 'multipart/form-data; boundary=gone-boundary'), caller.key);
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(bytes);
      await waitFor(async () => harness.pool.stats().busy === 1);
      socket.destroy();
      await waitFor(async () => harness.pool.stats().busy === 0);
      // The release follows the freed worker.
      await waitFor(async () => (await unitsLeft(store, caller.accountId)) === 1);
      // The worker is free for the next caller, who is charged as usual.
      expect((await ocr(caller.auth)).status).toBe(200);
      expect(await unitsLeft(store, caller.accountId)).toBe(0);
    } finally {
      server.close();
    }
  });

  it('leaves a ledger per account that adds up to its balance, through the lost replies, refunds and free retries above', async () => {
    expect(accounts.length).toBeGreaterThanOrEqual(8);
    for (const accountId of accounts) {
      // Refunds retried in the background may still be on their way.
      await waitFor(async () => {
        const [events, account] = await Promise.all([store.ledger(accountId), store.getAccount(accountId)]);
        const sum = balanceOf(events);
        return sum.credits === account!.credits && (sum.quotaUsed[account!.createdAt.slice(0, 7)] ?? 0) === account!.quotaUsed;
      });
    }
    const events = (await Promise.all(accounts.map((id) => store.ledger(id)))).flat();
    const types = new Set(events.map((e) => e.type));
    for (const type of ['grant', 'reserve', 'commit', 'release', 'refund']) expect(types).toContain(type);
    expect(events.filter((e) => e.type === 'reserve' && e.outcome === 'free')).not.toHaveLength(0);
    // A charged 200 names its key, its request and its kind.
    expect(events.find((e) => e.type === 'commit' && e.unit === 'credit')).toMatchObject({ keyId: expect.stringMatching(/^key_/), requestId: expect.any(String), documentType: 'passport' });
  });
});
