import { encodePnm } from './pnm';
import sharp from 'sharp';
import type { Box } from '../domain/box';
import type { GreyImage } from '../domain/grey-image';
import { loadOpenCv } from './load-opencv';
import { keepInk } from './keep-ink';

/** One preprocessed crop of a page zone, and where it came from: page x = left + crop x / scale. */
export interface ZoneImage {
  /** The zone as tesseract reads it (a PGM). */
  image: Buffer;
  left: number;
  top: number;
  scale: number;
}

/** Ways a zone is prepared for a second read, cheapest first. */
export type ZoneTreatment = 'enlarged' | 'binarised' | 'inked';
export const ZONE_TREATMENTS: readonly ZoneTreatment[] = ['enlarged', 'binarised', 'inked'];

// The LSTM models read capitals 20-40 px tall best; a word box of capitals and digits is about a capital tall.
const TARGET_HEIGHT = 36;
const MAX_SCALE = 4;
// Around the text, in text heights: room for the edges of its strokes, not the next row.
const PAD_Y = 0.35;
const PAD_X = 0.8;

/**
 * The zone around `box` on the (deskewed, grey) page, scaled so its text stands TARGET_HEIGHT px tall and its
 * contrast stretched (`enlarged`); `binarised` also thresholds each pixel against its own neighbourhood
 * (OpenCV's adaptive Gaussian threshold), which a glare spot or a shadow across the zone does not throw off
 * the way one threshold for the whole page does; `inked` keeps only the darkest print (keepInk: black type under
 * an overprint or a rainbow band). Scaled with a 300 dpi density, as the page is.
 */
export async function zoneImage(page: GreyImage, box: Box, treatment: ZoneTreatment): Promise<ZoneImage | null> {
  const h = Math.max(1, box.y1 - box.y0);
  const left = Math.max(0, Math.floor(box.x0 - PAD_X * h));
  const top = Math.max(0, Math.floor(box.y0 - PAD_Y * h));
  const width = Math.min(page.width, Math.ceil(box.x1 + PAD_X * h)) - left;
  const height = Math.min(page.height, Math.ceil(box.y1 + PAD_Y * h)) - top;
  if (width < 4 || height < 4) return null;
  const scale = Math.min(MAX_SCALE, Math.max(1, TARGET_HEIGHT / h));
  const { data, info } = await sharp(Buffer.from(page.data.buffer, page.data.byteOffset, page.data.length), { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left, top, width, height })
    .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (treatment === 'inked') keepInk(data);
  const pixels = treatment === 'binarised' ? await adaptiveThreshold(data, info.width, info.height, Math.round(TARGET_HEIGHT * 1.5)) : data;
  return { image: encodePnm(pixels, info.width, info.height, 1), left, top, scale };
}

/** Each pixel black or white against the weighted mean of its `size` neighbourhood (odd), less a small offset. */
async function adaptiveThreshold(grey: Buffer, width: number, height: number, size: number): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(height, width, cv.CV_8UC1, grey);
  const out = new cv.Mat();
  try {
    // The offset keeps flat paper white: without it, the noise of an even background turns half its pixels black.
    cv.adaptiveThreshold(source, out, 255, cv.ADAPTIVE_THRESH_GAUSSIAN_C, cv.THRESH_BINARY, size | 1, 12);
    return Buffer.from(out.data);
  } finally {
    source.delete();
    out.delete();
  }
}
