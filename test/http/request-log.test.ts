import { Writable } from 'node:stream';
import request from 'supertest';
import { MemoryStore } from '../../src/auth/memory-store';
import { createApp } from '../../src/http/app';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { createCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';

describe('request log', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('info', sink);
  const pool = new TesseractPool({ size: 1, maxQueue: 10, logger });
  const store = new MemoryStore();
  const app = createApp({ store, recogniser: new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool), logger });
  afterAll(() => pool.close());

  it('writes one line per request with its id, route, status, kind and time per stage, and never the key or a field value', async () => {
    const caller = await createCaller(store, { quota: 10 });
    const [fixture] = loadFixtures('passport', 'clean-');
    const res = await request(app)
      .post('/api/v1/ocr')
      .set('Authorization', caller.auth)
      .set('X-Request-Id', 'req-privacy-1')
      .field('documentType', 'passport')
      .attach('image', fixture.bytes, fixture.name);
    expect(res.status).toBe(200);
    await request(app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'nope').attach('image', fixture.bytes, fixture.name);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.requestId === 'req-privacy-1')).toMatchObject({
      msg: 'request',
      method: 'POST',
      route: '/api/v1/ocr',
      status: 200,
      documentType: 'passport',
      durationMs: expect.any(Number),
      stagesMs: { decode: expect.any(Number), preprocess: expect.any(Number), ocr: expect.any(Number), rules: expect.any(Number) },
    });
    const { stagesMs } = entries.find((e) => e.requestId === 'req-privacy-1') as { stagesMs: Record<string, number> };
    expect(stagesMs.ocr).toBeGreaterThan(0);
    // An expected outcome (a 4xx) is an info line with no stack.
    expect(entries.find((e) => e.status === 400)).toMatchObject({ reason: 'INVALID_DOCUMENT_TYPE', level: 30 });
    expect(entries.filter((e) => e.level !== 30)).toEqual([]);

    const log = lines.join('\n');
    expect(log).not.toContain(caller.key);
    for (const value of Object.values(res.body as Record<string, string>).filter((v) => v.length >= 4)) {
      expect(log).not.toContain(value);
    }
  });
});
