/**
 * Jest's order, with the suites that take longest on the 2-core machine first. Jest orders by the durations it
 * remembers from earlier runs, but CI starts with none and falls back to file size, which put the OCR-heavy
 * golden suite (a small file) last: one worker then ran it alone for a minute at the end. Measured durations,
 * when jest has them, still order the rest.
 */
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST_FIRST = [
  'test/golden/all-kinds.test.ts',
  'test/recognition/photos.test.ts',
  'test/http/credits-redis.test.ts',
  'test/golden/replay-fixtures.test.ts',
  'test/corpus/corpus.test.ts',
  'test/specimens/specimens.test.ts',
  'test/recognition/non-documents.test.ts',
  'test/serve/start.test.ts',
  'test/cli/store-commands.test.ts',
  'test/http/billing-redis.test.ts',
  'test/serve/offline.test.ts',
  'test/chart/helm.test.ts',
  'test/cli/scan.test.ts',
];

class SlowestFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOWEST_FIRST.findIndex((suffix) => test.path.replace(/\\/g, '/').endsWith(suffix));
      return index < 0 ? SLOWEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep jest's own order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
