import { ocrImage } from '../image/pnm';
import sharp from 'sharp';
import type { OcrLine, OcrSession } from '../ocr/types';
import type { LineDirection } from './line-direction';
import type { PreparedPage } from './prepare-page';
import { CONFIDENCE } from '../ocr/confidence-levels';

/** Orientation is judged on a half-size copy: enough to tell text from upside-down text, at a quarter of the cost. */
const PROBE_SCALE = 0.5;
/** Legible words in the page read that show it upright: no turn is tried. Upside-down pages read 0-7. */
export const ENOUGH_WORDS = 10;
/**
 * The same for straightened documents, which are sharper: upside down they read up to 14 (the hard set's turned
 * photos), upright camera photos 15-53. Below it only the half turn is probed, with one small read; probing
 * up to 20 cost the UK licence and the Egyptian card, which read few flat words, 0.3 s a photo.
 */
export const ENOUGH_WORDS_LOCATED = 15;
/** Another orientation must read clearly more than the photo as it came, not a word or two of noise. */
const MARGIN = 1.5;
/**
 * A turn whose small copy reads this many legible words is the upright one, and the turns left are not read:
 * over a whole eval (1,007 images, 59 pages probed every way) no wrong turn read more than 6, the right one 27.
 */
const DECISIVE_WORDS = 2 * ENOUGH_WORDS;

/**
 * The quarter turns clockwise that make the page upright when the photo came sideways or upside down.
 * tesseract's own orientation detection (OSD) calls upright ID cards upside down, so a small copy of the page is
 * read turned: by half a turn when the documents were located (they already lie landscape), else by each quarter
 * turn until one reads decisively (only half a turn when the page's text lines run across it: `direction`). A
 * located document whose lines stand on end is turned by turnOfStandingLines instead.
 * The turn that reads clearly more confident flat words than the page as it is wins. Called only for a page whose
 * full read found little.
 */
export async function uprightTurns(
  session: OcrSession,
  page: PreparedPage,
  languages: readonly string[],
  landscape: boolean,
  pageWords: number,
  direction: () => Promise<LineDirection> = async () => 'unclear',
): Promise<number> {
  // A landscape page is weighed against its own full read (`pageWords`): one small read instead of two. A half
  // copy reads fewer words than the full page, so this leans towards leaving the page as it is: an upside-down
  // one reads 0-14 words as it is and 30 or more turned.
  const asIs = landscape ? pageWords : await legibility(session, page, 0, languages);
  let best = { quarters: 0, words: asIs };
  const wins = (): boolean => best.quarters > 0 && best.words >= asIs * MARGIN + 2;
  // Sideways first, the common way a photo of a card comes; the half turn last. Text lines the detector finds
  // lying flat rule the quarter turns out (a page that reads little as it is: a faded scan, a textured page):
  // two small reads of the page instead of four.
  const turns = landscape || (await direction()) === 'across' ? [2] : [1, 3, 2];
  for (const quarters of turns) {
    const words = await legibility(session, page, quarters, languages);
    if (words > best.words) best = { quarters, words };
    if (wins() && best.words >= DECISIVE_WORDS) break;
  }
  return wins() ? best.quarters : 0;
}

/** Confident words on a small copy of the page turned `quarters` clockwise. */
async function legibility(session: OcrSession, page: PreparedPage, quarters: number, languages: readonly string[]): Promise<number> {
  const probe = await ocrImage(
    sharp(await page.grey(), { raw: { width: page.width, height: page.height, channels: 1 } })
      .greyscale()
      .resize({ width: Math.round(page.width * PROBE_SCALE) })
      .rotate(90 * quarters),
  );
  const read = await session.read(probe, languages, 'lstm', { pageSegMode: '3' });
  return legibleWords(read.lines);
}

/**
 * Confident words of three letters or digits and more, lying flat. tesseract reads a sideways block of text
 * too; only words wider than tall show the page is the right way round.
 */
export function legibleWords(lines: readonly OcrLine[]): number {
  return lines
    .flatMap((l) => l.words)
    .filter((w) => w.confidence >= CONFIDENCE.good && /[\p{L}\p{N}]{3,}/u.test(w.text) && w.box.x1 - w.box.x0 > w.box.y1 - w.box.y0).length;
}
