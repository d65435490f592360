import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import type { RuleSet } from '../../src/rules/types';
import { evaluateImages, type ImageOutcome, type LabelledImage } from '../../src/evaluation/run-evaluation';

/** OCR workers of a live evaluation: the 2-core machine's. */
const WORKERS = 2;

/**
 * Labelled images read by the real recogniser as `npm run eval` reads them, in a pool of the calling `describe`'s
 * own (started in its beforeAll, closed in its afterAll): `outcomes` holds them, in the images' order, once the
 * hook has run. `msPerImage`: what each image adds to the hook's time limit; `then`: what else the hook does with
 * the outcomes (rewriting a known-miss list).
 */
export function readLive(images: readonly LabelledImage[], options: { msPerImage: number; ruleSets?: ReadonlyMap<string, RuleSet>; then?: (outcomes: ImageOutcome[]) => void }): { outcomes: ImageOutcome[] } {
  const live = { outcomes: [] as ImageOutcome[] };
  const pool = new TesseractPool({ size: WORKERS, maxQueue: Number.MAX_SAFE_INTEGER, logger: createLogger('silent') });
  beforeAll(async () => {
    live.outcomes = await evaluateImages(new DocumentRecogniser(options.ruleSets ?? loadRuleSets([BUNDLED_RULES_DIR]), pool), images, WORKERS);
    options.then?.(live.outcomes);
  }, 60_000 + images.length * options.msPerImage);
  afterAll(() => pool.close());
  return live;
}

/** The first of each document kind, in the order given: one of every kind for a live run short enough for CI. */
export function firstOfEachKind<T extends { documentType: string }>(images: readonly T[]): T[] {
  return images.filter((image, i) => images.findIndex((other) => other.documentType === image.documentType) === i);
}
