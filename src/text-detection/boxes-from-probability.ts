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

/**
 * The text lines of a DB probability map as axis-aligned boxes in map pixels, top to bottom: each connected
 * region of text pixels, grown back by the detector's shrink. Pure, so it is tested on drawn maps.
 */
export function boxesFromProbability(map: ProbabilityMap, options: BoxOptions = {}): Box[] {
  const threshold = options.threshold ?? 0.3;
  const minScore = options.minScore ?? 0.5;
  const minArea = options.minArea ?? 12;
  const ratio = options.unclipRatio ?? 1.5;
  const { width, height, data } = map;
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: Box[] = [];
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
    boxes.push({
      x0: Math.max(0, x0 - grow),
      y0: Math.max(0, y0 - grow),
      x1: Math.min(width, x1 + 1 + grow),
      y1: Math.min(height, y1 + 1 + grow),
    });
  }
  return boxes.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}
