import { addSensorNoise } from '../photo/add-sensor-noise';
import { photographPage } from '../photo/photograph-page';
import { photographScene } from '../photo/photograph-scene';
import { encodeJpeg, fromRaw, toRaw } from '../photo/raw-image';
import type { Rng } from '../prng';
import { addGlare } from './add-glare';
import { addMotionBlur } from './add-motion-blur';
import { darkenLowLight } from './darken-low-light';
import { encodeHeic } from './encode-heic';
import type { HardEffect } from './hard-effects';
import type { PageSource } from './page-source';
import { photographFillingFrame, photographOnClutteredTable } from './photograph-large';
import { drawTilt } from './tilt-quad';
import { warpPage } from './warp-page';

export interface HardOptions {
  /** JPEG quality (heif-enc's for `heic`), instead of the effect's own range. */
  quality?: number;
}

export interface HardImage {
  image: Buffer;
  format: 'jpeg' | 'heic';
}

/**
 * Photographs a page the hard way: one of the nine effects of the `hard` set (see hard-effects.ts), all drawn
 * from `rng`. Every result is what a phone would hand over: JPEG without metadata (so turned images are turned
 * in their pixels, with no EXIF orientation to undo them), or HEVC-coded HEIC.
 */
export async function applyHardEffect(effect: HardEffect, source: PageSource, rng: Rng, options: HardOptions = {}): Promise<HardImage> {
  const quality = (min: number, max: number) => options.quality ?? rng.int(min, max);
  switch (effect) {
    case 'cluttered-table': {
      const photo = await photographOnClutteredTable(source, rng);
      addSensorNoise(photo.data, rng, rng.range(2, 3.5));
      return jpeg(await encodeJpeg(photo, quality(75, 80)));
    }
    case 'perspective': {
      const page = await warpPage(source.png, drawTilt(rng, [14, 16], [0.66, 0.78]));
      const margins = [rng.int(60, 160), rng.int(60, 140), rng.int(60, 160), rng.int(60, 140)];
      page.left = margins[0];
      page.top = margins[1];
      const frame = { width: page.width + margins[0] + margins[2], height: page.height + margins[1] + margins[3] };
      const photo = await photographScene(rng, page, frame);
      addSensorNoise(photo.data, rng, rng.range(2.5, 5));
      return jpeg(await encodeJpeg(photo, quality(75, 82)));
    }
    case 'rotated-90':
    case 'rotated-180':
    case 'rotated-270': {
      const photo = await photographPage(source.png, rng);
      addSensorNoise(photo.data, rng, rng.range(2.5, 5));
      const turned = await toRaw(fromRaw(photo).rotate(Number(effect.slice('rotated-'.length))));
      return jpeg(await encodeJpeg(turned, quality(75, 82)));
    }
    case 'motion-blur': {
      const photo = await photographPage(source.png, rng);
      const smeared = await addMotionBlur(photo, rng.range(6, 10), rng.range(0, 180));
      addSensorNoise(smeared.data, rng, rng.range(2.5, 5));
      return jpeg(await encodeJpeg(smeared, quality(75, 82)));
    }
    case 'glare': {
      const photo = await addGlare(await photographPage(source.png, rng), rng);
      addSensorNoise(photo.data, rng, rng.range(2.5, 5));
      return jpeg(await encodeJpeg(photo, quality(75, 82)));
    }
    case 'low-light': {
      const dark = await darkenLowLight(await photographPage(source.png, rng), rng);
      const sigma = rng.range(12, 18);
      addSensorNoise(dark.data, rng, sigma, sigma * 0.7);
      // The phone's noise reduction smears the grain into blotches (and the text with it).
      const smeared = await toRaw(fromRaw(dark).blur(rng.range(0.6, 0.8)));
      return jpeg(await encodeJpeg(smeared, quality(55, 65)));
    }
    case 'heic': {
      const photo = await photographFillingFrame(source, rng);
      // An iPhone denoises hard before HEVC; more grain would also double the file at these qualities.
      addSensorNoise(photo.data, rng, rng.range(0.8, 1.2));
      const png = await fromRaw(photo).png({ compressionLevel: 1 }).toBuffer();
      return { image: await encodeHeic(png, { quality: quality(44, 50) }), format: 'heic' };
    }
  }
}

const jpeg = (image: Buffer): HardImage => ({ image, format: 'jpeg' });
