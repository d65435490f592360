import path from 'node:path';
import { INTERFACE_DOCUMENT_TYPES } from '../../src/documents/document-types';
import { findLabelledImages, NON_DOCUMENT_SET } from '../../src/evaluation/run-evaluation';
import { readLive } from '../support/live-evaluation';
import { FIXTURES_DIR } from '../support/fixtures';

/**
 * Pictures that hold no identity document (fixtures/non-documents: receipts, book pages, letters, menus, a
 * blank form with a document's captions, drawn faces, landscapes, walls, screenshots, posters with a QR code,
 * desks, street signs), each asked as one of the twenty kinds, read by the real recogniser: nearly all must
 * answer 422 UNREADABLE_IMAGE, so a user who sends the wrong photo is told so instead of given empty fields.
 * Most exit early: no caption, MRZ, barcode or identifier of the kind means nothing is read further, and a page
 * whose every text line was read without an MRZ-like one skips the MRZ search zone (the legacy engine took 92 s
 * on a plain textured wall's). Measured: 39 of 39 refused; all 39 took 307 s on the 2-core machine shared with
 * other OCR suites.
 */
const DIR = path.join(FIXTURES_DIR, 'non-documents');
const MIN_IMAGES = 32;
/** One picture in twenty may still pass the gate: it weighs what was read, and a form prints captions too. */
const MIN_REFUSED = 0.95;

const images = findLabelledImages(DIR);
/**
 * Every picture costs a recognition (3–8 s on the 2-core machine while other suites run): every one of the 39 is
 * replayed on its recorded reads in each run (test/golden/replay-fixtures), and live CI reads the first picture
 * of every third scene, 5 of 39; `NON_DOCUMENTS_ALL=1` reads all, and `npm run eval` always scores all.
 */
const sceneOf = (image: string): string => path.basename(image).replace(/-\d+\.[^.]+$/, '');
const scenes = [...new Set(images.map((i) => sceneOf(i.image)))];
const LIVE_SCENE_STEP = 3;
const sampled =
  process.env.NON_DOCUMENTS_ALL === '1'
    ? images
    : images.filter((image, i) => images.findIndex((other) => sceneOf(other.image) === sceneOf(image.image)) === i && scenes.indexOf(sceneOf(image.image)) % LIVE_SCENE_STEP === 0);

describe('the non-document pictures', () => {
  it(`are at least ${MIN_IMAGES}, each a non-document expecting UNREADABLE_IMAGE, asked as every kind of the interface`, () => {
    expect(images.length).toBeGreaterThanOrEqual(MIN_IMAGES);
    expect(images.filter((i) => i.set !== NON_DOCUMENT_SET || i.expectedError !== 'UNREADABLE_IMAGE').map((i) => i.image)).toEqual([]);
    expect([...new Set(images.map((i) => i.documentType))].sort()).toEqual([...INTERFACE_DOCUMENT_TYPES].sort());
  });

  describe('read by the real recogniser', () => {
    const live = readLive(sampled, { msPerImage: 15_000 });

    it('are all read, one of every third scene at least', () => {
      expect(live.outcomes.length).toBe(sampled.length);
      expect(new Set(live.outcomes.map((o) => sceneOf(o.image))).size).toBe(Math.ceil(scenes.length / LIVE_SCENE_STEP));
    });

    it(`answer UNREADABLE_IMAGE for at least ${MIN_REFUSED * 100} % of them`, () => {
      const accepted = live.outcomes
        .filter((o) => o.error !== o.expectedError)
        .map((o) => `${path.basename(o.image)} as ${o.documentType}: ${o.error ?? '200'} (${Math.round(o.latencyMs)} ms)`);
      const enough = live.outcomes.length - accepted.length >= Math.ceil(MIN_REFUSED * live.outcomes.length);
      // The ones that passed the gate are the failure message; within the share they are only printed.
      if (enough && accepted.length) process.stdout.write(`non-documents not refused (within ${MIN_REFUSED * 100} %):\n${accepted.join('\n')}\n`);
      expect(enough ? [] : accepted).toEqual([]);
    });
  });
});
