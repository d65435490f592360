import type { OcrLine, OcrSession, OcrWord } from '../ocr/types';
import { type Box, centreInside, sharesRow, unionBox } from '../domain/box';
import type { RgbImage } from '../text-detection/text-line-detector';
import { isMrzLike } from './read-mrz';
import { cropLine, readLineAlone } from './line-crop';
import { CONFIDENCE, meanConfidence } from '../ocr/confidence-levels';

/**
 * A detected line counts as read by the page read when its words cover this share of the line's width with at
 * least this mean confidence: it is not read again.
 */
const COVERED = 0.75;
// Marks that are the edges of a box or the card, not text.
const EDGE_MARKS = /^[|[\](){}!'"`´.,;:_~=—–-]+$/u;

export interface DetectedLineReads {
  lines: OcrLine[];
  /** Detected lines read on their own. */
  reads: number;
  /** Every detected line was either covered by the page read or read on its own (the budget did not stop it). */
  complete: boolean;
}

/**
 * The page read completed by the text lines a detector found (TextLineDetector): every detected line that the
 * page read missed or read unsure is read again on its own, from the colour page: the channel where print is
 * darkest against the security print (the brightest of R, G and B: coloured guilloche, rainbow print and
 * coloured overprints turn pale, black and dark print stay dark), scaled to the height LSTM reads best, in
 * single-line mode. Its reading replaces the page read's words inside the line when it is surer; lines the
 * page read did not have are added where they stand. `shouldStop` ends the reads early (the read budget).
 */
export async function readDetectedLines(
  session: OcrSession,
  colour: RgbImage,
  pageLines: readonly OcrLine[],
  detected: readonly Box[],
  languages: readonly string[],
  shouldStop: () => boolean = () => false,
): Promise<DetectedLineReads> {
  let lines = pageLines.map((l) => ({ ...l, words: [...l.words] }));
  let reads = 0;
  for (const box of detected) {
    if (shouldStop()) return { lines, reads, complete: false };
    const inside = lines.flatMap((l) => l.words).filter((w) => centreInside(w.box, box));
    // The MRZ has its own reads (readMrz: the legacy engine on the band, check digits); a line of it is left alone.
    if (isCovered(inside, box) || isMrzLike(inside.map((w) => w.text).join(''))) continue;
    const read = await readLine(session, colour, box, languages);
    reads++;
    const words = read.filter((w) => !EDGE_MARKS.test(w.text));
    if (!words.length || meanConfidence(words) <= meanConfidence(inside)) continue;
    const replaced = new Set(inside);
    lines = lines.map((l) => withoutWords(l, replaced)).filter((l) => l.words.length > 0);
    const line: OcrLine = { text: words.map((w) => w.text).join(' '), confidence: meanConfidence(words), box: unionBox(words.map((w) => w.box)), words };
    // Where the page read would have put it: before the first line that starts below it.
    const at = lines.findIndex((l) => l.box.y0 > line.box.y0 && !sharesRow(l.box, line.box));
    lines.splice(at < 0 ? lines.length : at, 0, line);
  }
  return { lines, reads, complete: true };
}

/** The words of one detected line, read alone from the colour page; boxes in page pixels. */
async function readLine(session: OcrSession, colour: RgbImage, box: Box, languages: readonly string[]): Promise<OcrWord[]> {
  const crop = cropLine(colour, box);
  return crop ? readLineAlone(session, crop, languages) : [];
}

function isCovered(words: readonly OcrWord[], box: Box): boolean {
  if (!words.length) return false;
  const covered = words.reduce((sum, w) => sum + (Math.min(w.box.x1, box.x1) - Math.max(w.box.x0, box.x0)), 0);
  return covered >= COVERED * (box.x1 - box.x0) && meanConfidence(words) >= CONFIDENCE.sure;
}

function withoutWords(line: OcrLine, gone: ReadonlySet<OcrWord>): OcrLine {
  const words = line.words.filter((w) => !gone.has(w));
  if (words.length === line.words.length) return line;
  return { ...line, words, text: words.map((w) => w.text).join(' '), box: words.length ? unionBox(words.map((w) => w.box)) : line.box };
}


