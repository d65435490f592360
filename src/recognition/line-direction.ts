import type { Box } from '../domain/box';

/** Fewer lines than this say nothing about which way the text runs (a portrait, a blank wall). */
const MIN_LINES = 6;
/** A line this many times wider than tall lies flat; this many times taller than wide stands on end. */
const ELONGATION = 2;
/** Flat lines must outnumber standing ones this many times: a sideways page shows a few flat marks too. */
const MAJORITY = 4;

/** Which way the text lines of a page run: across it (upright or upside down), up or down it (turned a quarter), or not clear. */
export type LineDirection = 'across' | 'upDown' | 'unclear';

/**
 * Which way the text lines a detector found run. Across the page: it is upright or upside down, and no quarter
 * turn needs reading. Up or down it: text turned a quarter stands in tall, narrow boxes; a straightened document
 * shows this when it was laid landscape but prints its text the long way (a passport booklet opened on both pages,
 * a licence of the vertical design).
 * e.g. ten boxes 300 × 30 → across; ten boxes 30 × 300 → upDown; five of either → unclear
 */
export function lineDirection(lines: readonly Box[]): LineDirection {
  const flat = lines.filter((b) => b.x1 - b.x0 >= ELONGATION * (b.y1 - b.y0)).length;
  const standing = lines.filter((b) => b.y1 - b.y0 >= ELONGATION * (b.x1 - b.x0)).length;
  if (flat >= MIN_LINES && flat >= MAJORITY * standing) return 'across';
  if (standing >= MIN_LINES && standing >= MAJORITY * flat) return 'upDown';
  return 'unclear';
}
