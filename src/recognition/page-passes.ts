import type { DecodedBarcode } from '../barcode/types';
import { decodeBarcodes } from '../barcode/decode-barcodes';
import type { DecodedImage } from '../image/decode-image';
import type { MrzResult } from '../mrz/types';
import type { OcrLine, OcrSession } from '../ocr/types';
import { barcodeFormatsOf } from '../rules/sources/barcode-source';
import type { RuleSet } from '../rules/types';
import { makesPass, passesOf } from './pipeline';
import type { TextLineDetector } from '../text-detection/text-line-detector';
import { findMissedLines } from './find-missed-lines';
import type { PageRegions } from './page-regions';
import type { ReadBudget } from './read-budget';
import { readDetectedLines } from './read-detected-lines';
import { readMrz } from './read-mrz';
import { isEasternDigitWord, rereadEasternDigits } from './reread-eastern-digits';
import { rereadLines } from './reread-lines';
import { hasEnoughText, type PageText } from './settle-page';
import type { StageClock } from './stage-clock';
import { hasFoundLayout, unsureLinesToDetected } from './unsure-lines-to-detected';

/** What the passes of one page read add to, starting from the page read's lines. */
interface PageWork {
  lines: OcrLine[];
  /** Every line of the page was read on its own (the MRZ search then skips its zone when none looked like one). */
  everyLineRead: boolean;
  mrz: MrzResult | null;
  barcodes: DecodedBarcode[];
}

/** One page of one recognition: its regions, the photo it was cut from, and the recognition's session, budget and clock. */
export interface PassContext {
  session: OcrSession;
  clock: StageClock;
  budget: ReadBudget;
  rules: RuleSet;
  page: PageRegions;
  /** The photo (turned upright), for barcodes, which want its full resolution. */
  image: DecodedImage;
  /** The skew the page read found and corrected. */
  rotateRadians: number;
  detector: TextLineDetector;
  /** The page was read line by line (readPageLines): every detected line is read already, by PP-OCR. */
  byLines: boolean;
}

type TextPass = (work: PageWork, ctx: PassContext) => Promise<void>;

/** The `text` passes of the pipeline (see PIPELINE): on a page's lines, before its rules run. */
export const TEXT_PASSES: Record<string, TextPass> = {
  easternDigits: async (work, { page }) => {
    work.lines = rereadEasternDigits(await page.image(), work.lines);
  },
  everyLine: async (work, { page, rules, detector }) => {
    const grey = await page.image();
    const digits = makesPass('easternDigits', rules);
    const rows = hasFoundLayout(work.lines) ? work.lines : unsureLinesToDetected(work.lines, await page.textLines(detector));
    // Runs an eastern-digit reader has read stay as they are, and are read again once the lines are.
    const read = await rereadLines(page, rows, rules.ocr.languages, { keep: digits ? isEasternDigitWord : undefined, extra: findMissedLines(grey, rows) });
    work.lines = read.filter((l) => l.words.length > 0);
    if (digits) work.lines = rereadEasternDigits(grey, work.lines);
  },
  missedLines: async (work, { session, clock, budget, rules, page, detector, byLines }) => {
    if (byLines || budget.exhausted()) return;
    const colour = await clock.time('preprocess', () => page.colour());
    const detected = await clock.time('preprocess', () => page.textLines(detector));
    const read = await readDetectedLines(session, colour, work.lines, detected, rules.ocr.languages, () => budget.exhausted());
    work.lines = read.lines;
    work.everyLineRead = read.complete;
  },
  mrz: async (work, { page, rules, budget, byLines }) => {
    work.mrz = await readMrz(page, work.lines, rules, { everyLineRead: work.everyLineRead, exhausted: () => budget.exhausted(), linesReadBy: byLines ? 'paddle' : 'lstm' });
  },
  barcodes: async (work, { clock, rules, image, rotateRadians }) => {
    // Not looked for on a page whose rules will not run.
    if (!hasEnoughText(work.lines, work.mrz)) return;
    work.barcodes = await clock.time('barcode', () => decodeBarcodes(image, barcodeFormatsOf(rules), rotateRadians));
  },
};

/** The page read's lines through the kind's `text` passes, in the pipeline's order: the text its rules run on. */
export async function readPagePasses(lines: readonly OcrLine[], ctx: PassContext): Promise<PageText> {
  const work: PageWork = { lines: [...lines], everyLineRead: ctx.byLines, mrz: null, barcodes: [] };
  for (const pass of passesOf('text', ctx.rules)) await TEXT_PASSES[pass.name](work, ctx);
  return { lines: work.lines, width: ctx.page.width, height: ctx.page.height, mrz: work.mrz, barcodes: work.barcodes };
}
