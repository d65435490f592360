import sharp from 'sharp';
import { applyCameraEffects } from '../apply-camera-effects';
import { createRng, deriveSeed } from '../prng';
import { loadKindGenerator } from '../kinds/load-kind-generator';
import type { KindGenerator } from '../kinds/kind-generator';
import { PX_PER_MM, renderCardSvg } from './render-card-svg';

export interface DocumentTruth {
  documentType: string;
  fields: Record<string, string>;
  generator: { seed: number; variant: 'clean' | 'camera'; layout?: string };
}

export interface RenderedDocument {
  image: Buffer;
  truth: DocumentTruth;
}

export interface DocumentRenderOptions {
  camera?: boolean;
  /** A generator from outside src/synth/kinds (a contributor's module); by default the kind's own. */
  generator?: KindGenerator;
  format?: 'jpeg' | 'png';
  quality?: number;
}

/** Space around and between sides on the sheet, mm: a flatbed scan or photocopy of both sides. */
const SHEET_MARGIN_MM = 5;
const SIDE_GAP_MM = 8;

/**
 * Renders one synthetic document of a kind and its ground truth, entirely in memory. Two-sided documents are
 * laid one above the other, as people photograph or copy both sides of a card together.
 */
export async function renderDocument(documentType: string, seed: number, options: DocumentRenderOptions = {}): Promise<RenderedDocument> {
  const generated = (options.generator ?? loadKindGenerator(documentType)).generate(createRng(deriveSeed(seed, 'identity')));
  const truth: DocumentTruth = {
    documentType,
    fields: generated.fields,
    generator: { seed, variant: options.camera ? 'camera' : 'clean', ...(generated.variant ? { layout: generated.variant } : {}) },
  };
  const pageRng = createRng(deriveSeed(seed, 'page'));
  const sides = await Promise.all(generated.sides.map((side) => sharp(Buffer.from(renderCardSvg(side, pageRng))).png().toBuffer({ resolveWithObject: true })));

  const margin = Math.round(SHEET_MARGIN_MM * PX_PER_MM);
  const gap = Math.round(SIDE_GAP_MM * PX_PER_MM);
  const width = Math.max(...sides.map((s) => s.info.width)) + 2 * margin;
  const height = sides.reduce((sum, s) => sum + s.info.height, 0) + gap * (sides.length - 1) + 2 * margin;
  let top = margin;
  const composites = sides.map((s) => {
    const placed = { input: s.data, left: margin, top };
    top += s.info.height + gap;
    return placed;
  });
  const sheet = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(composites)
    .png()
    .toBuffer();

  if (options.camera) {
    const photo = await applyCameraEffects(sheet, createRng(deriveSeed(seed, 'camera')), { quality: options.quality });
    return { image: options.format === 'png' ? await sharp(photo).png().toBuffer() : photo, truth };
  }
  const flat = sharp(sheet).flatten({ background: '#ffffff' });
  const image = options.format === 'png' ? await flat.png({ compressionLevel: 9 }).toBuffer() : await flat.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  return { image, truth };
}
