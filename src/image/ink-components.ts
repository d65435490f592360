import type { Box } from '../domain/box';

/** A connected run of ink: its box (exclusive ends), how many pixels it holds, and which where asked for. */
export interface InkComponent extends Box {
  area: number;
  /** Indexes of its pixels in the mask (maskComponents' `withPixels`). */
  pixels?: number[];
}

/**
 * The 8-connected components of an image's ink (one byte a pixel): what is darker than halfway from its ink to
 * its paper (inkLevel). None on an image with hardly any contrast.
 */
export function inkComponents(pixels: Uint8Array, width: number, height: number): InkComponent[] {
  const level = inkLevel(pixels, 0.5);
  if (level === null) return [];
  const mask = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) mask[i] = pixels[i] < level ? 1 : 0;
  return maskComponents(mask, width, height);
}

/**
 * The 8-connected components of a mask (1 = ink), in the order of their first pixel row by row, each with its box
 * and area; with `withPixels`, the indexes of its pixels too (a glyph's raster is cut from them).
 */
export function maskComponents(mask: Uint8Array, width: number, height: number, withPixels = false): InkComponent[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const out: InkComponent[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !mask[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const c: InkComponent = { x0: width, y0: height, x1: 0, y1: 0, area: 0 };
    const pixels: number[] | undefined = withPixels ? [] : undefined;
    while (top > 0) {
      const at = stack[--top];
      const x = at % width;
      const y = (at - x) / width;
      c.area++;
      pixels?.push(at);
      if (x < c.x0) c.x0 = x;
      if (y < c.y0) c.y0 = y;
      if (x + 1 > c.x1) c.x1 = x + 1;
      if (y + 1 > c.y1) c.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (!seen[n] && mask[n]) {
            seen[n] = 1;
            stack[top++] = n;
          }
        }
      }
    }
    if (pixels) c.pixels = pixels;
    out.push(c);
  }
  return out;
}

/** Ink and paper must differ by this many grey levels for an image to hold ink at all. */
const MIN_CONTRAST = 24;

/**
 * The grey level below which a pixel is ink: `share` of the way from the ink's mean level to the paper's, the two
 * parted by Otsu's threshold (so a word on a wide white margin has its ink found as well as a line filling its
 * crop). null when the image has hardly any contrast.
 */
export function inkLevel(pixels: Uint8Array, share: number): number | null {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i++) histogram[pixels[i]]++;
  const total = pixels.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * histogram[v];
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 0;
  for (let v = 0; v < 255; v++) {
    below += histogram[v];
    belowSum += v * histogram[v];
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const between = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  let inkCount = 0;
  let inkSum = 0;
  for (let v = 0; v <= threshold; v++) {
    inkCount += histogram[v];
    inkSum += v * histogram[v];
  }
  if (inkCount === 0 || inkCount === total) return null;
  const ink = inkSum / inkCount;
  const paper = (sum - inkSum) / (total - inkCount);
  if (paper - ink < MIN_CONTRAST) return null;
  return ink + (paper - ink) * share;
}
