import type { GreyImage } from '../domain/grey-image';
import { inkLevel } from './ink-components';

/** A row holds ink when at least this share of its pixels are ink. */
const MIN_ROW_INK = 0.03;

/**
 * The rows of a region that hold its line's ink: the longest run of rows with ink (a row of letters), in the
 * image's pixels (`bottom` exclusive); null where the region shows none. A line box from a page read reaches
 * well above and below its letters, and PP-OCR reads a line scaled to its height: the same MRZ row read from a
 * box twice its letters' height comes out with half its characters.
 */
export function inkRowSpan(grey: GreyImage, region: { left: number; top: number; width: number; height: number }): { top: number; bottom: number } | null {
  const left = Math.max(0, Math.floor(region.left));
  const top = Math.max(0, Math.floor(region.top));
  const right = Math.min(grey.width, Math.ceil(region.left + region.width));
  const bottom = Math.min(grey.height, Math.ceil(region.top + region.height));
  if (right - left < 2 || bottom - top < 2) return null;
  const pixels = new Uint8Array((right - left) * (bottom - top));
  for (let y = top; y < bottom; y++) pixels.set(grey.data.subarray(y * grey.width + left, y * grey.width + right), (y - top) * (right - left));
  const level = inkLevel(pixels, 0.5);
  if (level === null) return null;
  let best: { top: number; bottom: number } | null = null;
  let start = -1;
  for (let y = 0; y <= bottom - top; y++) {
    let ink = 0;
    if (y < bottom - top) for (let x = 0; x < right - left; x++) if (pixels[y * (right - left) + x] < level) ink++;
    const inked = ink >= MIN_ROW_INK * (right - left);
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      if (!best || y - start > best.bottom - best.top) best = { top: top + start, bottom: top + y };
      start = -1;
    }
  }
  return best;
}
