import sharp from 'sharp';
import type { Box } from '../domain/box';
import type { OcrSession, OcrWord } from '../ocr/types';
import type { RgbImage } from '../text-detection/text-line-detector';
import { cropLine, readLineAlone } from './line-crop';

/** The longest standing lines are read, each turned both ways: a name or an MRZ line tells the way on its own. */
const LINES_READ = 4;
/** The turn taken must read this many times the other's confident characters, and at least MIN_CHARACTERS. */
const MIN_LEAD = 1.5;
const MIN_CHARACTERS = 8;

/**
 * The quarter turn clockwise (1 or 3) that sets upright a located document whose text lines stand on end (its
 * lines run up or down the page: lineDirection 'upDown'), or 0 when neither way reads clearly better. A document
 * is laid landscape when it is straightened, which is upright or upside down for a card, and sideways for a
 * passport booklet opened on both pages or a licence of the vertical design. A whole page turned a quarter reads
 * badly when its text is small and its print textured, so the page is not read turned: its longest lines are,
 * one at a time, each turned both ways, and the way they read more confident letters and digits wins.
 */
export async function turnOfStandingLines(session: OcrSession, colour: RgbImage, boxes: readonly Box[], languages: readonly string[]): Promise<0 | 1 | 3> {
  const standing = boxes
    .filter((b) => b.y1 - b.y0 >= 2 * (b.x1 - b.x0))
    .sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))
    .slice(0, LINES_READ);
  const read = { 1: 0, 3: 0 };
  for (const box of standing) {
    const crop = cropLine(colour, box);
    if (!crop) continue;
    for (const quarters of [1, 3] as const) {
      const turned = await sharp(crop.grey, { raw: { width: crop.width, height: crop.height, channels: 1 } })
        .rotate(90 * quarters)
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const line = { grey: turned.data, left: 0, top: 0, width: turned.info.width, height: turned.info.height };
      read[quarters] += confidentCharacters(await readLineAlone(session, line, languages));
    }
  }
  const [best, other] = read[1] >= read[3] ? ([1, 3] as const) : ([3, 1] as const);
  return read[best] >= MIN_CHARACTERS && read[best] >= MIN_LEAD * read[other] ? best : 0;
}

/** Letters and digits read, each counted by the confidence of its word: text upside down reads as unsure marks. */
function confidentCharacters(words: readonly OcrWord[]): number {
  return words.reduce((sum, w) => sum + ((w.text.match(/[\p{L}\p{N}]/gu) ?? []).length * w.confidence) / 100, 0);
}
