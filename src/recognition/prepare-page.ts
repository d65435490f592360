import type { DecodedImage } from '../image/decode-image';
import { sharpOf } from '../image/raw-image';
import { encodePnm } from '../image/pnm';

export interface PreparedPage {
  width: number;
  height: number;
  /** The image the page was made from (colour, at its own size): line crops are cut from it, in colour. */
  source: DecodedImage;
  /** Its pixels in grey, one byte each, contrast stretched, made on first use (tesseract's reads and probes). */
  grey(): Promise<Buffer>;
  /** The grey page as tesseract reads it (a PGM: ocrImage), made on first use. */
  image(): Promise<Buffer>;
}

/**
 * The page OCR reads, at the kind's working width (small scans are enlarged: LSTM reads capitals of 20-40 px
 * best). Its size is fixed at once; its grey pixels (greyscale, contrast stretched: what tesseract reads) are
 * made when a read first needs them, since a page read line by line cuts its lines from the colour page.
 */
export function preparePage(image: DecodedImage, width: number, maxPixels = Number.POSITIVE_INFINITY): PreparedPage {
  const pageWidth = widthWithin(image, width, maxPixels);
  // sharp's own height for a resize to a width (checked when the grey page is made).
  const pageHeight = Math.max(1, Math.round((image.height * pageWidth) / image.width));
  let grey: Promise<Buffer> | undefined;
  let pgm: Promise<Buffer> | undefined;
  const greyPixels = (): Promise<Buffer> =>
    (grey ??= (async () => {
      const { data, info } = await sharpOf(image).greyscale().resize({ width: pageWidth, kernel: 'lanczos3' }).normalise().raw().toBuffer({ resolveWithObject: true });
      if (info.channels !== 1) throw new Error(`a grey page has one band, not ${info.channels}`);
      if (info.height !== pageHeight) throw new Error(`the page came out ${info.height} px tall, not ${pageHeight}`);
      return data;
    })());
  return {
    width: pageWidth,
    height: pageHeight,
    source: image,
    grey: greyPixels,
    image: () => (pgm ??= greyPixels().then((data) => encodePnm(data, pageWidth, pageHeight, 1))),
  };
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
