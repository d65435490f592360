import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { postDocument, type buildHarness, type TestCaller } from '../support/http-harness';
import { FIXTURES_DIR, loadFixtures, readKnownMisses, writeKnownMisses, type Fixture, type KnownMisses } from '../support/fixtures';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { loadRuleFile, SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import type { RuleSet } from '../../src/rules/types';
import { ERROR_CATALOGUE, type ErrorReason } from '../../src/errors/catalogue';

/** Two at a time: the machines this runs on have two cores, and the pool has a slot for each. */
export const CONCURRENCY = 2;

/**
 * Every committed fixture of a kind through the real HTTP stack and real OCR, field by field against its
 * ground truth. Fields known to be wrong are listed in `<fixture>.todo.json`; the test fails when one of them
 * starts passing, so the lists only shrink. `UPDATE_GOLDEN=1` rewrites the lists on purpose. On clean
 * fixtures every field the rules take from the MRZ first must be exact: check digits leave no excuse.
 */
export function describeGolden(documentType: string, harness: ReturnType<typeof buildHarness>, caller: () => TestCaller): void {
  const committed = loadFixtures(documentType, '');
  const fixtures = sample(committed, documentType);
  const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documents', `${documentType}.schema.json`), 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
  const rules = loadRuleFile(path.join(BUNDLED_RULES_DIR, `${documentType}.yaml`), { checkLanguages: false }) as RuleSet;
  const mrzFields = Object.entries(rules.fields ?? {})
    .filter(([, rule]) => 'mrz' in rule.from[0])
    .map(([name]) => name);

  const bodies = new Map<string, { status: number; body: Record<string, string> }>();
  beforeAll(async () => {
    const queue = [...fixtures];
    const post = async (): Promise<void> => {
      for (let fixture = queue.shift(); fixture; fixture = queue.shift()) {
        const res = await postDocument(harness.app, caller().auth, documentType, fixture.bytes, fixture.name);
        bodies.set(fixture.name, { status: res.status, body: res.body });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, post));
  }, 60_000 + fixtures.length * 30_000);

  it('has committed fixtures, clean and camera-like', () => {
    expect(committed.filter((f) => f.name.startsWith('clean-')).length).toBeGreaterThanOrEqual(documentType === 'passport' ? 8 : 10);
    expect(committed.filter((f) => f.name.startsWith('camera-')).length).toBeGreaterThanOrEqual(documentType === 'passport' ? 4 : 10);
  });

  describe.each(fixtures)(`${documentType} fixture $name`, (fixture) => {
    it(`answers 200 with exactly the ${documentType} field set, as the response schema says`, () => {
      const { status, body } = bodies.get(fixture.name)!;
      const refused = readTodoFile(fixture).error as ErrorReason | undefined;
      if (refused) {
        // A known refusal (a small web picture whose card is not found), listed and reported as a known miss is;
        // this fails once the fixture is read, so the list only shrinks.
        const reason = (body as { error?: { details?: Array<{ reason?: string }> } }).error?.details?.[0]?.reason;
        expect({ status, reason }).toEqual({ status: ERROR_CATALOGUE[refused].status, reason: refused });
        return;
      }
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties).sort());
      expect(validate(body) ? [] : validate.errors).toEqual([]);
    });

    it('reads every field of the ground truth, but for the listed known misses', () => {
      const { status, body } = bodies.get(fixture.name)!;
      // A refusal answers no field: right only where the truth is empty, as npm run eval scores it.
      const answer: Record<string, string> = status === 200 ? body : {};
      const wrong = Object.keys(fixture.fields).filter((field) => (answer[field] ?? '') !== fixture.fields[field]);
      if (process.env.UPDATE_GOLDEN === '1') {
        writeKnownMisses(fixture.file, wrong, status === 200 ? undefined : (body as { error?: { details?: Array<{ reason?: string }> } }).error?.details?.[0]?.reason);
      }
      expect(wrong.sort()).toEqual(readTodo(fixture).sort());
    });

    if (fixture.name.startsWith('clean-') && mrzFields.length) {
      it(`reads the MRZ-derived fields exactly (${mrzFields.join(', ')})`, () => {
        const { body } = bodies.get(fixture.name)!;
        // A listed known miss is reported by the test above and in docs/accuracy.md; every other one must be exact.
        const checked = mrzFields.filter((f) => !readTodo(fixture).includes(f));
        expect(Object.fromEntries(checked.map((f) => [f, body[f]]))).toEqual(Object.fromEntries(checked.map((f) => [f, fixture.fields[f]])));
      });
    }
  });
}

/**
 * Every fixture is checked by replaying its recorded OCR (replay-fixtures.test.ts); this live run through HTTP
 * and real OCR checks that the records still hold what OCR reads (a change to the image or OCR code shows
 * here as a field that differs from the replay's known misses). OCR of 977 images takes longer than a CI run
 * may (15 minutes), so by default one fixture per kind is posted, the first of one set per kind in turn (clean,
 * camera, web, scan, phone, a HEIC: each for three or four kinds); `GOLDEN_ALL=1` posts every one.
 */
function sample(fixtures: Fixture[], documentType: string): Fixture[] {
  if (process.env.GOLDEN_ALL === '1') return fixtures;
  const sampled = SAMPLED[GOLDEN_KINDS_ORDER.indexOf(documentType) % SAMPLED.length];
  return fixtures.filter((fixture) => sampled.test(fixture.name)).slice(0, 1);
}

/** The sets sampled in turn; a kind's HEIC is a photo of its hard set (hard-09.heic), the passport's its heic set. */
const SAMPLED = [/^clean-/, /^camera-/, /^web-/, /^scan-/, /^phone-/, /\.heic$/];

/** The kinds with fixtures, in the order a front or a back of their web pictures alternates. */
const GOLDEN_KINDS_ORDER = fs
  .readdirSync(FIXTURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(BUNDLED_RULES_DIR, `${entry.name}.yaml`)))
  .map((entry) => entry.name)
  .sort();

const readTodoFile = (fixture: Fixture): KnownMisses => readKnownMisses(fixture.file);
const readTodo = (fixture: Fixture): string[] => readTodoFile(fixture).fields;
