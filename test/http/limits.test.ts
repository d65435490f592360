import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { RedisStore } from '../../src/auth/redis-store';
import { MemoryStore } from '../../src/auth/memory-store';
import { RateLimits } from '../../src/limits/rate-limits';
import { InFlight } from '../../src/limits/in-flight';
import { Metrics } from '../../src/metrics/metrics';
import { loadConfig } from '../../src/config/load-config';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { blankPage, buildHarness, createCaller, unitsLeft } from '../support/http-harness';
import { waitFor } from '../support/wait-for';

const DEFAULTS = loadConfig({}).limits;
const OFF = { ...DEFAULTS, ratePerKey: 0, ratePerAccount: 0, ratePerAddress: 0, authFailuresPerAddress: 0 };

let redis: RedisServer;
let store: RedisStore;
const clients: RedisStore[] = [];
const harnesses: ReturnType<typeof buildHarness>[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  store = await RedisStore.connect(redis.url);
});
afterAll(async () => {
  await Promise.all(harnesses.map((h) => h.close()));
  await store.close();
  for (const c of clients) await c.close();
  await redis.stop();
});

/** An app whose limits count in the test's Redis, under a prefix of its own unless `prefix` shares one. */
async function appWith(settings: Partial<typeof DEFAULTS>, options: { prefix?: string; trustedProxies?: number; inFlight?: InFlight; bodyIdleTimeoutMs?: number; metrics?: Metrics } = {}) {
  const client = await readyClient();
  const rate = new RateLimits({ ...OFF, ...settings }, client, options.prefix ?? `t${Math.random().toString(36).slice(2)}:`);
  const harness = buildHarness({ store, limits: { rate, inFlight: options.inFlight, trustedProxies: options.trustedProxies, bodyIdleTimeoutMs: options.bodyIdleTimeoutMs }, metrics: options.metrics });
  harnesses.push(harness);
  return harness.app;
}

async function readyClient() {
  const client = RedisStore.createClient(redis.url);
  clients.push(new RedisStore(client));
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** A request that is refused after authentication without any OCR: it still counts against every limit. */
const badKind = (app: Parameters<typeof request>[0], auth: string) =>
  request(app).post('/api/v1/ocr').set('Authorization', auth).field('documentType', 'no-such-kind').attach('image', Buffer.from('x'), 'x.png');

describe('rate limits in Redis', () => {
  it('counts every request of a key, tells what is left in RateLimit-* headers, and answers 429 with Retry-After past the limit, charging nothing', async () => {
    const app = await appWith({ ratePerKey: 3, rateWindowSeconds: 60 });
    const caller = await createCaller(store, { quota: 5 });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await badKind(app, caller.auth);
      expect(res.status).toBe(400);
      expect(res.headers['ratelimit-limit']).toBe('3');
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await badKind(app, caller.auth);
    expect(refused.status).toBe(429);
    expect(refused.body.error.details[0].reason).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toMatch(/API key/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
    expect(await unitsLeft(store, caller.accountId)).toBe(5);

    // Another key of the same account has its own count.
    const { key } = await store.createKey(caller.accountId, 'second');
    expect((await badKind(app, `Bearer ${key}`)).status).toBe(400);
  });

  it('counts the keys of one account together against the account limit', async () => {
    const app = await appWith({ ratePerAccount: 3 });
    const caller = await createCaller(store);
    const { key } = await store.createKey(caller.accountId, 'second');
    expect((await badKind(app, caller.auth)).status).toBe(400);
    expect((await badKind(app, `Bearer ${key}`)).status).toBe(400);
    expect((await badKind(app, caller.auth)).status).toBe(400);
    const refused = await badKind(app, `Bearer ${key}`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/account/);
  });

  it('shares the counts between replicas on the same Redis', async () => {
    const prefix = `shared${Math.random().toString(36).slice(2)}:`;
    const one = await appWith({ ratePerKey: 2 }, { prefix });
    const two = await appWith({ ratePerKey: 2 }, { prefix });
    const caller = await createCaller(store);
    expect((await badKind(one, caller.auth)).status).toBe(400);
    expect((await badKind(two, caller.auth)).status).toBe(400);
    expect((await badKind(one, caller.auth)).status).toBe(429);
    expect((await badKind(two, caller.auth)).status).toBe(429);
  });

  it('limits a client address, taken from X-Forwarded-For only behind the configured number of proxies', async () => {
    const caller = await createCaller(store);
    const behindProxy = await appWith({ ratePerAddress: 2 }, { trustedProxies: 1 });
    const from = (app: Parameters<typeof request>[0], address: string) => badKind(app, caller.auth).set('X-Forwarded-For', address);
    expect((await from(behindProxy, '203.0.113.7')).status).toBe(400);
    expect((await from(behindProxy, '203.0.113.7')).status).toBe(400);
    const refused = await from(behindProxy, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/address/);
    expect((await from(behindProxy, '198.51.100.9')).status).toBe(400);

    // With no trusted proxy a forged X-Forwarded-For changes nothing: every request is the socket's address.
    const direct = await appWith({ ratePerAddress: 2 });
    expect((await from(direct, '203.0.113.1')).status).toBe(400);
    expect((await from(direct, '203.0.113.2')).status).toBe(400);
    expect((await from(direct, '203.0.113.3')).status).toBe(429);
  });

  it('refuses further failed authentications from an address with 429, while a good key from it and other addresses go on', async () => {
    const app = await appWith({ authFailuresPerAddress: 3, authFailureWindowSeconds: 900 }, { trustedProxies: 1 });
    const caller = await createCaller(store);
    const guess = (address: string) => badKind(app, 'Bearer sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAA').set('X-Forwarded-For', address);
    for (let i = 0; i < 3; i++) expect((await guess('192.0.2.50')).status).toBe(401);
    const refused = await guess('192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/failed authentications/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another customer behind the same address (a shared NAT) is served with a good key.
    expect((await badKind(app, caller.auth).set('X-Forwarded-For', '192.0.2.50')).status).toBe(400);
    expect((await guess('192.0.2.51')).status).toBe(401);
  });

  it('answers at most the limit of 200 bad keys sent together from one address with 401, the rest with 429', async () => {
    const app = await appWith({ authFailuresPerAddress: 20, authFailureWindowSeconds: 900 }, { trustedProxies: 1 });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const guesses = Array.from({ length: 200 }, (_, i) =>
        request(server).post('/api/v1/ocr').set('Authorization', `Bearer sk_${String(i).padStart(29, 'A')}`).set('X-Forwarded-For', '198.51.100.7').field('documentType', 'passport'),
      );
      const statuses = (await Promise.all(guesses)).map((r) => r.status);
      const count = (status: number) => statuses.filter((s) => s === status).length;
      expect(count(401)).toBeLessThanOrEqual(20);
      expect(count(401) + count(429)).toBe(200);
      const caller = await createCaller(store);
      expect((await badKind(server, caller.auth).set('X-Forwarded-For', '198.51.100.7')).status).toBe(400);
    } finally {
      server.close();
    }
  });

  it('counts refused requests by scope in the metrics', async () => {
    const metrics = new Metrics();
    const app = await appWith({ ratePerKey: 1 }, { metrics });
    const caller = await createCaller(store);
    await badKind(app, caller.auth);
    await badKind(app, caller.auth);
    expect(await metrics.registry.getSingleMetricAsString('idocr_requests_limited_total')).toMatch(/idocr_requests_limited_total\{scope="key"\} 1/);
  });

  it('answers 503 when Redis cannot count, and counts again once it is back', async () => {
    // The keys in memory, the counts in Redis: only the limit check meets the paused server.
    const memory = new MemoryStore();
    const client = await readyClient();
    const harness = buildHarness({ store: memory, limits: { rate: new RateLimits({ ...OFF, ratePerKey: 100 }, client, 'paused:') } });
    harnesses.push(harness);
    const app = harness.app;
    const caller = await createCaller(memory);
    redis.pause();
    try {
      const res = await badKind(app, caller.auth);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      redis.resume();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect((await badKind(app, caller.auth)).status).toBe(400);
  });
});

describe('rate limits of the embedded store', () => {
  it('counts in the process with the same answers', async () => {
    const memory = new MemoryStore();
    const harness = buildHarness({ store: memory, limits: { rate: new RateLimits({ ...OFF, ratePerKey: 1 }) } });
    harnesses.push(harness);
    const caller = await createCaller(memory);
    expect((await badKind(harness.app, caller.auth)).status).toBe(400);
    const refused = await badKind(harness.app, caller.auth);
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-limit']).toBe('1');
  });
});

describe('requests in flight', () => {
  /** Starts an upload that sends its first part and then waits; `finish` ends it, `abort` drops it. */
  function holdUpload(port: number, auth: string) {
    const boundary = 'held-boundary';
    const req = http.request({ port, method: 'POST', path: '/api/v1/ocr', headers: { Authorization: auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error) => (dropped ? resolve({ status: 0, body: '' }) : reject(error)));
    });
    let dropped = false;
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nno-such-kind\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    return {
      answered,
      finish: () => req.end(`x\r\n--${boundary}--\r\n`),
      abort: () => {
        dropped = true;
        req.destroy();
      },
    };
  }

  async function listen(app: http.RequestListener) {
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  it('refuses a key over its share with 429 and the process when full with 503, before reading the body, and frees the place when the answer goes out', async () => {
    const inFlight = new InFlight(2, 1);
    const app = await appWith({}, { inFlight });
    const { server, port } = await listen(app);
    try {
      const one = await createCaller(store);
      const two = await createCaller(store);
      const three = await createCaller(store);
      const held = holdUpload(port, one.auth);
      await waitFor(() => inFlight.count() === 1, 5000, 10);

      const sameKey = await badKind(server, one.auth);
      expect(sameKey.status).toBe(429);
      expect(sameKey.body.error.message).toMatch(/in flight/);
      expect(sameKey.headers['retry-after']).toBeDefined();

      const heldToo = holdUpload(port, two.auth);
      await waitFor(() => inFlight.count() === 2, 5000, 10);
      const full = await badKind(server, three.auth);
      expect(full.status).toBe(503);
      expect(full.headers['retry-after']).toBeDefined();

      held.finish();
      expect((await held.answered).status).toBe(400);
      heldToo.abort();
      await waitFor(() => inFlight.count() === 0, 5000, 10);
      expect((await badKind(server, one.auth)).status).toBe(400);
      expect(inFlight.count()).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses with 429 a key whose account holds its share of slots through its other keys, and lets other accounts in', async () => {
    const inFlight = new InFlight(10, 1, 2);
    const app = await appWith({}, { inFlight });
    const { server, port } = await listen(app);
    try {
      const first = await createCaller(store);
      const keys = await Promise.all([store.createKey(first.accountId, 'second'), store.createKey(first.accountId, 'third')]);
      const [second, third] = keys.map(({ key }) => `Bearer ${key}`);
      const held = [holdUpload(port, first.auth), holdUpload(port, second)];
      await waitFor(() => inFlight.count() === 2, 5000, 10);

      const sameAccount = await badKind(server, third);
      expect(sameAccount.status).toBe(429);
      expect(sameAccount.body.error.message).toMatch(/account has too many requests in flight/);
      expect(sameAccount.headers['retry-after']).toBeDefined();
      expect((await badKind(server, (await createCaller(store)).auth)).status).toBe(400);

      held[0].finish();
      expect((await held[0].answered).status).toBe(400);
      await waitFor(() => inFlight.count() === 1, 5000, 10);
      expect((await badKind(server, third)).status).toBe(400);
      held[1].abort();
      await waitFor(() => inFlight.count() === 0, 5000, 10);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('cuts off an upload that stops sending with 400, frees its place, and charges nothing', async () => {
    const inFlight = new InFlight(10, 1);
    const app = await appWith({}, { inFlight, bodyIdleTimeoutMs: 300 });
    const { server, port } = await listen(app);
    try {
      const caller = await createCaller(store, { quota: 1 });
      const stalled = holdUpload(port, caller.auth);
      const answer = await stalled.answered;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.message).toMatch(/sent nothing for 300 ms/);
      await waitFor(() => inFlight.count() === 0, 5000, 10);
      expect(await unitsLeft(store, caller.accountId)).toBe(1);
      const res = await request(server).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'passport').attach('image', await blankPage(), 'blank.png');
      expect(res.status).toBe(422);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
