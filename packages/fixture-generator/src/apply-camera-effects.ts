import type { Rng } from './prng';
import { addSensorNoise } from './photo/add-sensor-noise';
import { photographPage } from './photo/photograph-page';
import { encodeJpeg } from './photo/raw-image';

export interface CameraOptions {
  /** JPEG quality; drawn from 60-85 when not given. */
  quality?: number;
}

/**
 * Makes a clean page look like a phone photo of it, with image operations only: a darker textured surface
 * around it, a small rotation (2-6°) with a soft shadow, uneven light, mild blur, sensor noise, and JPEG
 * compression. The page stays wholly inside the frame.
 */
export async function applyCameraEffects(pagePng: Buffer, rng: Rng, options: CameraOptions = {}): Promise<Buffer> {
  const photo = await photographPage(pagePng, rng);
  addSensorNoise(photo.data, rng, rng.range(3, 7));
  const quality = options.quality ?? rng.int(60, 85);
  return encodeJpeg(photo, quality);
}
