import sharp, { type Sharp } from 'sharp';
import type { DecodedImage } from './decode-image';

/** A sharp pipeline reading the decoded image's raw RGB pixels. */
export function sharpOf(image: DecodedImage): Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/** A pipeline's output as a decoded image again (the pipeline must end in three channels). */
export async function decodedOf(pipeline: Sharp): Promise<DecodedImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}
