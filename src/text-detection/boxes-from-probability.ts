import type { Box } from '../domain/box';

/** A DB text detector's output: per pixel of its input, the probability that the pixel lies inside a text line. */
export interface ProbabilityMap {
  data: Float32Array;
  width: number;
  height: number;
}

export interface BoxOptions {
  /** A pixel above this is text (PaddleOCR's default, 0.3). */
  threshold?: number;
  /** A region whose mean probability is below this is noise (a speck of pattern), not a line (0.5). */
  minScore?: number;
  /** Regions smaller than this many pixels are dropped. */
  minArea?: number;
  /**
   * The detector is trained on text regions shrunk by D = A (1 - 0.4²) / L (area, perimeter); its regions are
   * grown back by A × ratio / L to cover the letters' full height (PaddleOCR's 1.5).
   */
  unclipRatio?: number;
}

/** One text line of a probability map: its box, and which way its pixels run. */
export interface TextRegion {
  box: Box;
  /** The angle of the region's long axis, radians, clockwise from the map's x axis (y points down): -π/2 to π/2. */
  slant: number;
  /** How many times longer than wide the region is (the square root of its second moments' ratio). */
  elongation: number;
}

/**
 * The text lines of a DB probability map as axis-aligned boxes in map pixels, top to bottom: each connected
 * region of text pixels, grown back by the detector's shrink. Pure, so it is tested on drawn maps.
 */
export function boxesFromProbability(map: ProbabilityMap, options: BoxOptions = {}): Box[] {
  return regionsFromProbability(map, options).map((region) => region.box);
}

/** boxesFromProbability, each box with the slant and elongation of its region's pixels (their second moments). */
export function regionsFromProbability(map: ProbabilityMap, options: BoxOptions = {}): TextRegion[] {
  const threshold = options.threshold ?? 0.3;
  const minScore = options.minScore ?? 0.5;
  const minArea = options.minArea ?? 12;
  const ratio = options.unclipRatio ?? 1.5;
  const { width, height, data } = map;
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const regions: TextRegion[] = [];
  let next = 0;
  for (let start = 0; start < data.length; start++) {
    if (label[start] !== 0 || data[start] <= threshold) continue;
    next++;
    // Flood fill, 8-connected: a line's pixels are one region even where the letters thin it diagonally.
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    let area = 0;
    let sum = 0;
    let [sx, sy, sxx, syy, sxy] = [0, 0, 0, 0, 0];
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    while (top > 0) {
      const at = stack[--top];
      const x = at % width;
      const y = (at - x) / width;
      area++;
      sum += data[at];
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const n = ny * width + nx;
          if (label[n] === 0 && data[n] > threshold) {
            label[n] = next;
            stack[top++] = n;
          }
        }
      }
    }
    if (area < minArea || sum / area < minScore) continue;
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const grow = (area * ratio) / (2 * (w + h));
    const [mx, my] = [sx / area, sy / area];
    const [mu20, mu02, mu11] = [sxx / area - mx * mx, syy / area - my * my, sxy / area - mx * my];
    const spread = Math.sqrt(((mu20 - mu02) / 2) ** 2 + mu11 ** 2);
    const [major, minor] = [(mu20 + mu02) / 2 + spread, Math.max(1e-9, (mu20 + mu02) / 2 - spread)];
    regions.push({
      box: { x0: Math.max(0, x0 - grow), y0: Math.max(0, y0 - grow), x1: Math.min(width, x1 + 1 + grow), y1: Math.min(height, y1 + 1 + grow) },
      slant: 0.5 * Math.atan2(2 * mu11, mu20 - mu02),
      elongation: Math.sqrt(major / minor),
    });
  }
  return regions.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}
