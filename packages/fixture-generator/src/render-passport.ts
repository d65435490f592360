import sharp from 'sharp';
import { applyCameraEffects } from './apply-camera-effects';
import { COUNTRY_PROFILES } from './countries';
import type { HardEffect } from './hard/hard-effects';
import { photographHard } from './hard/photograph-hard';
import { makeGroundTruth } from './make-ground-truth';
import { countryForSeed, makeIdentity } from './make-identity';
import { createRng, deriveSeed } from './prng';
import { PAGE_WIDTH, renderPageSvg } from './render-page-svg';
import type { CountryCode, GroundTruth } from './types';
import { composeLookImage } from './web/compose-web-image';
import { makeWebStyle, type LookCapture } from './web/web-style';

/** The TD3 page is 125 mm wide. */
const PAGE_PX_PER_MM = PAGE_WIDTH / 125;

export interface RenderOptions {
  /** Photograph-like image instead of a flat scan. */
  camera?: boolean;
  /** A photo of the `hard` set with this effect (see hard/hard-effects.ts); `camera` is then ignored. */
  hard?: HardEffect;
  /**
   * A web image of the page (the `web` set: colour security print, portrait, maybe an overprint and a hologram,
   * 400-900 px wide, JPEG 70-90; see packages/fixture-generator/src/web). `camera`, `hard`, `format` and `quality` are then ignored.
   */
  web?: boolean;
  /** With `web`: the picture as found online (the default), a flat scan or a phone photo of the page with that look. */
  capture?: LookCapture;
  /** Country to make; by default the seed picks one. */
  country?: CountryCode;
  /** Output encoding; JPEG by default (quality 92 clean, 60-85 camera). The `heic` hard effect is always HEIC. */
  format?: 'jpeg' | 'png';
  /** JPEG quality, overriding the default. */
  quality?: number;
}

export interface RenderedPassport {
  image: Buffer;
  truth: GroundTruth;
  /** The file extension the image's encoding calls for. */
  extension: 'jpg' | 'png' | 'heic';
}

/**
 * Renders one synthetic passport data page and its ground truth, entirely in memory. The same seed and
 * options always give the same truth (and, with the same fonts and libvips, the same pixels).
 */
export async function renderPassport(seed: number, options: RenderOptions = {}): Promise<RenderedPassport> {
  const country = options.country ?? countryForSeed(seed);
  const identity = makeIdentity(seed, country);
  const profile = COUNTRY_PROFILES[country];
  const variant = options.web ? (options.capture ?? 'web') : options.hard ? 'hard' : options.camera ? 'camera' : 'clean';
  const truth = makeGroundTruth(identity, seed, variant, options.web ? undefined : options.hard);

  if (options.web) {
    const style = makeWebStyle(seed);
    const look = { style, rng: createRng(deriveSeed(seed, 'web-look')) };
    const web = await sharp(Buffer.from(renderPageSvg(identity, profile.layout(identity), profile.palette, createRng(deriveSeed(seed, 'page')), look))).png().toBuffer({ resolveWithObject: true });
    const image = await composeLookImage([{ png: web.data, width: web.info.width, height: web.info.height }], style, PAGE_PX_PER_MM, options.capture ?? 'web', seed);
    return { image, truth, extension: 'jpg' };
  }

  const svg = Buffer.from(renderPageSvg(identity, profile.layout(identity), profile.palette, createRng(deriveSeed(seed, 'page'))));
  const page = await sharp(svg).png().toBuffer({ resolveWithObject: true });

  if (options.hard) {
    // Bigger renders come from the same SVG, so they are as sharp as the 10 px/mm page.
    const source = { png: page.data, width: page.info.width, height: page.info.height, pxPerMm: PAGE_PX_PER_MM, render: (scale: number) => sharp(svg, { density: 72 * scale }).png().toBuffer() };
    const { image, extension } = await photographHard(options.hard, source, seed, options);
    return { image, truth, extension };
  }
  const extension = options.format === 'png' ? 'png' : 'jpg';
  if (options.camera) {
    const photo = await applyCameraEffects(page.data, createRng(deriveSeed(seed, 'camera')), { quality: options.quality });
    const image = options.format === 'png' ? await sharp(photo).png().toBuffer() : photo;
    return { image, truth, extension };
  }
  // A scan: the page on white, so its rounded corners show as they do on a flatbed.
  const flat = sharp(page.data).flatten({ background: '#ffffff' });
  const image =
    options.format === 'png'
      ? await flat.png({ compressionLevel: 9 }).toBuffer()
      : await flat.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  return { image, truth, extension };
}
