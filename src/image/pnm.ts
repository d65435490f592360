import type { Sharp } from 'sharp';

/**
 * Images handed to tesseract as PNM (PGM for one band, PPM for three): the same pixels a PNG would carry, but
 * nothing to inflate. Leptonica decodes PNG inside tesseract's WASM, single-threaded, on every read: for a 3.4 MP
 * page that was 0.2 s of its 1.3 s (docs/performance.md). The density a PNG carried is not needed: every read sets
 * user_defined_dpi.
 */
export async function ocrImage(pipeline: Sharp): Promise<Buffer> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return encodePnm(data, info.width, info.height, info.channels);
}

/** Raw 8-bit pixels, one or three bands, as a binary PGM or PPM. */
export function encodePnm(pixels: Buffer, width: number, height: number, channels: number): Buffer {
  if (channels !== 1 && channels !== 3) throw new Error(`a PNM holds one or three bands, not ${channels}`);
  if (pixels.length !== width * height * channels) throw new Error('pixels do not fill the image');
  return Buffer.concat([Buffer.from(`${channels === 1 ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}

/** Width and height from a binary PGM or PPM header; null for anything else. */
export function pnmSize(image: Buffer): { width: number; height: number } | null {
  const header = /^P[56]\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString('latin1', 0, Math.min(image.length, 40)));
  return header ? { width: Number(header[1]), height: Number(header[2]) } : null;
}
