import type { Box } from '../domain/box';
import { inkComponents } from './ink-components';

/** A mark is at most this share of the ink of the letter it stands over or under (an umlaut's dot, an acute). */
const MARK_SHARE = 0.35;
/** ...and this small beside the letter's height: a letter's own second stroke is not a mark. */
const MARK_HEIGHT = 0.6;
/** Its edge may reach this share of the letter's height into the letter's box (a cedilla touching the C's foot), and as far beside it. */
const REACH = 0.15;
/** Specks smaller than this share of the line's letters' height on both sides are noise, not marks. */
const SPECK = 0.08;

/**
 * The small marks of ink standing above or below a larger letter in a line image (one byte a pixel): dots and
 * accents over letters (i, ä, É), cedillas and commas under them (Ç, ș). A recogniser that knows no accented
 * capitals reads KÖLN as KOLN; the marks tell where the line printed more than it wrote. Ink as inkComponents
 * finds it.
 * e.g. a crop of "KÖLN" → the boxes of the two dots over the O
 */
export function findDiacriticMarks(pixels: Uint8Array, width: number, height: number): Box[] {
  const components = inkComponents(pixels, width, height);
  const tallest = Math.max(0, ...components.map((c) => c.y1 - c.y0));
  const letterHeights = components.map((c) => c.y1 - c.y0).filter((h) => h >= tallest / 2).sort((a, b) => a - b);
  const speck = Math.max(1, SPECK * (letterHeights[letterHeights.length >> 1] ?? height));
  const marks: Box[] = [];
  for (const mark of components) {
    const w = mark.x1 - mark.x0;
    const h = mark.y1 - mark.y0;
    if (w < speck && h < speck) continue;
    const standsOn = components.some((letter) => {
      if (letter === mark || mark.area > MARK_SHARE * letter.area) return false;
      const letterHeight = letter.y1 - letter.y0;
      if (h > MARK_HEIGHT * letterHeight) return false;
      // A narrow letter's marks stand wider than its stem (the two dots of Ï).
      const centre = (mark.x0 + mark.x1) / 2;
      const reach = REACH * letterHeight;
      if (centre < letter.x0 - reach || centre > letter.x1 + reach) return false;
      return mark.y1 <= letter.y0 + reach || mark.y0 >= letter.y1 - reach;
    });
    if (standsOn) marks.push({ x0: mark.x0, y0: mark.y0, x1: mark.x1, y1: mark.y1 });
  }
  return marks;
}

/**
 * The marks a word's letters account for as written: a dot over i and j, under ! and ?, over a semicolon's comma, two for a
 * diaeresis, one for any other accent the text carries. More marks than these over a word mean accents the
 * reading lost.
 */
export function marksWritten(text: string): number {
  let marks = 0;
  for (const c of text.normalize('NFD')) {
    if (/[ij!?;]/.test(c)) marks += 1;
    else if (c === '\u0308') marks += 2;
    else if (/[\u0300-\u036f]/.test(c)) marks += 1;
  }
  return marks;
}
