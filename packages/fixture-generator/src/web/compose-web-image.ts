import sharp, { type Color, type Sharp } from 'sharp';
import { applyCameraEffects } from '../apply-camera-effects';
import { createRng, deriveSeed } from '../prng';
import type { LookCapture, WebStyle } from './web-style';

const MAX_BYTES = 140 * 1024;
const MIN_QUALITY = 60;

/** A rendered side or page: RGBA PNG and its size in px. */
export interface RenderedSide {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * One web image of a document: its sides (one or two) on the style's ground with its margin, one above the other
 * or side by side, scaled down to the style's width (800-900 px for two side by side) and saved as JPEG at its quality, as specimen pictures on
 * the web are (stepping the quality down by 5 to at most 60 while the file is over 140 KB). `pxPerMm` is the sides' resolution, for the margin.
 */
export async function composeWebImage(sides: readonly RenderedSide[], style: WebStyle, pxPerMm: number): Promise<Buffer> {
  const row = style.arrangement === 'row';
  const sheet = await layOutSides(sides, row, Math.round(style.marginMm * pxPerMm), Math.round(4 * pxPerMm), style.background)
    .flatten({ background: style.background })
    .png()
    .toBuffer();
  // Two cards side by side at 400 px would be 3.5 px per mm, below what anyone posts: a row is 800-900 px wide.
  const outWidth = row && sides.length > 1 ? 800 + Math.round((style.width - 400) / 5) : style.width;
  const scaled = await sharp(sheet).resize({ width: outWidth }).png().toBuffer();
  // Fine security lines cost JPEG bytes: step the quality down until the image is the size of a web picture.
  let quality = style.quality;
  let jpeg = await sharp(scaled).jpeg({ quality }).toBuffer();
  while (jpeg.length > MAX_BYTES && quality > MIN_QUALITY) {
    quality -= 5;
    jpeg = await sharp(scaled).jpeg({ quality }).toBuffer();
  }
  return jpeg;
}

// A scanner's lid leaves a few mm around the card; its JPEG is a good one.
const SCAN_MARGIN_MM = 4;
const SCAN_QUALITY = 85;

/**
 * A picture of sides drawn with the web look, as `capture` takes it: `web` as above; `scan` the sides at their
 * drawn resolution one above the other on white (a flatbed scan); `phone` that sheet photographed as the camera
 * set's pages are (from `deriveSeed(seed, 'camera')`).
 */
export async function composeLookImage(sides: readonly RenderedSide[], style: WebStyle, pxPerMm: number, capture: LookCapture, seed: number): Promise<Buffer> {
  if (capture === 'web') return composeWebImage(sides, style, pxPerMm);
  const margin = Math.round(SCAN_MARGIN_MM * pxPerMm);
  const ground = capture === 'scan' ? style.background : { r: 0, g: 0, b: 0, alpha: 0 };
  const sheet = await layOutSides(sides, false, margin, margin, ground).png().toBuffer();
  if (capture === 'phone') return applyCameraEffects(sheet, createRng(deriveSeed(seed, 'camera')));
  return sharp(sheet).flatten({ background: style.background }).jpeg({ quality: SCAN_QUALITY }).toBuffer();
}

/** The sides on a sheet of `background`, `margin` px around them and `gap` between, side by side or stacked. */
function layOutSides(sides: readonly RenderedSide[], row: boolean, margin: number, gap: number, background: Color): Sharp {
  const along = (s: RenderedSide): number => (row ? s.width : s.height);
  const across = (s: RenderedSide): number => (row ? s.height : s.width);
  const length = sides.reduce((sum, s) => sum + along(s), 0) + gap * (sides.length - 1) + 2 * margin;
  const breadth = Math.max(...sides.map(across)) + 2 * margin;
  let at = margin;
  const composites = sides.map((s) => {
    const placed = row ? { input: s.png, left: at, top: margin } : { input: s.png, left: margin, top: at };
    at += along(s) + gap;
    return placed;
  });
  const size = row ? { width: length, height: breadth } : { width: breadth, height: length };
  return sharp({ create: { ...size, channels: 4, background } }).composite(composites);
}
