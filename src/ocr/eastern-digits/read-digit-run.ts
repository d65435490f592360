import { type Box, unionBox } from '../../domain/box';
import { findGlyphs, type Glyph } from './find-glyphs';
import type { GreyImage } from '../../domain/grey-image';
import { GRID_COLUMNS, GRID_ROWS, glyphFeatures, measureRun, type GlyphFeatures } from './glyph-features';
import bundled from './digit-templates.json';

/**
 * Reference glyphs, made at development time by build-digit-templates.ts from several Arabic typefaces (the
 * service needs no font at run time). `shape` is the grid's coverage as one hex digit per cell (0-f).
 */
export interface DigitTemplateFile {
  version: 1;
  grid: [number, number];
  templates: Array<{ char: string; font: string; shape: string; profile: number[]; size: [number, number, number] }>;
}

interface Template {
  char: string;
  shape: Float32Array;
  profile: Float32Array;
  size: [number, number, number];
}

export interface ReadGlyph {
  /** ٠-٩ or `/`; `?` when no template is near enough. */
  char: string;
  box: Box;
  /** Distance to the nearest template (0 = identical). */
  distance: number;
  /** How much nearer the best character is than the next best one. */
  margin: number;
}

export interface DigitRunWord {
  /** As printed: Eastern Arabic digits and slashes, e.g. ٢٠٣٠/٠٦/٠٤ */
  text: string;
  box: Box;
  /** 0-100 like tesseract's, from the weakest glyph. */
  confidence: number;
}

export interface DigitRun {
  words: DigitRunWord[];
  glyphs: ReadGlyph[];
  /** Height of the run's tall digits, px. */
  digitHeight: number;
}

export interface DigitRunOptions {
  /** A gap wider than this many digit heights starts a new word (default 0.9). */
  wordGap?: number;
  templates?: DigitTemplateFile;
}

// Weight of the size terms against the per-cell shape distance; a glyph farther than REJECT from every template
// is not a digit (a letter, a stain).
const SIZE_WEIGHT = 0.4;
const PROFILE_WEIGHT = 1;
const REJECT = 0.16;

let bundledTemplates: Template[] | undefined;

/**
 * Reads a run of Eastern Arabic digits (and date slashes) in `region` of a greyscale image, by comparing each
 * glyph with reference glyphs: tesseract's `ara` model does not read these digits at all. The region should
 * hold one text line with some margin above and below; glyphs cut by its top or bottom edge belong to the
 * lines around it and are ignored. Returns null when the region holds no glyph.
 * e.g. the pixels of "٢٩٠٠١١٥٠١٢٣٤٥٦" → { words: [{ text: '٢٩٠٠١١٥٠١٢٣٤٥٦', ... }] }
 */
export function readDigitRun(image: GreyImage, region: Box, options: DigitRunOptions = {}): DigitRun | null {
  const templates = options.templates ? parseTemplates(options.templates) : (bundledTemplates ??= parseTemplates(bundled as unknown as DigitTemplateFile));
  const inside = findGlyphs(image, region).filter((g) => g.box.y0 > Math.max(0, Math.floor(region.y0)) && g.box.y1 < Math.min(image.height, Math.ceil(region.y1)));
  if (!inside.length) return null;
  const first = measureRun(inside);
  // Specks of noise and guilloche are far smaller than a ٠, the smallest digit (about a third of the height).
  const glyphs = inside.filter((g) => Math.max(g.box.x1 - g.box.x0, g.box.y1 - g.box.y0) >= 0.15 * first.digitHeight);
  if (!glyphs.length) return null;
  const { digitHeight, baseline } = measureRun(glyphs);
  const read = glyphs.flatMap((g) => classifySplitting(g, digitHeight, baseline, templates));
  // Unreadable marks at the ends (a card's edge, a stroke of the next word) are not part of the run.
  while (read.length && read[0].char === '?') read.shift();
  while (read.length && read[read.length - 1].char === '?') read.pop();
  if (!read.length) return null;
  return { words: splitWords(read, digitHeight * (options.wordGap ?? 0.9)), glyphs: read, digitHeight };
}

/** The templates of a file in the classifier's form; exported for the template builder's self-test. */
export function parseTemplates(file: DigitTemplateFile): Template[] {
  if (file.grid[0] !== GRID_COLUMNS || file.grid[1] !== GRID_ROWS) throw new Error(`digit templates are for a ${file.grid.join('×')} grid, not ${GRID_COLUMNS}×${GRID_ROWS}`);
  return file.templates.map((t) => ({ char: t.char, size: t.size, shape: Float32Array.from([...t.shape], (c) => parseInt(c, 16) / 15), profile: Float32Array.from(t.profile) }));
}

// No digit is wider than this many digit heights (the widest, ٧ and ٨, reach about 0.93 in bold faces); a
// wider glyph is two digits touching, as bold digits do after blur.
const WIDEST = 0.95;

/** A glyph, or the parts it splits into at its thinnest column when those read better than the whole. */
function classifySplitting(glyph: Glyph, digitHeight: number, baseline: number, templates: readonly Template[], depth = 0): ReadGlyph[] {
  const whole = classify(glyph, glyphFeatures(glyph, digitHeight, baseline), templates);
  if (depth >= 2 || glyph.box.x1 - glyph.box.x0 <= WIDEST * digitHeight) return [whole];
  const parts = splitAtThinnest(glyph);
  if (!parts) return [whole];
  const read = parts.flatMap((p) => classifySplitting(p, digitHeight, baseline, templates, depth + 1));
  return Math.max(...read.map((r) => r.distance)) < whole.distance ? read : [whole];
}

/** The glyph cut at the column with least ink in its middle half, each part trimmed to its ink. */
function splitAtThinnest(glyph: Glyph): [Glyph, Glyph] | null {
  const w = glyph.box.x1 - glyph.box.x0;
  const h = glyph.box.y1 - glyph.box.y0;
  let cut = -1;
  let least = Infinity;
  for (let x = Math.floor(w * 0.25); x <= Math.ceil(w * 0.75); x++) {
    let ink = 0;
    for (let y = 0; y < h; y++) ink += glyph.mask[y * w + x];
    // Ties go to the column nearest the middle.
    const cost = ink + Math.abs(x - w / 2) / w;
    if (cost < least) {
      least = cost;
      cut = x;
    }
  }
  if (cut <= 0 || cut >= w - 1) return null;
  const left = trim(glyph, 0, cut);
  const right = trim(glyph, cut + 1, w);
  return left && right ? [left, right] : null;
}

function trim(glyph: Glyph, from: number, to: number): Glyph | null {
  const w = glyph.box.x1 - glyph.box.x0;
  const h = glyph.box.y1 - glyph.box.y0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < h; y++) {
    for (let x = from; x < to; x++) {
      if (!glyph.mask[y * w + x]) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  if (x1 < 0) return null;
  const mask = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mask[(y - y0) * (x1 - x0) + (x - x0)] = glyph.mask[y * w + x];
  const b = glyph.box;
  return { box: { x0: b.x0 + x0, y0: b.y0 + y0, x1: b.x0 + x1, y1: b.y0 + y1 }, mask };
}

function classify(glyph: Glyph, features: GlyphFeatures, templates: readonly Template[]): ReadGlyph {
  const bestByChar = new Map<string, number>();
  for (const t of templates) {
    const d = distance(features, t);
    if (d < (bestByChar.get(t.char) ?? Infinity)) bestByChar.set(t.char, d);
  }
  const ranked = [...bestByChar.entries()].sort((a, b) => a[1] - b[1]);
  const [char, best] = ranked[0];
  const next = ranked[1]?.[1] ?? Infinity;
  return { char: best <= REJECT ? char : '?', box: glyph.box, distance: best, margin: next - best };
}

function distance(a: GlyphFeatures, t: Template): number {
  let shape = 0;
  for (let i = 0; i < a.shape.length; i++) shape += (a.shape[i] - t.shape[i]) ** 2;
  let profile = 0;
  for (let i = 0; i < a.profile.length; i++) profile += (a.profile[i] - t.profile[i]) ** 2;
  let size = 0;
  for (let i = 0; i < 3; i++) size += (a.size[i] - t.size[i]) ** 2;
  return shape / a.shape.length + PROFILE_WEIGHT * (profile / a.profile.length) + SIZE_WEIGHT * size;
}

function splitWords(glyphs: readonly ReadGlyph[], gap: number): DigitRunWord[] {
  const words: ReadGlyph[][] = [];
  for (const g of glyphs) {
    const last = words[words.length - 1];
    if (last && g.box.x0 - Math.max(...last.map((l) => l.box.x1)) <= gap) last.push(g);
    else words.push([g]);
  }
  return words.map((w) => ({
    text: w.map((g) => g.char).join(''),
    box: unionBox(w.map((g) => g.box)),
    confidence: Math.round(100 * Math.min(...w.map((g) => Math.max(0, 1 - g.distance / REJECT)))),
  }));
}
