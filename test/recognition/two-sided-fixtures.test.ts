import path from 'node:path';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { evaluateImages, findLabelledPairs, PAIR_SET, type ImageOutcome } from '../../src/evaluation/run-evaluation';
import { FIXTURES_DIR } from '../support/fixtures';

/**
 * The two-sided set (fixtures/pairs.json): each card's front and back photographed apart, sent as `image` and
 * `back` in one request, scored on the union of the two sides' truth against the two sides sent apart (a field
 * counts apart when either answer has it right). `npm test` reads the first pair of each kind (12 pairs, three
 * recognitions each); `TWO_SIDED_ALL=1`, and `npm run eval`, all 24.
 */
const WORKERS = 2;
const ALL = process.env.TWO_SIDED_ALL === '1';

describe(`the two-sided fixtures${ALL ? '' : ', the first pair of each kind'}`, () => {
  const every = findLabelledPairs(FIXTURES_DIR);
  const pairs = ALL ? every : every.filter((pair, i) => every.findIndex((other) => other.documentType === pair.documentType) === i);
  const pool = new TesseractPool({ size: WORKERS, maxQueue: Number.MAX_SAFE_INTEGER, logger: createLogger('silent') });
  let outcomes: ImageOutcome[] = [];
  beforeAll(async () => {
    outcomes = await evaluateImages(new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool), pairs, WORKERS);
  }, 60_000 + pairs.length * 40_000);
  afterAll(() => pool.close());

  it('name a front and a back of the same kind for every card kind with two sides', () => {
    expect(every.length).toBeGreaterThanOrEqual(24);
    for (const pair of every) {
      expect(pair.set).toBe(PAIR_SET);
      expect(path.basename(pair.image)).toMatch(/^twosided-front-/);
      expect(path.basename(pair.back!)).toBe(path.basename(pair.image).replace('front', 'back'));
    }
    expect(new Set(every.map((p) => p.documentType)).size).toBe(12);
  });

  it('read at least as many fields right in one request as the two sides sent apart', () => {
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    const together = outcomes.reduce((n, o) => n + o.scored - o.misses.length, 0);
    const apart = outcomes.reduce((n, o) => n + (o.apartRight ?? 0), 0);
    expect(together).toBeGreaterThanOrEqual(apart);
    // And far more than either side alone holds: the fields of the front and of the back, in one answer.
    expect(together / outcomes.reduce((n, o) => n + o.scored, 0)).toBeGreaterThan(0.85);
  });
});
