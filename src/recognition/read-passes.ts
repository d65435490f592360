import type { DecodedImage } from '../image/decode-image';
import type { PartSizes } from '../image/image-origin';
import { levelImage } from '../image/level-image';
import { turnImage } from '../image/turn-image';
import type { TextLineDetector } from '../text-detection/text-line-detector';
import { colourPage } from './colour-page';
import type { LevelPage } from './page-regions';
import type { OcrRead, OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import type { ReadBudget } from './read-budget';
import type { RecordedPage } from './recognition-record';
import type { StageClock } from './stage-clock';
import { type LineDirection, lineDirection } from './line-direction';
import { turnOfStandingLines } from './turn-of-standing-lines';
import { ENOUGH_WORDS, ENOUGH_WORDS_LOCATED, legibleWords, uprightTurns } from './orient-page';
import { makesPass, passesOf } from './pipeline';
import { preparePage, type PreparedPage } from './prepare-page';
import { readPageLines } from './read-page-lines';
import { readWholePage } from './read-whole-page';

/** One recognition's OCR session (charged to its budget and timed by its clock), rules and reference day. */
export interface Run {
  session: OcrSession;
  clock: StageClock;
  budget: ReadBudget;
  rules: RuleSet;
  today: Date;
  /** The pages read so far, when the recognition is recorded (onRecord). */
  pages?: RecordedPage[];
  /** The full size of each image the request sent, as a field's box is given in (boxOnPart). */
  parts?: PartSizes;
}

/** A page being read by the `read` passes: its image, its page, and its read once a pass has made one. */
export interface Reading {
  image: DecodedImage;
  page: PreparedPage;
  /** The documents were located and straightened: the page lies landscape. */
  landscape: boolean;
  /** The width the page is read at (narrowed for a tall strip: preparePage). */
  width: number;
  read?: OcrRead;
  /** The page was read line by line (readPageLines): every detected line is in `read` already. */
  byLines?: boolean;
  /** The page as it came in colour and the detector's lines on it, found by deskew or while tesseract read it (PageRegions). */
  level?: LevelPage;
}

/**
 * A photo whose text lines run this many degrees off level or more is turned level before it is read: below it,
 * tesseract's own deskew (its lines' gradient) levels the page, but its page read breaks down by 5° (the specimens
 * turned 5° on white: 64 % of fields read as they came, 75 % levelled here). Past MAX_SLANT the lines are more
 * likely another layout (a sideways page, print at an angle) than a photo taken askew.
 */
const MIN_SLANT = 2;
const MAX_SLANT = 30;

/** A page on which the detector finds fewer lines is read whole by tesseract: no document prints so few. */
const MIN_DETECTED_LINES = 4;

/** The `read` passes of the pipeline (see PIPELINE), by name: each makes or mends the page's read. */
export function readPasses(detector: TextLineDetector, pagePixelBudget: number): Record<string, (reading: Reading, run: Run) => Promise<Reading>> {
  const passes: Record<string, (reading: Reading, run: Run) => Promise<Reading>> = {
    lines: async (reading, run) => {
      // Pages where no document outline was found (a tight crop, a scan) are read whole: line by line they read worse.
      if (reading.read || !reading.landscape) return reading;
      const read = await readLines(detector, run, reading.page);
      return read ? { ...reading, read, byLines: true } : reading;
    },
    deskew: async (reading, run) => {
      // A straightened document lies level already; a page read already, or levelled here, is left as it is.
      if (reading.read || reading.landscape || reading.level) return reading;
      const colour = run.clock.time('preprocess', () => colourPage(reading.page, 0));
      const detected = run.clock.time('preprocess', async () => detector.detectLines(await colour));
      const { lines, slant } = await detected;
      // A level page keeps the lines found on it for the passes after the read (PageRegions).
      if (slant === null || Math.abs(slant) < MIN_SLANT || Math.abs(slant) > MAX_SLANT) return { ...reading, level: { colour, lines: Promise.resolve(lines) } };
      const toImage = reading.image.width / reading.page.width;
      const inImage = lines.map((b) => ({ x0: b.x0 * toImage, y0: b.y0 * toImage, x1: b.x1 * toImage, y1: b.y1 * toImage }));
      const image = await run.clock.time('preprocess', () => levelImage(reading.image, -slant, inImage));
      return { ...reading, image, page: preparePage(image, reading.width, pagePixelBudget) };
    },
    pageRead: async (reading, run) => {
      if (reading.read) return reading;
      // The missed-lines pass wants the detector's lines: they are found meanwhile, on the page as it came, which is
      // the page as read when the read finds it level (a straightened document, most photos of one).
      const level = reading.level ?? (makesPass('missedLines', run.rules) ? levelPage(detector, run, reading.page) : undefined);
      await run.clock.time('preprocess', () => reading.page.image());
      return { ...reading, read: await readWholePage(run.session, reading.page, run.rules), level };
    },
    orient: async (reading, run) => {
      const { session, clock, rules } = run;
      const { page, landscape } = reading;
      const words = legibleWords(reading.read!.lines);
      const enough = landscape ? ENOUGH_WORDS_LOCATED : ENOUGH_WORDS;
      // The detector's lines on the page as read: found meanwhile by the page read where it wanted them.
      let found: LevelPage | undefined;
      const detected = (): LevelPage => (found ??= reading.level ?? levelPage(detector, run, page));
      const direction = (): Promise<LineDirection> => clock.time('preprocess', async () => lineDirection(await detected().lines));
      let quarters = 0;
      if (words < enough && landscape && (await direction()) === 'upDown') {
        const { colour, lines } = detected();
        quarters = await turnOfStandingLines(session, await colour, await lines, rules.ocr.languages);
      } else if (words < enough) quarters = await uprightTurns(session, page, rules.ocr.languages, landscape, words, direction);
      if (!quarters) return reading;
      // Turned from the image, not from the page: one resampling, not two; then read as the page was.
      const image = await clock.time('preprocess', () => turnImage(reading.image, quarters));
      let turned: Reading = { image, page: preparePage(image, reading.width, pagePixelBudget), landscape, width: reading.width };
      for (const pass of passesOf('read', rules).filter((p) => p.name !== 'orient')) turned = await passes[pass.name](turned, run);
      return turned;
    },
  };
  return passes;
}

/** The page as it came in colour and its detected lines, begun now; a failure waits for whoever uses them. */
function levelPage(detector: TextLineDetector, run: Run, page: PreparedPage): LevelPage {
  const colour = run.clock.time('preprocess', () => colourPage(page, 0));
  const lines = run.clock.time('preprocess', async () => detector.detect(await colour));
  colour.catch(() => undefined);
  lines.catch(() => undefined);
  return { colour, lines };
}

/**
 * The page read line by line (readPageLines) on the lines the detector finds; null when it finds too few lines to
 * be a document's (the page read then reads it).
 */
async function readLines(detector: TextLineDetector, run: Run, page: PreparedPage): Promise<OcrRead | null> {
  const { session, clock, budget, rules } = run;
  const colour = await clock.time('preprocess', () => colourPage(page, 0));
  const boxes = await clock.time('preprocess', () => detector.detect(colour));
  if (boxes.length < MIN_DETECTED_LINES) return null;
  const lines = await readPageLines(session, colour, boxes, rules.ocr.languages, () => budget.exhausted());
  return { lines, rotateRadians: 0 };
}
