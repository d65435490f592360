import type { DecodedImage } from '../image/decode-image';
import { readSymbols, type RgbaImage } from './read-symbols';
import type { BarcodeFormat, DecodedBarcode } from './types';
import { decodedOf, sharpOf } from '../image/raw-image';

/**
 * Longest side the symbols are looked for at. A 12 MP photo comes down to ≈ 3 MP: a licence's PDF417 (200-400
 * modules wide) still gets 3 px or more a module when the card fills half the frame, and each attempt stays
 * near 100 ms. Smaller images are read as they are.
 */
export const MAX_SIDE = 2000;
/**
 * PDF417 is not read past ≈ 3° of tilt (QR codes are, at any angle). After the page's own skew, these turns
 * (degrees, clockwise) are tried in order until one reads: a card photographed by hand is rarely tilted more.
 */
export const SWEEP_DEGREES: readonly number[] = [0, 3, -3, 6, -6, 9, -9, 12, -12];
// Turns closer than this to one already tried read the same.
const SAME_TURN_DEGREES = 1;

/**
 * The symbols of the given formats in an image, at most one of each, none written anywhere. The image is
 * first read turned by `hintRadians` (the page skew OCR measured; 0 reads it upright), then, while a PDF417 is
 * still missing, turned by each angle of the sweep. Stops at the first read that finds it.
 */
export async function decodeBarcodes(image: DecodedImage, formats: readonly BarcodeFormat[], hintRadians = 0): Promise<DecodedBarcode[]> {
  if (formats.length === 0) return [];
  const base = await downscale(image);
  const found: DecodedBarcode[] = [];
  const tried: number[] = [];
  for (const turn of [(hintRadians * 180) / Math.PI, ...SWEEP_DEGREES]) {
    if (tried.some((t) => Math.abs(t - turn) < SAME_TURN_DEGREES)) continue;
    const missing = formats.filter((f) => !found.some((b) => b.format === f));
    // Only PDF417 needs the image turned; the first read looks for everything.
    const wanted = tried.length === 0 ? missing : missing.filter((f) => f === 'pdf417');
    if (wanted.length === 0) break;
    tried.push(turn);
    found.push(...(await readSymbols(await turned(base, turn), wanted)));
  }
  return found;
}

async function downscale(image: DecodedImage): Promise<DecodedImage> {
  if (Math.max(image.width, image.height) <= MAX_SIDE) return image;
  return decodedOf(sharpOf(image).resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', kernel: 'lanczos3' }));
}

/** The image turned about its centre on a white ground (a dark one would read as a symbol's border), as RGBA. */
async function turned(image: DecodedImage, degrees: number): Promise<RgbaImage> {
  let pipeline = sharpOf(image);
  if (Math.abs(degrees) >= 0.05) pipeline = pipeline.rotate(degrees, { background: '#ffffff' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
