import type { Box } from '../../domain/box';
import type { GreyImage } from '../../domain/grey-image';

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
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * image.width + x0;
    for (let x = 0; x < w; x++) ink[y * w + x] = image.data[row + x] <= threshold ? 1 : 0;
  }
  const components = labelComponents(ink, w, h).filter((c) => Math.max(c.box.x1 - c.box.x0, c.box.y1 - c.box.y0) >= minSize);
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
  const seen = new Uint8Array(w * h);
  const ink = (x: number, y: number): boolean => image.data[(y0 + y) * image.width + x0 + x] <= inkLevel;
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !ink(start % w, Math.floor(start / w))) continue;
    const box = { x0: w, y0: h, x1: 0, y1: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const px = p % w;
      const py = (p - px) / w;
      box.x0 = Math.min(box.x0, px);
      box.y0 = Math.min(box.y0, py);
      box.x1 = Math.max(box.x1, px + 1);
      box.y1 = Math.max(box.y1, py + 1);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (!seen[q] && ink(nx, ny)) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    boxes.push({ x0: box.x0 + x0, y0: box.y0 + y0, x1: box.x1 + x0, y1: box.y1 + y0 });
  }
  return boxes;
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

function labelComponents(ink: Uint8Array, w: number, h: number): Component[] {
  const seen = new Uint8Array(w * h);
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const pixels: number[] = [];
    const box = { x0: w, y0: h, x1: 0, y1: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      pixels.push(p);
      const px = p % w;
      const py = (p - px) / w;
      if (px < box.x0) box.x0 = px;
      if (py < box.y0) box.y0 = py;
      if (px + 1 > box.x1) box.x1 = px + 1;
      if (py + 1 > box.y1) box.y1 = py + 1;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    components.push({ box, pixels });
  }
  return components;
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
