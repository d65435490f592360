import sharp from 'sharp';
import { applyCameraEffects } from './apply-camera-effects';
import { COUNTRY_PROFILES } from './countries';
import { makeGroundTruth } from './make-ground-truth';
import { countryForSeed, makeIdentity } from './make-identity';
import { createRng, deriveSeed } from './prng';
import { renderPageSvg } from './render-page-svg';
import type { CountryCode, GroundTruth } from './types';

export interface RenderOptions {
  /** Photograph-like image instead of a flat scan. */
  camera?: boolean;
  /** Country to make; by default the seed picks one. */
  country?: CountryCode;
  /** Output encoding; JPEG by default (quality 92 clean, 60-85 camera). */
  format?: 'jpeg' | 'png';
  /** JPEG quality, overriding the default. */
  quality?: number;
}

export interface RenderedPassport {
  image: Buffer;
  truth: GroundTruth;
}

/**
 * Renders one synthetic passport data page and its ground truth, entirely in memory. The same seed and
 * options always give the same truth (and, with the same fonts and libvips, the same pixels).
 */
export async function renderPassport(seed: number, options: RenderOptions = {}): Promise<RenderedPassport> {
  const country = options.country ?? countryForSeed(seed);
  const identity = makeIdentity(seed, country);
  const profile = COUNTRY_PROFILES[country];
  const truth = makeGroundTruth(identity, seed, options.camera ? 'camera' : 'clean');

  const svg = renderPageSvg(identity, profile.layout(identity), profile.palette, createRng(deriveSeed(seed, 'page')));
  const page = await sharp(Buffer.from(svg)).png().toBuffer();

  if (options.camera) {
    const photo = await applyCameraEffects(page, createRng(deriveSeed(seed, 'camera')), { quality: options.quality });
    const image = options.format === 'png' ? await sharp(photo).png().toBuffer() : photo;
    return { image, truth };
  }
  // A scan: the page on white, so its rounded corners show as they do on a flatbed.
  const flat = sharp(page).flatten({ background: '#ffffff' });
  const image =
    options.format === 'png'
      ? await flat.png({ compressionLevel: 9 }).toBuffer()
      : await flat.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  return { image, truth };
}
