import type { DecodedImage } from '../image/decode-image';
import { sharpOf } from '../image/raw-image';
import { encodePnm } from '../image/pnm';

export interface PreparedPage {
  /** The greyscale page at the working width, as tesseract reads it (a PGM: ocrImage). */
  image: Buffer;
  /** Its pixels, one byte each, for the crops cut from it. */
  grey: Buffer;
  width: number;
  height: number;
  /** The image the page was made from (colour, at its own size): line crops are cut from it, in colour. */
  source: DecodedImage;
}

/**
 * The page image OCR reads: greyscale, scaled to the kind's working width (small scans are enlarged: LSTM
 * reads capitals of 20-40 px best), contrast stretched.
 */
export async function preparePage(image: DecodedImage, width: number, maxPixels = Number.POSITIVE_INFINITY): Promise<PreparedPage> {
  const { data, info } = await sharpOf(image).greyscale().resize({ width: widthWithin(image, width, maxPixels), kernel: 'lanczos3' }).normalise().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`a grey page has one band, not ${info.channels}`);
  return { image: encodePnm(data, info.width, info.height, 1), grey: data, width: info.width, height: info.height, source: image };
}

/**
 * The working width, narrowed so that the page keeps within `maxPixels`: a tall strip scaled to the working width
 * would otherwise be read at gigapixels.
 */
export function widthWithin(image: { width: number; height: number }, width: number, maxPixels: number): number {
  const height = (image.height * width) / image.width;
  if (width * height <= maxPixels) return width;
  return Math.max(1, Math.floor(Math.sqrt((maxPixels * image.width) / image.height)));
}
