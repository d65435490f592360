import path from 'node:path';
import { findLabelledPairs, PAIR_SET } from '../../src/evaluation/run-evaluation';
import { firstOfEachKind, readLive } from '../support/live-evaluation';
import { FIXTURES_DIR } from '../support/fixtures';

/**
 * The two-sided set (fixtures/pairs.json): each card's front and back photographed apart, sent as `image` and
 * `back` in one request, scored on the union of the two sides' truth against the two sides sent apart (a field
 * counts apart when either answer has it right). `npm test` reads the first pair of each kind (12 pairs, three
 * recognitions each); `TWO_SIDED_ALL=1`, and `npm run eval`, all 24.
 */
const ALL = process.env.TWO_SIDED_ALL === '1';

describe(`the two-sided fixtures${ALL ? '' : ', the first pair of each kind'}`, () => {
  const every = findLabelledPairs(FIXTURES_DIR);
  const pairs = ALL ? every : firstOfEachKind(every);
  const live = readLive(pairs, { msPerImage: 40_000 });

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
    const { outcomes } = live;
    expect(outcomes.filter((o) => o.error)).toEqual([]);
    const together = outcomes.reduce((n, o) => n + o.scored - o.misses.length, 0);
    const apart = outcomes.reduce((n, o) => n + (o.apartRight ?? 0), 0);
    expect(together).toBeGreaterThanOrEqual(apart);
    // And far more than either side alone holds: the fields of the front and of the back, in one answer.
    expect(together / outcomes.reduce((n, o) => n + o.scored, 0)).toBeGreaterThan(0.85);
  });
});
