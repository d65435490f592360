import sharp, { type Sharp } from 'sharp';
import { DomainError, stoppedBy } from '../domain/errors';
import type { ImageType } from './sniff-image-type';
import { decodeHeic } from './decode-heic';
import { checkDimensions, MAX_DECODED_PIXELS, MAX_PIXELS } from './image-limits';
import { partItself, scaledOrigin, type ImageOrigin } from './image-origin';

/** An upright image ready for the OCR stages: 8-bit RGB, EXIF orientation applied. */
export interface DecodedImage {
  width: number;
  height: number;
  /** Raw interleaved RGB pixels. */
  pixels: Buffer;
  /**
   * Where its pixels lie on the request's images as sent (full size, EXIF orientation applied): set by each step
   * that makes an image from another; absent, they are the `image` part's own.
   */
  origin?: ImageOrigin;
}

/**
 * Decodes the upload in memory (it never touches disk), or throws DomainError UnreadableImage (422). `signal`:
 * the request's; aborted, a HEIC waiting for its decoder leaves the queue (Cancelled), and no decode step starts
 * after the one running.
 */
export async function decodeImage(bytes: Buffer, type: ImageType, signal?: AbortSignal): Promise<DecodedImage> {
  if (signal?.aborted) throw stoppedBy(signal);
  const source = type === 'image/heic' || type === 'image/heif' ? await decodeHeic(bytes, signal) : sharpInput(bytes);
  if (signal?.aborted) throw stoppedBy(signal);
  try {
    const meta = await source.metadata();
    checkDimensions(meta.width, meta.height);
    const { data, info } = await shrunk(source.rotate(), meta.width!, meta.height!).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    checkDimensions(info.width, info.height);
    // EXIF orientations 5-8 turn the photo a quarter: its full size as shown has width and height swapped.
    const fullWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
    const decoded = { width: info.width, height: info.height, pixels: data };
    return fullWidth === info.width ? decoded : { ...decoded, origin: scaledOrigin(partItself('image'), info.width / fullWidth) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('UnreadableImage', 'The image could not be decoded.', { cause: error });
  }
}

/**
 * A photo over MAX_DECODED_PIXELS comes out scaled down to it: each request in flight holds its decoded pixels
 * (RGB, 3 bytes a pixel) until its recognition ends, and a 50 MP photo would hold 150 MB. A JPEG is then
 * decoded at the smaller size directly (libjpeg's shrink on load), never at full size.
 */
function shrunk(image: Sharp, width: number, height: number): Sharp {
  if (width * height <= MAX_DECODED_PIXELS) return image;
  const scale = Math.sqrt(MAX_DECODED_PIXELS / (width * height));
  // A square box the longer side fits: right whichever way the EXIF orientation turns the photo.
  const side = Math.floor(Math.max(width, height) * scale);
  return image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' });
}

function sharpInput(bytes: Buffer): Sharp {
  // limitInputPixels makes libvips refuse a bomb from its header, before allocating the pixels.
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true });
}
