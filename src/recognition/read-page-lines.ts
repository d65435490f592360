import { type Box, sharesRow, unionBox } from '../domain/box';
import { encodePnm } from '../image/pnm';
import type { OcrLine, OcrSession, OcrWord } from '../ocr/types';
import type { RgbImage } from '../text-detection/text-line-detector';
import { findDiacriticMarks } from '../image/find-diacritic-marks';
import { paddleWrites } from '../ocr/paddle-recogniser';
import { cropLine, readLineAlone, type LineCrop } from './line-crop';
import { CONFIDENCE, meanConfidence } from '../ocr/confidence-levels';

/**
 * A PP-OCR reading this sure of a line is kept as it is; in a kind of another script, a line read less surely is
 * read by tesseract too, in the kind's languages, and the surer reading kept: print PP-OCR has no letters for
 * (Thai, Arabic) reads as blanks and Latin letters it is unsure of.
 */
/** ...and so is a line with a word read less surely than this (two Thai letters read as "a.8." at 64). */
// Marks that are the edges of a box or the card, not text.
const EDGE_MARKS = /^[|[\](){}!'"`´.,;:_~=—–-]+$/u;

/**
 * The page read line by line: each text line the detector found is cut from the colour page (its brightest
 * channel, where coloured security print turns pale and black print stays dark) and read by PP-OCR's line
 * recogniser; in a kind of another script (Thai, Arabic) a line it reads unsure is read by tesseract too, in the
 * kind's `languages`, and the surer reading kept. Where the kind's languages have accents PP-OCR cannot write,
 * each word carries the count of marks its print shows (the accents pass reads such values again). Words in page
 * pixels, lines in reading order (rows top to bottom, each left to right).
 */
export async function readPageLines(session: OcrSession, colour: RgbImage, boxes: readonly Box[], languages: readonly string[], shouldStop: () => boolean = () => false): Promise<OcrLine[]> {
  const lines: OcrLine[] = [];
  const accented = languages.some((l) => paddleWrites(l) === 'unaccented');
  const otherScript = languages.some((l) => paddleWrites(l) === 'none');
  for (const detected of boxes) {
    const box = withSmallPrintBefore(colour, detected, boxes);
    const crop = cropLine(colour, box);
    if (!crop) continue;
    const read = await session.read(encodePnm(crop.grey, crop.width, crop.height, 1), languages, 'paddle');
    const reading = read.lines[0] && accented ? withMarks(read.lines[0], tallerCrop(colour, box) ?? crop) : read.lines[0];
    let line = reading ? onPage(reading, crop.left, crop.top) : null;
    const unsure = !line || line.confidence < CONFIDENCE.certain || line.words.some((w) => w.confidence < CONFIDENCE.good && /[\p{L}\p{N}]/u.test(w.text));
    if (otherScript && unsure && !shouldStop()) {
      const tall = tallerCrop(colour, box);
      const other = tall && (await readWithTesseract(session, tall, languages));
      if (other && (!line || other.confidence > line.confidence)) line = other;
    }
    if (line) lines.push(line);
  }
  return inReadingOrder(lines);
}

/** The box's crop grown up and down by ACCENT_ROOM: the detector's box cuts through the marks over capitals. */
export function tallerCrop(colour: RgbImage, box: Box): LineCrop | null {
  const grow = ACCENT_ROOM * (box.y1 - box.y0);
  return cropLine(colour, { ...box, y0: box.y0 - grow, y1: box.y1 + grow });
}

/**
 * Each word with the diacritic marks its columns of the crop show (findDiacriticMarks): what the accents pass
 * (rereadAccents) reads again where PP-OCR wrote fewer. Boxes in crop pixels.
 */
function withMarks(reading: OcrLine, crop: LineCrop): OcrLine {
  // The reading's boxes are in the pixels of a crop with the same left edge: columns compare as they are.
  const marks = findDiacriticMarks(crop.grey, crop.width, crop.height);
  const over = (w: OcrWord): number => marks.filter((m) => (m.x0 + m.x1) / 2 >= w.box.x0 && (m.x0 + m.x1) / 2 <= w.box.x1).length;
  return { ...reading, words: reading.words.map((w) => ({ ...w, marks: over(w) })) };
}

/**
 * The box grown leftwards over print the detector left out before it: a field's number in small type before its
 * value (AAMVA's "1 SAMPLE", an EU card's "4a."), too small beside the value to be found as a line of its own. Ink
 * within SMALL_PRINT_REACH box heights to its left, in the middle of its rows and in no other box, joins it.
 */
function withSmallPrintBefore(colour: RgbImage, box: Box, boxes: readonly Box[]): Box {
  const height = box.y1 - box.y0;
  const top = Math.max(0, Math.floor(box.y0 + height * 0.2));
  const bottom = Math.min(colour.height, Math.ceil(box.y1 - height * 0.2));
  const limit = Math.max(0, Math.floor(box.x0 - SMALL_PRINT_REACH * height));
  const others = boxes.filter((b) => b !== box && b.x1 > limit && b.x0 < box.x0 && b.y1 > top && b.y0 < bottom);
  const inkAt = (x: number): boolean => {
    if (others.some((b) => x >= b.x0 && x < b.x1)) return false;
    let darkest = 255;
    let lightest = 0;
    for (let y = top; y < bottom; y++) {
      const i = (y * colour.width + x) * 3;
      const v = Math.max(colour.pixels[i], colour.pixels[i + 1], colour.pixels[i + 2]);
      darkest = Math.min(darkest, v);
      lightest = Math.max(lightest, v);
    }
    return lightest - darkest >= SMALL_PRINT_CONTRAST;
  };
  let x0 = box.x0;
  for (let x = Math.floor(box.x0) - 1; x >= limit; x--) if (inkAt(x)) x0 = x;
  // Room for the print's own edge, as the detector leaves around what it finds.
  return x0 < box.x0 ? { ...box, x0: Math.max(0, x0 - height * 0.15) } : box;
}

const SMALL_PRINT_REACH = 0.8;
/** The share of a line's height added above and below it for tesseract's read. */
const ACCENT_ROOM = 0.25;
// Grey levels between the darkest and the lightest pixel of a column that make it hold print.
const SMALL_PRINT_CONTRAST = 60;

/** The line read by tesseract's LSTM alone; null when it reads nothing but the edges of a box. */
export async function readWithTesseract(session: OcrSession, crop: LineCrop, languages: readonly string[]): Promise<OcrLine | null> {
  const words = (await readLineAlone(session, crop, languages)).filter((w) => !EDGE_MARKS.test(w.text));
  if (!words.length) return null;
  return { text: words.map((w) => w.text).join(' '), confidence: meanConfidence(words), box: unionBox(words.map((w) => w.box)), words };
}

/** A line read on a crop (at `left`, `top` of the page) in page pixels. */
function onPage(line: OcrLine, left: number, top: number): OcrLine {
  const back = (b: Box): Box => ({ x0: left + b.x0, y0: top + b.y0, x1: left + b.x1, y1: top + b.y1 });
  return { ...line, box: back(line.box), words: line.words.map((w: OcrWord) => ({ ...w, box: back(w.box) })) };
}

/** Rows top to bottom (lines sharing half their height), each row's lines left to right. */
function inReadingOrder(lines: readonly OcrLine[]): OcrLine[] {
  const rows: OcrLine[][] = [];
  for (const line of [...lines].sort((a, b) => a.box.y0 - b.box.y0)) {
    const row = rows.find((r) => r.some((l) => sharesRow(l.box, line.box)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.x0 - b.box.x0));
}
