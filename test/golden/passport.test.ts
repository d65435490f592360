import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import Ajv from 'ajv';
import { buildHarness, createCaller, type TestCaller } from '../support/http-harness';
import { loadFixtures, type Fixture } from '../support/fixtures';
import { SCHEMAS_DIR } from '../../src/rules/load-rule-sets';

/**
 * Every committed passport fixture through the real HTTP stack and real OCR, field by field against its
 * ground truth. Fields known to be wrong are listed in `<fixture>.todo.json` and reported; the test fails when
 * one of them starts passing, so the lists only shrink. `UPDATE_GOLDEN=1` rewrites the lists on purpose.
 */
const MRZ_FIELDS = ['passportNumber', 'birthDay', 'expiryDay', 'mrz'];
const fixtures = [...loadFixtures('passport', 'clean-'), ...loadFixtures('passport', 'camera-'), ...loadFixtures('passport', 'heic-')];
const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documents', 'passport.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const harness = buildHarness();
let caller: TestCaller;
beforeAll(async () => {
  caller = await createCaller(harness.store, { quota: 1000 });
});
afterAll(() => harness.close());

const todoFile = (fixture: Fixture): string => fixture.file.replace(/\.[^.]+$/, '.todo.json');
const readTodo = (fixture: Fixture): string[] => (fs.existsSync(todoFile(fixture)) ? (JSON.parse(fs.readFileSync(todoFile(fixture), 'utf8')) as { fields: string[] }).fields : []);

describe.each(fixtures)('passport fixture $name', (fixture) => {
  let body: Record<string, string>;
  beforeAll(async () => {
    const res = await request(harness.app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'passport').attach('image', fixture.bytes, fixture.name);
    expect(res.status).toBe(200);
    body = res.body;
  });

  it('answers exactly the passport field set, as the response schema says', () => {
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });

  it('reads every field of the ground truth, but for the listed known misses', () => {
    const wrong = Object.keys(fixture.fields).filter((field) => body[field] !== fixture.fields[field]);
    if (process.env.UPDATE_GOLDEN === '1') {
      if (wrong.length) fs.writeFileSync(todoFile(fixture), `${JSON.stringify({ fields: wrong, note: 'known misses, reported by npm run eval' }, null, 2)}\n`);
      else fs.rmSync(todoFile(fixture), { force: true });
    }
    expect(wrong.sort()).toEqual(readTodo(fixture).sort());
  });

  if (fixture.name.startsWith('clean-')) {
    it('reads every MRZ-derived field exactly', () => {
      expect(Object.fromEntries(MRZ_FIELDS.map((f) => [f, body[f]]))).toEqual(Object.fromEntries(MRZ_FIELDS.map((f) => [f, fixture.fields[f]])));
      expect(readTodo(fixture).filter((f) => MRZ_FIELDS.includes(f))).toEqual([]);
    });
  }
});

describe('?details=true', () => {
  it('adds _details with each field source, confidence and checks, and keeps the fields as they are', async () => {
    const fixture = fixtures.find((f) => f.name.startsWith('clean-gbr'))!;
    const post = (query: string) => request(harness.app).post(`/api/v1/ocr${query}`).set('Authorization', caller.auth).field('documentType', 'passport').attach('image', fixture.bytes, fixture.name);
    const [plain, detailed] = [await post(''), await post('?details=true')];
    const { _details: details, ...fields } = detailed.body;
    expect(fields).toEqual(plain.body);
    expect(Object.keys(details).sort()).toEqual(Object.keys(plain.body).sort());
    expect(details.passportNumber).toEqual({ source: 'mrz', confidence: expect.any(Number), checks: [{ name: 'mrz.documentNumber', ok: true }] });
    expect(details.birthPlace.source).toBe('viz');
    for (const detail of Object.values(details) as Array<{ confidence: number }>) expect(detail.confidence).toBeGreaterThanOrEqual(0);
  });
});
