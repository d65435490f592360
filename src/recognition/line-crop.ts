import sharp from 'sharp';
import type { Box } from '../domain/box';
import { ocrImage } from '../image/pnm';
import type { OcrSession, OcrWord } from '../ocr/types';
import type { RgbImage } from '../text-detection/text-line-detector';

// The line is scaled so its box (letters and the detector's margin) stands this tall: the LSTM models read
// capitals of 20-40 px best. Measured on the public specimens, 32-40 px read alike.
const TARGET_HEIGHT = 36;
const MAX_SCALE = 6;
// White-free padding (copied edge pixels) around the crop: tesseract misses ink that touches the image's edge.
const PAD = 8;

/** One text line cut from a colour page: the brightest of R, G and B per pixel, and where it stands. */
export interface LineCrop {
  grey: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box's pixels, the brightest of R, G and B each: coloured guilloche, rainbow print and coloured overprints
 * turn pale, black and dark print stay dark. Null when too small to hold a letter.
 */
export function cropLine(colour: RgbImage, box: Box): LineCrop | null {
  const left = Math.max(0, Math.floor(box.x0));
  const top = Math.max(0, Math.floor(box.y0));
  const width = Math.min(colour.width, Math.ceil(box.x1)) - left;
  const height = Math.min(colour.height, Math.ceil(box.y1)) - top;
  if (width < 4 || height < 4) return null;
  const grey = Buffer.alloc(width * height);
  const p = colour.pixels;
  for (let y = 0; y < height; y++) {
    let i = ((top + y) * colour.width + left) * 3;
    let o = y * width;
    for (let x = 0; x < width; x++, i += 3, o++) grey[o] = Math.max(p[i], p[i + 1], p[i + 2]);
  }
  return { grey, left, top, width, height };
}

/** The words of one line crop read alone by tesseract's LSTM (single-line mode), scaled to the height it reads best; boxes in page pixels. */
export async function readLineAlone(session: OcrSession, crop: LineCrop, languages: readonly string[]): Promise<OcrWord[]> {
  const scale = Math.min(MAX_SCALE, Math.max(1, TARGET_HEIGHT / crop.height));
  const image = await ocrImage(
    sharp(crop.grey, { raw: { width: crop.width, height: crop.height, channels: 1 } })
      .resize({ width: Math.round(crop.width * scale), kernel: 'lanczos3' })
      .normalise()
      .extend({ top: PAD, bottom: PAD, left: PAD, right: PAD, extendWith: 'copy' }),
  );
  const read = await session.read(image, languages, 'lstm', { pageSegMode: '7' });
  const back = (v: number, origin: number): number => origin + Math.max(0, v - PAD) / scale;
  return read.lines
    .flatMap((l) => l.words)
    .map((w) => ({ ...w, box: { x0: back(w.box.x0, crop.left), y0: back(w.box.y0, crop.top), x1: back(w.box.x1, crop.left), y1: back(w.box.y1, crop.top) } }));
}
