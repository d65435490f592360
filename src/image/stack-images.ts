import type { DecodedImage } from './decode-image';
import { decodedOf, sharpOf } from './raw-image';
import { originOf, scaledOrigin, shiftedOrigin } from './image-origin';

/** White between the two sides: enough that no text line of one runs into the other's. */
const GAP_SHARE = 0.04;

/**
 * Two images one under the other on white, `width` pixels wide (each scaled to it): the two sides of a document
 * sent apart, laid out as a scan of both sides is, so that one page read takes in both.
 */
export async function stackImages(top: DecodedImage, bottom: DecodedImage, width: number): Promise<DecodedImage> {
  const [a, b] = await Promise.all([top, bottom].map((image) => (image.width === width ? image : decodedOf(sharpOf(image).resize({ width, kernel: 'lanczos3' })))));
  const gap = Math.round(width * GAP_SHARE);
  const height = a.height + gap + b.height;
  const pixels = Buffer.alloc(width * height * 3, 255);
  a.pixels.copy(pixels, 0, 0, a.width * a.height * 3);
  b.pixels.copy(pixels, (a.height + gap) * width * 3, 0, b.width * b.height * 3);
  // A point above the middle of the gap lies on the top image, any other on the bottom one.
  const fromTop = scaledOrigin(originOf(top), width / top.width);
  const fromBottom = shiftedOrigin(scaledOrigin(originOf(bottom), width / bottom.width), 0, -(a.height + gap));
  return { width, height, pixels, origin: (x, y) => (y < a.height + gap / 2 ? fromTop(x, y) : fromBottom(x, y)) };
}
