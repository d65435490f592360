import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { findLabelledImages, type ImageOutcome } from '../../src/evaluation/run-evaluation';
import { firstOfEachKind, readLive } from '../support/live-evaluation';

/**
 * The public specimens of real documents (`../shared/specimens`, beside the repository, or IDOCR_SPECIMENS) read
 * as `npm run eval` reads them. Each image's fields that are read wrong are listed in known-misses.json (names
 * only: no specimen value is kept in this repository); the test fails when a field that read right starts
 * failing, and when a listed one starts reading right, so the list only shrinks and every gain is kept.
 * `UPDATE_SPECIMENS=1` rewrites the list on purpose.
 */
const SPECIMENS_DIR = process.env.IDOCR_SPECIMENS ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'specimens');
const KNOWN_MISSES_FILE = path.join(__dirname, 'known-misses.json');
/**
 * A recognition takes 2–7 s on the 2-core machine: `npm test` reads the first specimen of each kind (12 of 53,
 * about 40 s), `SPECIMENS_ALL=1` (npm run test:specimens) all of them, and `npm run eval` always scores all.
 * The known-miss list is rewritten only from a run over all of them.
 */
const ALL = process.env.SPECIMENS_ALL === '1';

type KnownMisses = Record<string, string[]>;
const knownMisses = JSON.parse(fs.readFileSync(KNOWN_MISSES_FILE, 'utf8')) as KnownMisses;
const ruleSets = loadRuleSets([BUNDLED_RULES_DIR]);
const keyOf = (image: string): string => path.relative(SPECIMENS_DIR, image).split(path.sep).join('/');
// A specimen's JSON may give a field its kind does not return (a Colombian card's MRZ): eval scores it, and it is
// always missed; the list keeps to the kind's own fields.
const missedFields = (o: ImageOutcome): string[] => o.misses.map((m) => m.field).filter((f) => f in (ruleSets.get(o.documentType)?.fields ?? {}));

describe('the specimens known-miss list', () => {
  it('names images as <documentType>/<file> and only fields of that kind', () => {
    const problems = Object.entries(knownMisses).flatMap(([image, fields]) => {
      const rules = ruleSets.get(image.split('/')[0]);
      if (!rules) return [`${image}: no such documentType`];
      return fields.filter((f) => !(f in rules.fields)).map((f) => `${image}: ${f} is not a ${rules.documentType} field`);
    });
    expect(problems).toEqual([]);
  });
});

// Where the folder is absent (a checkout without the shared specimens) only the list's shape above is checked.
if (fs.existsSync(SPECIMENS_DIR)) describeSpecimens();

function describeSpecimens(): void {
  describe(`the public specimens in ${SPECIMENS_DIR}${ALL ? '' : ', the first of each kind'}`, () => {
    const every = findLabelledImages(SPECIMENS_DIR, 'specimen');
    const images = ALL ? every : firstOfEachKind(every);
    const live = readLive(images, {
      msPerImage: 30_000,
      ruleSets,
      then: (outcomes) => {
        if (process.env.UPDATE_SPECIMENS !== '1') return;
        if (!ALL) throw new Error('UPDATE_SPECIMENS=1 rewrites the whole list: run it with SPECIMENS_ALL=1');
        const list = Object.fromEntries(outcomes.filter((o) => missedFields(o).length).map((o) => [keyOf(o.image), missedFields(o)]));
        fs.writeFileSync(KNOWN_MISSES_FILE, `${JSON.stringify(list, null, 2)}\n`);
        for (const key of Object.keys(knownMisses)) delete knownMisses[key];
        Object.assign(knownMisses, list);
      },
    });

    it('are all read (every image with a JSON of a loaded kind)', () => {
      expect(live.outcomes.length).toBe(images.length);
    });

    it('are one of each kind at least', () => {
      expect(new Set(live.outcomes.map((o) => o.documentType))).toEqual(new Set(every.map((i) => i.documentType)));
    });

    it('read every field right but for the listed known misses, and each listed one still wrong', () => {
      const differences = live.outcomes.flatMap((o) => {
        const key = keyOf(o.image);
        const wrong = new Set(missedFields(o));
        const listed = new Set(knownMisses[key] ?? []);
        return [
          ...[...wrong].filter((f) => !listed.has(f)).map((f) => `${key}: ${f} now reads wrong${o.error ? ` (${o.error})` : ''}`),
          ...[...listed].filter((f) => !wrong.has(f)).map((f) => `${key}: ${f} now reads right: remove it from known-misses.json`),
        ];
      });
      expect(differences).toEqual([]);
    });
  });
}
