import sharp from 'sharp';
import type { Rng } from '../prng';
import { makeLightingSvg } from './make-lighting-svg';
import { makeSurface, type SurfaceOptions } from './make-surface';
import type { RawImage } from './raw-image';

/** An RGBA page (already turned or warped, transparent around it) and where its box goes in the frame. */
export interface PlacedPage {
  png: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
}

export interface SceneOptions {
  surface?: SurfaceOptions;
  /** Things lying on the surface under the page, as an image the size of the frame (SVG or PNG with alpha). */
  underlay?: Buffer;
  /** Multiplies the shadow's softness and offset, for frames bigger than a page at its own size plus a margin. */
  scale?: number;
  /** Range of the lens blur's sigma, px; 0.6-1.2 by default. */
  blur?: readonly [number, number];
}

/** A photo before the sensor: raw RGB, and the box of the page in it. */
export interface Photo extends RawImage {
  page: { left: number; top: number; width: number; height: number };
}

/**
 * The page lying on a textured surface, with a soft shadow, under uneven light and slightly out of focus.
 * Sensor noise and compression are left to the caller, so effects can come in between.
 */
export async function photographScene(rng: Rng, page: PlacedPage, frame: { width: number; height: number }, options: SceneOptions = {}): Promise<Photo> {
  const { width, height } = frame;
  const scale = options.scale ?? 1;
  const shadow = await sharp({
    create: { width: page.width, height: page.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.55 } },
  })
    .composite([{ input: page.png, blend: 'dest-in' }])
    .blur(12 * scale)
    .png()
    .toBuffer();

  const surface = makeSurface(rng, width, height, options.surface);
  const [blurMin, blurMax] = options.blur ?? [0.6, 1.2];
  const lit = await sharp(surface, { raw: { width, height, channels: 3 } })
    .composite([
      ...(options.underlay ? [{ input: options.underlay, left: 0, top: 0 }] : []),
      { input: shadow, left: page.left + Math.round(rng.int(4, 14) * scale), top: page.top + Math.round(rng.int(6, 16) * scale) },
      { input: page.png, left: page.left, top: page.top },
      { input: makeLightingSvg(rng, width, height), blend: 'multiply' },
    ])
    .removeAlpha()
    .blur(rng.range(blurMin, blurMax))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: lit.data,
    width: lit.info.width,
    height: lit.info.height,
    channels: 3,
    page: { left: page.left, top: page.top, width: page.width, height: page.height },
  };
}
