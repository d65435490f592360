import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../domain/errors';
import type { ImageType } from './sniff-image-type';
import { decodeHeic } from './decode-heic';
import { checkDimensions, MAX_PIXELS } from './image-limits';

/** An upright image ready for the OCR stages: 8-bit RGB, EXIF orientation applied. */
export interface DecodedImage {
  width: number;
  height: number;
  /** Raw interleaved RGB pixels. */
  pixels: Buffer;
}

/** Decodes the upload in memory (it never touches disk), or throws DomainError UnreadableImage (422). */
export async function decodeImage(bytes: Buffer, type: ImageType): Promise<DecodedImage> {
  const source = type === 'image/heic' || type === 'image/heif' ? await decodeHeic(bytes) : sharpInput(bytes);
  try {
    const meta = await source.metadata();
    checkDimensions(meta.width, meta.height);
    const { data, info } = await source.rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    checkDimensions(info.width, info.height);
    return { width: info.width, height: info.height, pixels: data };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('UnreadableImage', 'The image could not be decoded.', { cause: error });
  }
}

function sharpInput(bytes: Buffer): Sharp {
  // limitInputPixels makes libvips refuse a bomb from its header, before allocating the pixels.
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true });
}
