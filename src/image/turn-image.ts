import type { DecodedImage } from './decode-image';
import { decodedOf, sharpOf } from './raw-image';

/** The image turned `quarters` quarter turns clockwise (no mirroring). */
export async function turnImage(image: DecodedImage, quarters: number): Promise<DecodedImage> {
  if (quarters % 4 === 0) return image;
  return decodedOf(sharpOf(image).rotate(90 * (quarters % 4)));
}
