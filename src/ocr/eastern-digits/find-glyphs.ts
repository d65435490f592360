import type { Box } from '../../domain/box';
import type { GreyImage } from '../../domain/grey-image';
import { maskComponents } from '../../image/ink-components';

/** A connected mark of ink, or several merged into one character: its box and its own pixels (1 = ink). */
export interface Glyph {
  box: Box;
  /** (box.x1 - box.x0) × (box.y1 - box.y0) cells, row by row; x1 and y1 are exclusive. */
  mask: Uint8Array;
}

/**
 * The marks of ink in `region`, left to right: the region is thresholded at its own Otsu level (dark ink on a
 * lighter card), split into 8-connected components, and components stacked over each other (a stroke broken
 * by blur, a dot over a base) joined. Specks smaller than `minSize` pixels across are dropped. A fixed `inkLevel`
 * (grey levels at or below it are ink) replaces the region's own threshold.
 */
export function findGlyphs(image: GreyImage, region: Box, minSize = 2, inkLevel?: number): Glyph[] {
  const x0 = clamp(Math.floor(region.x0), 0, image.width);
  const y0 = clamp(Math.floor(region.y0), 0, image.height);
  const w = clamp(Math.ceil(region.x1), 0, image.width) - x0;
  const h = clamp(Math.ceil(region.y1), 0, image.height) - y0;
  if (w < 2 || h < 2) return [];
  const threshold = inkLevel ?? otsuLevel(image, x0, y0, w, h);
  const components = maskComponents(inkMask(image, x0, y0, w, h, threshold), w, h, true)
    .map((c) => ({ box: { x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 }, pixels: c.pixels! }))
    .filter((c) => Math.max(c.box.x1 - c.box.x0, c.box.y1 - c.box.y0) >= minSize);
  const merged = mergeStacked(components);
  return merged
    .map((c) => ({ box: { x0: c.box.x0 + x0, y0: c.box.y0 + y0, x1: c.box.x1 + x0, y1: c.box.y1 + y0 }, mask: maskOf(c, w) }))
    .sort((a, b) => a.box.x0 - b.box.x0);
}

/**
 * The boxes of the 8-connected components of ink (grey at or below `inkLevel`) in `region`, unmerged, without
 * their pixels: cheap enough for a whole page.
 */
export function findInkBoxes(image: GreyImage, region: Box, inkLevel: number): Box[] {
  const x0 = clamp(Math.floor(region.x0), 0, image.width);
  const y0 = clamp(Math.floor(region.y0), 0, image.height);
  const w = clamp(Math.ceil(region.x1), 0, image.width) - x0;
  const h = clamp(Math.ceil(region.y1), 0, image.height) - y0;
  if (w <= 0 || h <= 0) return [];
  return maskComponents(inkMask(image, x0, y0, w, h, inkLevel), w, h).map((c) => ({ x0: c.x0 + x0, y0: c.y0 + y0, x1: c.x1 + x0, y1: c.y1 + y0 }));
}

/** The region's pixels at or below `level` as ink (1), row by row. */
function inkMask(image: GreyImage, x0: number, y0: number, w: number, h: number, level: number): Uint8Array {
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * image.width + x0;
    for (let x = 0; x < w; x++) ink[y * w + x] = image.data[row + x] <= level ? 1 : 0;
  }
  return ink;
}

interface Component {
  box: Box;
  /** Indexes into the region's pixels. */
  pixels: number[];
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

/** Otsu's threshold of the region's grey levels; ink is at or below it. */
function otsuLevel(image: GreyImage, x0: number, y0: number, w: number, h: number): number {
  const histogram = new Array<number>(256).fill(0);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * image.width + x0;
    for (let x = 0; x < w; x++) histogram[image.data[row + x]]++;
  }
  const total = w * h;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i];
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let level = 127;
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t];
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/** Joins components whose column spans overlap by more than half of the narrower one. */
function mergeStacked(components: Component[]): Component[] {
  const sorted = [...components].sort((a, b) => a.box.x0 - b.box.x0);
  const out: Component[] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last) {
      const overlap = Math.min(last.box.x1, c.box.x1) - Math.max(last.box.x0, c.box.x0);
      const narrower = Math.min(last.box.x1 - last.box.x0, c.box.x1 - c.box.x0);
      if (overlap > narrower / 2) {
        // One by one: a component can hold more pixels than a call takes arguments (a photo's dark sky).
        for (const p of c.pixels) last.pixels.push(p);
        last.box = { x0: Math.min(last.box.x0, c.box.x0), y0: Math.min(last.box.y0, c.box.y0), x1: Math.max(last.box.x1, c.box.x1), y1: Math.max(last.box.y1, c.box.y1) };
        continue;
      }
    }
    out.push({ box: { ...c.box }, pixels: [...c.pixels] });
  }
  return out;
}

function maskOf(c: Component, regionWidth: number): Uint8Array {
  const w = c.box.x1 - c.box.x0;
  const mask = new Uint8Array(w * (c.box.y1 - c.box.y0));
  for (const p of c.pixels) {
    const px = p % regionWidth;
    const py = (p - px) / regionWidth;
    mask[(py - c.box.y0) * w + (px - c.box.x0)] = 1;
  }
  return mask;
}
