import type { Box } from '../domain/box';
import type { TextLineDetector } from '../text-detection/text-line-detector';
import { colourPage } from './colour-page';
import type { PreparedPage } from './prepare-page';

/** Fewer lines than this say nothing about which way the text runs (a portrait, a blank wall). */
const MIN_LINES = 6;
/** A line this many times wider than tall lies flat; this many times taller than wide stands on end. */
const ELONGATION = 2;
/** Flat lines must outnumber standing ones this many times: a sideways page shows a few flat marks too. */
const MAJORITY = 4;

/**
 * Whether the text lines a detector found run across the page, not up or down it: then the page is upright or
 * upside down, and no quarter turn needs reading. Text turned a quarter stands in tall, narrow boxes.
 * e.g. ten boxes 300 × 30 → true; ten boxes 30 × 300 → false
 */
export function linesLieFlat(lines: readonly Box[]): boolean {
  const flat = lines.filter((b) => b.x1 - b.x0 >= ELONGATION * (b.y1 - b.y0)).length;
  const standing = lines.filter((b) => b.y1 - b.y0 >= ELONGATION * (b.x1 - b.x0)).length;
  return flat >= MIN_LINES && flat >= MAJORITY * standing;
}

/** linesLieFlat on the lines `detector` finds on the page (in colour, as it came: no skew measured yet). */
export async function pageLinesLieFlat(detector: TextLineDetector, page: PreparedPage): Promise<boolean> {
  return linesLieFlat(await detector.detect(await colourPage(page, 0)));
}
