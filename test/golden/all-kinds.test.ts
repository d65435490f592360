import fs from 'node:fs';
import path from 'node:path';
import { buildHarness, createCaller, type TestCaller } from '../support/http-harness';
import { FIXTURES_DIR } from '../support/fixtures';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { CONCURRENCY, describeGolden } from './golden-suite';

/**
 * Golden tests of every kind that has a rules file and a fixtures folder: adding a kind (rules, response
 * schema, fixtures with their ground truth) adds its golden tests, with no test code to write.
 * `GOLDEN_KINDS=de_id_card,passport` runs only those while working on them.
 */
const only = process.env.GOLDEN_KINDS?.split(',').filter(Boolean);
const kinds = fs
  .readdirSync(FIXTURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(BUNDLED_RULES_DIR, `${entry.name}.yaml`)))
  .map((entry) => entry.name)
  .filter((kind) => !only || only.includes(kind))
  .sort();

const harness = buildHarness({ workers: CONCURRENCY });
let caller: TestCaller;
beforeAll(async () => {
  caller = await createCaller(harness.store, { quota: 100_000 });
});
afterAll(() => harness.close());

describe.each(kinds)('%s', (documentType) => {
  describeGolden(documentType, harness, () => caller);
});
