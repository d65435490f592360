import type { Glyph } from './find-glyphs';

/** The glyph's shape is sampled on this grid (columns × rows), keeping its aspect ratio, centred. */
export const GRID_COLUMNS = 10;
export const GRID_ROWS = 14;
export const PROFILE_ROWS = 6;
export const PROFILE_COLUMNS = 4;

/**
 * What the classifier compares: the ink coverage of each grid cell (0-1), then the glyph's height, width and
 * the height of its centre, as fractions of the run's digit height. The size terms tell ٠ (a small dot at
 * mid-height) from ٥ and ١ from a slash, which the shape alone cannot once scaled to the grid.
 */
export interface GlyphFeatures {
  shape: Float32Array;
  /**
   * Strokes crossed along the rows of PROFILE_ROWS horizontal bands, then along the columns of PROFILE_COLUMNS
   * vertical bands (mean runs of ink per scan line, / 3): the teeth of ٢ and ٣ that the coarse grid blurs.
   */
  profile: Float32Array;
  /** [height, width, centre above the run's baseline], each / digit height. */
  size: [number, number, number];
}

/**
 * `digitHeight` and `baseline` describe the run the glyph sits in (see measureRun): a glyph is only
 * comparable with templates measured against the same references.
 */
export function glyphFeatures(glyph: Glyph, digitHeight: number, baseline: number): GlyphFeatures {
  const w = glyph.box.x1 - glyph.box.x0;
  const h = glyph.box.y1 - glyph.box.y0;
  const scale = Math.min(GRID_COLUMNS / w, GRID_ROWS / h);
  const offsetX = (GRID_COLUMNS - w * scale) / 2;
  const offsetY = (GRID_ROWS - h * scale) / 2;
  const shape = new Float32Array(GRID_COLUMNS * GRID_ROWS);
  // Each ink pixel spreads its area over the cells its scaled square covers (area averaging).
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!glyph.mask[y * w + x]) continue;
      const left = offsetX + x * scale;
      const top = offsetY + y * scale;
      for (let cy = Math.floor(top); cy < Math.min(GRID_ROWS, Math.ceil(top + scale)); cy++) {
        const oy = Math.min(top + scale, cy + 1) - Math.max(top, cy);
        if (oy <= 0) continue;
        for (let cx = Math.floor(left); cx < Math.min(GRID_COLUMNS, Math.ceil(left + scale)); cx++) {
          const ox = Math.min(left + scale, cx + 1) - Math.max(left, cx);
          if (ox > 0) shape[cy * GRID_COLUMNS + cx] += ox * oy;
        }
      }
    }
  }
  for (let i = 0; i < shape.length; i++) shape[i] = Math.min(1, shape[i]);
  const centre = (glyph.box.y0 + glyph.box.y1) / 2;
  return { shape, profile: strokeProfile(glyph.mask, w, h), size: [h / digitHeight, w / digitHeight, (baseline - centre) / digitHeight] };
}

function strokeProfile(mask: Uint8Array, w: number, h: number): Float32Array {
  const profile = new Float32Array(PROFILE_ROWS + PROFILE_COLUMNS);
  const runs = (at: (i: number) => number, length: number): number => {
    let count = 0;
    for (let i = 0; i < length; i++) if (at(i) && (i === 0 || !at(i - 1))) count++;
    return count;
  };
  for (let band = 0; band < PROFILE_ROWS; band++) {
    const from = Math.floor((band * h) / PROFILE_ROWS);
    const to = Math.max(from + 1, Math.floor(((band + 1) * h) / PROFILE_ROWS));
    let sum = 0;
    for (let y = from; y < to; y++) sum += runs((x) => mask[y * w + x], w);
    profile[band] = Math.min(1, sum / (to - from) / 3);
  }
  for (let band = 0; band < PROFILE_COLUMNS; band++) {
    const from = Math.floor((band * w) / PROFILE_COLUMNS);
    const to = Math.max(from + 1, Math.floor(((band + 1) * w) / PROFILE_COLUMNS));
    let sum = 0;
    for (let x = from; x < to; x++) sum += runs((y) => mask[y * w + x], h);
    profile[PROFILE_ROWS + band] = Math.min(1, sum / (to - from) / 3);
  }
  return profile;
}

/**
 * The digit height and baseline of a run: the median height and median bottom of its tall glyphs (those at
 * least 60 % of the tallest), so a ٠ or a slash does not move them.
 */
export function measureRun(glyphs: readonly Glyph[]): { digitHeight: number; baseline: number } {
  const tallest = Math.max(...glyphs.map((g) => g.box.y1 - g.box.y0));
  const tall = glyphs.filter((g) => g.box.y1 - g.box.y0 >= 0.6 * tallest);
  return { digitHeight: median(tall.map((g) => g.box.y1 - g.box.y0)), baseline: median(tall.map((g) => g.box.y1)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
