import type { GreyImage } from '../domain/grey-image';
import { levelAt } from './grey-levels';

/** Pages are measured at about this width: enough for rows of text to stand out, cheap to project. */
const WORK_WIDTH = 800;
/** Ink is darker than this share of the way from the darkest pixels (2nd percentile) to the paper (median). */
const INK_SHARE = 0.5;

/**
 * The small skew of a page of text, in radians: the angle to turn it clockwise (sharp's `rotate`, tesseract's
 * `rotateRadians`) so its rows lie level. Each candidate angle shears the ink onto the vertical axis; rows of
 * text give the sharpest profile (most ink in few rows, little between) when the angle is right. Searched over
 * ±`maxDegrees`, coarse then fine. Ink is judged against the page's own levels, so a dim photo measures as
 * well as a scan. 0 for a page with no ink.
 */
export function measureSkew(page: GreyImage, maxDegrees = 3): number {
  const step = Math.max(1, Math.round(page.width / WORK_WIDTH));
  const inkLevel = inkLevelOf(page, step);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < page.height; y += step) {
    for (let x = 0; x < page.width; x += step) {
      if (page.data[y * page.width + x] < inkLevel) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length === 0) return 0;
  const rows = Math.ceil(page.height / step) + Math.ceil((page.width / step) * Math.tan((maxDegrees * Math.PI) / 180)) * 2 + 2;
  const sharpness = (degrees: number): number => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const profile = new Float64Array(rows);
    const offset = rows / 2 - page.height / step / 2;
    // A row of the level page at height y' holds the ink at y = y' + x·slope (clockwise turn by the angle).
    for (let i = 0; i < xs.length; i++) profile[Math.round(ys[i] - xs[i] * slope + offset)]++;
    let sum = 0;
    for (let r = 1; r < rows; r++) sum += (profile[r] - profile[r - 1]) ** 2;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (const [from, to, by] of [
    [-maxDegrees, maxDegrees, 0.25],
    [-0.25, 0.25, 0.05],
  ]) {
    const centre = by === 0.25 ? 0 : best;
    for (let d = centre + from; d <= centre + to + 1e-9; d += by) {
      const score = sharpness(d);
      if (score > bestScore) {
        bestScore = score;
        best = d;
      }
    }
  }
  return best === 0 ? 0 : (-best * Math.PI) / 180;
}

/** A grey level between the page's darkest pixels and its paper, from a sample of every `step`-th pixel. */
function inkLevelOf(page: GreyImage, step: number): number {
  const counts = new Uint32Array(256);
  for (let y = 0; y < page.height; y += step) {
    for (let x = 0; x < page.width; x += step) counts[page.data[y * page.width + x]]++;
  }
  const dark = levelAt(counts, 0.02);
  return dark + INK_SHARE * (levelAt(counts, 0.5) - dark);
}
