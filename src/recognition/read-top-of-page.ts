import type { Box } from '../domain/box';
import { encodePnm } from '../image/pnm';
import type { OcrLine, OcrSession } from '../ocr/types';
import type { PreparedPage } from './prepare-page';
import type { IdentificationRound } from './identify-reads';
import type { RgbImage, TextLineDetector } from '../text-detection/text-line-detector';
import { colourPage } from './colour-page';
import { readWithTesseract, tallerCrop } from './read-page-lines';

/**
 * The top of a page, as a share of its width: the upper two fifths of a card (ID-1, 85.6 × 54 mm), the upper third
 * of a passport's data page (TD3, 125 × 88 mm), where issuers print the state's name and the document's. A share of
 * the width, not of the height, so that two sides stacked give the top of the front.
 */
export const TOP_OF_PAGE = 0.25;

/** Lines of the top read on their own, the topmost first: a card's title rows, not every field under them. */
const TOP_LINES = 8;

/**
 * A top read in English with fewer legible words (legibleWords) than this shows no Latin text: another script's
 * (the Egyptian card's reads 0-1), a page upside down, a blank top; with more, a top that names no kind is a back
 * or a front without its title, which the other scripts would not read into one either (Latin tops naming no kind
 * that read any word: 2-15).
 */
export const LEGIBLE_TOP = 2;

/**
 * The top of the page (TOP_OF_PAGE) read alone in a round's languages, as the round's kinds read a page: by
 * tesseract's LSTM engine with its deskew, or (`byLines`) its topmost TOP_LINES lines the detector finds, each read
 * by tesseract on its own (Arabic: tesseract finds no line in the title when the card's edge runs above it). Its
 * lines in the pixels of the page's top. Its cost is its text's, about a third of the page's.
 */
export async function readTopOfPage(session: OcrSession, page: PreparedPage, round: IdentificationRound, detector: TextLineDetector): Promise<OcrLine[]> {
  const height = topRows(page);
  if (round.byLines) {
    const colour = await colourPage(page, 0);
    const top: RgbImage = { width: page.width, height, pixels: colour.pixels.subarray(0, page.width * height * 3) };
    const boxes = (await detector.detect(top)).sort((a, b) => a.y0 - b.y0).slice(0, TOP_LINES);
    const lines: OcrLine[] = [];
    for (const box of boxes) {
      const crop = tallerCrop(top, box);
      const line = crop && (await readWithTesseract(session, crop, round.languages));
      if (line) lines.push(line);
    }
    return lines;
  }
  return readRows(session, page, 0, height, round.languages);
}

/**
 * The page under its top (TOP_OF_PAGE), read as readTopOfPage reads the top by tesseract's page read: with the
 * top's lines, the page's text, for one page read's cost. Lines in the page's pixels; none for a page no taller
 * than its top.
 */
export async function readBelowTop(session: OcrSession, page: PreparedPage, languages: readonly string[]): Promise<OcrLine[]> {
  const top = topRows(page);
  return page.height > top ? readRows(session, page, top, page.height, languages) : [];
}

/** The rows of the page's top. */
function topRows(page: PreparedPage): number {
  return Math.min(page.height, Math.round(TOP_OF_PAGE * page.width));
}

/** The page's rows from `from` up to `to` read by tesseract's page read (LSTM, its deskew): lines in page pixels. */
async function readRows(session: OcrSession, page: PreparedPage, from: number, to: number, languages: readonly string[]): Promise<OcrLine[]> {
  const grey = await page.grey();
  const rows = encodePnm(grey.subarray(page.width * from, page.width * to), page.width, to - from, 1);
  const { lines } = await session.read(rows, languages, 'lstm', { rotateAuto: true, pageSegMode: '3' });
  const down = (box: Box): Box => ({ ...box, y0: box.y0 + from, y1: box.y1 + from });
  return from ? lines.map((line) => ({ ...line, box: down(line.box), words: line.words.map((word) => ({ ...word, box: down(word.box) })) })) : lines;
}
