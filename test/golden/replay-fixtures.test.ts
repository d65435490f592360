import path from 'node:path';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { findRecordedImages, replayImages, type ReplayOutcome } from '../../src/evaluation/ocr-records';
import { FIXTURES_DIR, kindFolders, readKnownMisses, writeKnownMisses } from '../support/fixtures';

/**
 * Every committed fixture, replayed: what OCR read of it (`<fixture>.ocr.json`, made by `npm run record --
 * fixtures/<kind>`) run through today's rules, with every follow-up read the rules ask for answered from the
 * record, and checked field by field against its ground truth and known misses (`<fixture>.todo.json`), as
 * the golden suite checks its live sample. A rules change shows on every fixture of every kind in seconds,
 * and the known-miss lists only shrink. A record the rules now ask more of (a zone nobody read when it was
 * made) fails here with the command that makes it again: its replay is no longer what a live run answers.
 * `UPDATE_GOLDEN=1` rewrites the known-miss lists on purpose.
 */
const ruleSets = loadRuleSets([BUNDLED_RULES_DIR], { checkLanguages: false });
const folders = [...kindFolders(), 'non-documents'];

describe.each(folders)('%s fixtures replayed on their recorded OCR', (folder) => {
  const images = findRecordedImages(path.join(FIXTURES_DIR, folder));
  let outcomes: Map<string, ReplayOutcome>;
  beforeAll(async () => {
    outcomes = new Map((await replayImages(images, ruleSets)).map((o) => [o.image, o]));
  });

  it('has a record of every fixture, holding every read its rules ask for', () => {
    expect(images.length).toBeGreaterThan(0);
    const stale = [...outcomes.values()].filter((o) => o.unrecorded > 0).map((o) => path.relative(FIXTURES_DIR, o.image));
    // When this fails: npm run record -- fixtures/<kind>, then commit the records with the rules change.
    expect({ recordAgain: stale }).toEqual({ recordAgain: [] });
  });

  it.each(images.map(({ image }) => [path.basename(image.image), image] as const))('%s reads its ground truth but for its known misses', (_name, image) => {
    const outcome = outcomes.get(image.image)!;
    if (image.expectedError) {
      // A picture of no document answers the error its JSON expects.
      expect(outcome.error).toBe(image.expectedError);
      return;
    }
    const wrong = outcome.misses.map((m) => m.field).sort();
    if (process.env.UPDATE_GOLDEN === '1') writeKnownMisses(image.image, wrong, outcome.error);
    const known = readKnownMisses(image.image);
    expect({ wrong, error: outcome.error }).toEqual({ wrong: [...known.fields].sort(), error: known.error });
  });
});
