import request from 'supertest';
import { buildHarness, createCaller, type TestCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';

// The passport fixtures' field-by-field checks are in all-kinds.test.ts; this is the opt-in extra.
const harness = buildHarness();
let caller: TestCaller;
beforeAll(async () => {
  caller = await createCaller(harness.store, { quota: 100 });
});
afterAll(() => harness.close());

describe('?details=true', () => {
  it('adds _details with each field source, confidence and checks, and keeps the fields as they are', async () => {
    const fixture = loadFixtures('passport', 'clean-gbr')[0];
    const post = (query: string) => request(harness.app).post(`/api/v1/ocr${query}`).set('Authorization', caller.auth).field('documentType', 'passport').attach('image', fixture.bytes, fixture.name);
    const [plain, detailed] = [await post(''), await post('?details=true')];
    const { _details: details, ...fields } = detailed.body;
    expect(fields).toEqual(plain.body);
    expect(Object.keys(details).sort()).toEqual(Object.keys(plain.body).sort());
    expect(details.passportNumber).toEqual({ source: 'mrz', confidence: expect.any(Number), checks: [{ name: 'mrz.documentNumber', ok: true }], box: expect.objectContaining({ side: 'image' }) });
    expect(details.birthPlace.source).toBe('viz');
    for (const detail of Object.values(details) as Array<{ confidence: number }>) expect(detail.confidence).toBeGreaterThanOrEqual(0);
  });
});
