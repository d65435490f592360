import request from 'supertest';
import { MemoryStore } from '../../src/auth/memory-store';
import { createApp } from '../../src/http/app';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { Metrics } from '../../src/metrics/metrics';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { blankPage, createCaller, type TestCaller } from '../support/http-harness';

/**
 * What an operator's Prometheus sees after requests that go wrong: the failures counted by route, status and
 * reason, and nothing a caller sent (a path, a document type, a key) ever becoming a label.
 */
const logger = createLogger('silent');
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger });
const metrics = new Metrics(pool);
const store = new MemoryStore();
const recogniser = new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool, { observeStage: (stage, seconds) => metrics.stage(stage, seconds) });
const app = createApp({ store, recogniser, logger, metrics });
let caller: TestCaller;
beforeAll(async () => {
  caller = await createCaller(store, { quota: 5 });
});
afterAll(() => pool.close());

const scrape = (): Promise<string> => metrics.registry.metrics();

it('counts a refused key as an auth failure and as a 401 on the OCR route', async () => {
  await request(app).post('/api/v1/ocr').set('Authorization', 'Bearer sk_0000000000000000000000000000000').field('documentType', 'passport');
  const text = await scrape();
  expect(text).toContain('idocr_auth_failures_total{reason="INVALID_API_KEY"} 1');
  expect(text).toContain('idocr_http_requests_total{route="/api/v1/ocr",method="POST",status="401"} 1');
  expect(text).not.toContain('sk_0000');
});

it('labels a path nobody mounted "unmatched", never with the path itself', async () => {
  await request(app).get('/wp-login.php?user=admin');
  const text = await scrape();
  expect(text).toContain('idocr_http_requests_total{route="unmatched",method="GET",status="404"} 1');
  expect(text).not.toContain('wp-login');
});

it('never makes a label of a document type that is not loaded', async () => {
  const res = await request(app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'made_up_kind').attach('image', await blankPage(), 'a.png');
  expect(res.status).toBe(400);
  const text = await scrape();
  expect(text).not.toContain('made_up_kind');
  expect(text).toContain('idocr_http_requests_total{route="/api/v1/ocr",method="POST",status="400"} 1');
});

it('counts an unreadable photo as a recognition with its reason, and takes no unit for it', async () => {
  const res = await request(app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'passport').attach('image', await blankPage(), 'blank.png');
  expect(res.status).toBe(422);
  const text = await scrape();
  expect(text).toContain('idocr_recognitions_total{document_type="passport",outcome="UNREADABLE_IMAGE"} 1');
  expect(text).toContain('idocr_units_consumed_total{unit="quota"} 0');
  expect(text).toContain('idocr_stage_duration_seconds_count{stage="ocr"} 1');
  expect(text).toMatch(/idocr_http_request_duration_seconds_bucket\{le="30",route="\/api\/v1\/ocr",method="POST",status="422"\} 1/);
}, 60_000);
