import { DomainError } from '../domain/errors';

/** Smaller than this on either side holds too little for any printed field. */
export const MIN_SIDE_PX = 100;
/**
 * Above this the image is refused before its pixels are decoded: a 10 MiB PNG can declare hundreds of
 * megapixels (a decompression bomb). 50 MP is above every phone camera's default output.
 */
export const MAX_PIXELS = 50_000_000;
/**
 * A larger photo is scaled down to this many pixels as it is decoded: 16 MP keeps every 12 MP phone photo (and
 * every fixture and specimen) at its own size, and an ID card filling a fraction of a 50 MP frame still far
 * above the resolution its text is read at.
 */
export const MAX_DECODED_PIXELS = 16_000_000;
/**
 * Longest side over shortest side at most: an ID-1 card is 1.6:1, a passport page 1.4:1, a card's two sides
 * side by side 3.2:1. A thinner image holds no document, and scaling it to the page width costs gigapixels.
 */
export const MAX_ASPECT_RATIO = 10;

/** Throws UnreadableImage (422) for an image outside the accepted sizes; run on the header, before decoding. */
export function checkDimensions(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw new DomainError('UnreadableImage', 'The image has no dimensions.');
  if (width * height > MAX_PIXELS) {
    throw new DomainError('UnreadableImage', `The image is ${width}x${height} pixels; at most ${MAX_PIXELS} pixels are accepted.`);
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new DomainError('UnreadableImage', `The image is ${width}x${height} pixels; its sides may differ by at most ${MAX_ASPECT_RATIO}:1.`);
  }
  if (Math.min(width, height) < MIN_SIDE_PX) {
    throw new DomainError('UnreadableImage', `The image is ${width}x${height} pixels; each side must be at least ${MIN_SIDE_PX} pixels.`);
  }
}
