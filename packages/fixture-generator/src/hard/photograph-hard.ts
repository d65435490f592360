import sharp from 'sharp';
import { createRng, deriveSeed } from '../prng';
import { applyHardEffect } from './apply-hard-effect';
import type { HardEffect } from './hard-effects';
import type { PageSource } from './page-source';

export interface HardPhoto {
  image: Buffer;
  /** The file extension the bytes call for. */
  extension: 'jpg' | 'png' | 'heic';
}

/**
 * The `hard` photo of a page made from `seed`, its effect's randomness drawn from the seed's own `hard` stream
 * (so the same seed and effect always give the same image). `png` re-encodes a JPEG result losslessly; a
 * HEIC stays HEIC, as being one is its point.
 */
export async function photographHard(effect: HardEffect, source: PageSource, seed: number, options: { format?: 'jpeg' | 'png'; quality?: number } = {}): Promise<HardPhoto> {
  const hard = await applyHardEffect(effect, source, createRng(deriveSeed(seed, 'hard')), { quality: options.quality });
  if (hard.format === 'heic') return { image: hard.image, extension: 'heic' };
  if (options.format === 'png') return { image: await sharp(hard.image).png().toBuffer(), extension: 'png' };
  return { image: hard.image, extension: 'jpg' };
}
