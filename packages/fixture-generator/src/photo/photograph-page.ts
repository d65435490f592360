import sharp from 'sharp';
import type { Rng } from '../prng';
import { photographScene, type Photo } from './photograph-scene';

/**
 * A page as a hand-held phone photo frames it: turned 2-6°, on a darker textured surface with a margin of
 * 50-150 px and a soft shadow, under uneven light, slightly out of focus. No noise or compression yet.
 */
export async function photographPage(pagePng: Buffer, rng: Rng): Promise<Photo> {
  const angle = rng.range(2, 6) * (rng.chance(0.5) ? 1 : -1);
  const rotated = await sharp(pagePng)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width: pageWidth, height: pageHeight } = rotated.info;
  const margins = { left: rng.int(50, 150), top: rng.int(50, 130), right: rng.int(50, 150), bottom: rng.int(50, 130) };
  return photographScene(
    rng,
    { png: rotated.data, width: pageWidth, height: pageHeight, left: margins.left, top: margins.top },
    { width: pageWidth + margins.left + margins.right, height: pageHeight + margins.top + margins.bottom },
  );
}
