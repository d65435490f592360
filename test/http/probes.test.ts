import { Writable } from 'node:stream';
import request from 'supertest';
import sharp from 'sharp';
import { RedisStore } from '../../src/auth/redis-store';
import { createApp } from '../../src/http/app';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { startRedisServer, type RedisServer } from '../support/redis-server';

/**
 * What the kubelet sees: /healthz as long as the process answers; /readyz only once the OCR workers have
 * loaded their language data and while the shared Redis answers, else 503 with the contract's error body,
 * so no traffic reaches a pod that would answer it slowly or not at all.
 */
const logLines: Array<Record<string, unknown>> = [];
const logger = createLogger(
  'debug',
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  }),
);
let redis: RedisServer;
let store: RedisStore;
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger });
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  redis = await startRedisServer();
  store = await RedisStore.connect(redis.url);
  app = createApp({ store, recogniser: new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool), logger });
});
afterAll(async () => {
  await pool.close();
  await store.close();
  await redis.stop();
});

const unavailable = {
  error: { code: 503, status: 'Service Unavailable', message: expect.any(String), details: [{ reason: 'SERVICE_UNAVAILABLE' }] },
};

it('is alive from the start, and not ready while the OCR workers have not loaded their language data', async () => {
  expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
  const res = await request(app).get('/readyz');
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBeDefined();
  expect(res.body).toEqual(unavailable);
  // A probe while starting is routine: one debug line for each request (kubelet asks every few seconds), no
  // warning, no error, no stack.
  const probeLines = logLines.filter((line) => line.route === '/readyz' || line.route === '/healthz' || line.msg === 'request failed');
  expect(probeLines).toEqual([
    expect.objectContaining({ level: 20, msg: 'request', route: '/healthz', status: 200 }),
    expect.objectContaining({ level: 20, msg: 'request', route: '/readyz', status: 503, reason: 'SERVICE_UNAVAILABLE' }),
  ]);
  expect(JSON.stringify(logLines)).not.toContain('stack');
});

it('is ready once the workers are warm and Redis answers', async () => {
  const sample = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } }).png().toBuffer();
  await pool.warm([{ languages: ['eng'], modes: ['lstm'] }], sample);
  const res = await request(app).get('/readyz');
  expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'ready' } });
}, 60_000);

it('is not ready while Redis is down, alive all the same, and ready again when it is back', async () => {
  await redis.stop();
  try {
    logLines.length = 0;
    const res = await request(app).get('/readyz');
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: unavailable });
    // An unreachable store is news: a warning.
    expect(logLines.filter((line) => line.route === '/readyz')).toEqual([expect.objectContaining({ level: 40, status: 503 })]);
    expect((await request(app).get('/healthz')).status).toBe(200);
  } finally {
    await redis.start();
  }
  // ioredis reconnects on its own within a second or two.
  let status = 0;
  for (let i = 0; i < 50 && status !== 200; i++) {
    status = (await request(app).get('/readyz')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  expect(status).toBe(200);
}, 30_000);
