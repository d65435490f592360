import type { DecodedImage } from '../image/decode-image';
import { sharpOf } from '../image/raw-image';

export interface PreparedPage {
  /** Greyscale PNG at the working width, with a 300 dpi density so tesseract does not guess 70 dpi. */
  png: Buffer;
  width: number;
  height: number;
  /** The image the page was made from (colour, at its own size): line crops are cut from it, in colour. */
  source: DecodedImage;
}

/**
 * The page image OCR reads: greyscale, scaled to the kind's working width (small scans are enlarged: LSTM
 * reads capitals of 20-40 px best), contrast stretched. PNG is lossless and cheap to encode at level 1.
 */
export async function preparePage(image: DecodedImage, width: number): Promise<PreparedPage> {
  const { data, info } = await sharpOf(image)
    .greyscale()
    .resize({ width, kernel: 'lanczos3' })
    .normalise()
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, source: image };
}
