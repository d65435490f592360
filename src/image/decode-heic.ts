import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../domain/errors';
import { checkDimensions } from './image-limits';

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
interface HeicDecode {
  all(input: { buffer: Uint8Array }): Promise<HeicImage[]>;
}
// heic-decode ships no types; its `all` lists the images with their sizes before decoding any pixels.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const heicDecode = require('heic-decode') as HeicDecode;

/**
 * sharp's prebuilt libvips reads HEIF headers but has no HEVC decoder, so HEIC/HEIF go through libheif
 * compiled to WebAssembly (heic-decode); the primary image's RGBA pixels then continue in sharp.
 */
export async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  let images: HeicImage[];
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch (error) {
    throw new DomainError('UnreadableImage', 'The HEIC/HEIF image could not be decoded.', { cause: error });
  }
  const primary = images[0];
  if (!primary) throw new DomainError('UnreadableImage', 'The HEIC/HEIF file holds no image.');
  checkDimensions(primary.width, primary.height);
  let decoded: { width: number; height: number; data: Uint8ClampedArray };
  try {
    decoded = await primary.decode();
  } catch (error) {
    throw new DomainError('UnreadableImage', 'The HEIC/HEIF image could not be decoded.', { cause: error });
  }
  return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  });
}
