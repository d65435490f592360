import type { DecodedImage } from './decode-image';
import { originOf, turnedOrigin } from './image-origin';
import { decodedOf, sharpOf } from './raw-image';

/** The image turned `quarters` quarter turns clockwise (no mirroring). */
export async function turnImage(image: DecodedImage, quarters: number): Promise<DecodedImage> {
  if (quarters % 4 === 0) return image;
  const turned = await decodedOf(sharpOf(image).rotate(90 * (quarters % 4)));
  return { ...turned, origin: turnedOrigin(originOf(image), ((quarters % 4) * Math.PI) / 2, image, turned) };
}
