import sharp from 'sharp';
import type { DecodedImage } from './decode-image';

/** The image turned `quarters` quarter turns clockwise (no mirroring). */
export async function turnImage(image: DecodedImage, quarters: number): Promise<DecodedImage> {
  if (quarters % 4 === 0) return image;
  const { data, info } = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } })
    .rotate(90 * (quarters % 4))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}
