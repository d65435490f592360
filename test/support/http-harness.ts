import request from 'supertest';
import sharp from 'sharp';
import type { KeyStore } from '../../src/auth/store';
import { MemoryStore } from '../../src/auth/memory-store';
import { createApp, type AppLimits } from '../../src/http/app';
import type { Metrics } from '../../src/metrics/metrics';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { buildOpenApi } from '../../src/openapi/build-openapi';

/** The real app on a real store and real OCR workers (started on first use), without a listening socket. */
export function buildHarness(options: { store?: KeyStore; workers?: number; recognitionDeadlineMs?: number; limits?: AppLimits; metrics?: Metrics; demoPage?: boolean } = {}) {
  const logger = createLogger('silent');
  const pool = new TesseractPool({ size: options.workers ?? 1, maxQueue: 100, deadlineMs: options.recognitionDeadlineMs, logger });
  const ruleSets = loadRuleSets([BUNDLED_RULES_DIR]);
  const recogniser = new DocumentRecogniser(ruleSets, pool);
  const store = options.store ?? new MemoryStore();
  const app = createApp({ store, recogniser, logger, openApi: buildOpenApi(ruleSets), limits: options.limits, metrics: options.metrics, demoPage: options.demoPage });
  return { app, store, pool, recogniser, close: () => pool.close() };
}

export interface TestCaller {
  accountId: string;
  keyId: string;
  key: string;
  auth: string;
}

export async function createCaller(store: KeyStore, account: { verified?: boolean; credits?: number; quota?: number } = {}): Promise<TestCaller> {
  const created = await store.createAccount({ email: `user-${Math.random().toString(36).slice(2)}@example.test`, verified: account.verified ?? true, credits: account.credits ?? 0, quota: account.quota ?? 100 });
  const { record, key } = await store.createKey(created.id, 'test');
  return { accountId: created.id, keyId: record.id, key, auth: `Bearer ${key}` };
}

/** What the account has left, as units: quota left this month plus credits. */
export async function unitsLeft(store: KeyStore, accountId: string): Promise<number> {
  const account = await store.getAccount(accountId);
  if (!account) throw new Error('no account');
  return account.quota - account.quotaUsed + account.credits;
}

/** A plain white page: decodes fine, holds no text. */
export function blankPage(width = 1200, height = 850): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();
}

/** POST /api/v1/ocr as a client sends it: the caller's key, the kind, and the image as a file part named `filename`. */
export function postDocument(app: Parameters<typeof request>[0], auth: string, documentType: string, image: Buffer, filename: string): request.Test {
  return request(app).post('/api/v1/ocr').set('Authorization', auth).field('documentType', documentType).attach('image', image, filename);
}
