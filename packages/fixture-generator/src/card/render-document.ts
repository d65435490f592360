import sharp from 'sharp';
import { applyCameraEffects } from '../apply-camera-effects';
import { createRng, deriveSeed } from '../prng';
import { loadKindGenerator } from '../kinds/load-kind-generator';
import type { GeneratedDocument, KindGenerator } from '../kinds/kind-generator';
import type { HardEffect } from '../hard/hard-effects';
import { photographHard } from '../hard/photograph-hard';
import { composeLookImage } from '../web/compose-web-image';
import { describeWebStyle, makeWebStyle, type LookCapture, type WebSides } from '../web/web-style';
import { PX_PER_MM, renderCardSvg } from './render-card-svg';
import { sideTruth } from './side-truth';

export interface DocumentTruth {
  documentType: string;
  fields: Record<string, string>;
  generator: {
    seed: number;
    variant: 'clean' | 'camera' | 'hard' | LookCapture;
    effect?: HardEffect;
    /** web, scan and phone: the side(s) shown, the sans family, and the overprint's word and the hologram when there are. */
    sides?: WebSides;
    font?: string;
    overprint?: string;
    hologram?: true;
    layout?: string;
  };
}

export interface RenderedDocument {
  image: Buffer;
  truth: DocumentTruth;
  /** The file extension the image's encoding calls for: `format`'s, or heic for the `heic` hard effect. */
  extension: 'jpg' | 'png' | 'heic';
}

export interface DocumentRenderOptions {
  camera?: boolean;
  /** A photo of the `hard` set with this effect (see packages/fixture-generator/src/hard/hard-effects.ts); `camera` is then ignored. */
  hard?: HardEffect;
  /**
   * A web image (the `web` set) of this side or both: colour security print, portrait, maybe an overprint and a
   * hologram, 400-900 px wide, JPEG 70-90 (see packages/fixture-generator/src/web). `camera`, `hard`, `format` and `quality` are
   * then ignored. A side that shows fewer than 3 fields (a back with a serial number only) gives both sides.
   */
  web?: WebSides;
  /** With `web`: the picture as found online (the default), a flat scan or a phone photo of the side(s) with that look. */
  capture?: LookCapture;
  /** A generator from outside packages/fixture-generator/src/kinds (a contributor's module); by default the kind's own. */
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
  const { generated, truth } = makeDocument(documentType, seed, options);
  if (truth.generator.sides) return { image: await renderWebImage(generated, seed, truth.generator.sides, options.capture ?? 'web'), truth, extension: 'jpg' };
  const sheet = await renderSheet(generated, seed, 1);

  if (options.hard) {
    const source = { ...sheet, pxPerMm: PX_PER_MM, render: async (scale: number) => (await renderSheet(generated, seed, scale)).png };
    const { image, extension } = await photographHard(options.hard, source, seed, options);
    return { image, truth, extension };
  }
  const extension = options.format === 'png' ? 'png' : 'jpg';
  if (options.camera) {
    const photo = await applyCameraEffects(sheet.png, createRng(deriveSeed(seed, 'camera')), { quality: options.quality });
    return { image: options.format === 'png' ? await sharp(photo).png().toBuffer() : photo, truth, extension };
  }
  const flat = sharp(sheet.png).flatten({ background: '#ffffff' });
  const image = options.format === 'png' ? await flat.png({ compressionLevel: 9 }).toBuffer() : await flat.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  return { image, truth, extension };
}

/** The ground truth alone (no rendering, no fonts needed): what `renderDocument` would return as `truth`. */
export function makeDocumentTruth(documentType: string, seed: number, options: Pick<DocumentRenderOptions, 'camera' | 'hard' | 'web' | 'capture' | 'generator'> = {}): DocumentTruth {
  return makeDocument(documentType, seed, options).truth;
}

function makeDocument(documentType: string, seed: number, options: Pick<DocumentRenderOptions, 'camera' | 'hard' | 'web' | 'capture' | 'generator'>): { generated: GeneratedDocument; truth: DocumentTruth } {
  const generated = (options.generator ?? loadKindGenerator(documentType)).generate(createRng(deriveSeed(seed, 'identity')));
  if (options.web) return { generated, truth: makeWebTruth(documentType, seed, generated, options.web, options.capture ?? 'web') };
  const variant = options.hard ? 'hard' : options.camera ? 'camera' : 'clean';
  const truth: DocumentTruth = {
    documentType,
    fields: generated.fields,
    generator: { seed, variant, ...(options.hard ? { effect: options.hard } : {}), ...(generated.variant ? { layout: generated.variant } : {}) },
  };
  return { generated, truth };
}

/**
 * The sides one above the other on a transparent sheet, as RGBA PNG at `scale` × 12 px/mm (rendered from the
 * vectors at that size, so a bigger sheet is as sharp as the small one).
 */
async function renderSheet(generated: GeneratedDocument, seed: number, scale: number): Promise<{ png: Buffer; width: number; height: number }> {
  const pageRng = createRng(deriveSeed(seed, 'page'));
  const density = scale === 1 ? undefined : { density: 72 * scale };
  const sides = await Promise.all(generated.sides.map((side) => sharp(Buffer.from(renderCardSvg(side, pageRng)), density).png().toBuffer({ resolveWithObject: true })));

  const margin = Math.round(SHEET_MARGIN_MM * PX_PER_MM * scale);
  const gap = Math.round(SIDE_GAP_MM * PX_PER_MM * scale);
  const width = Math.max(...sides.map((s) => s.info.width)) + 2 * margin;
  const height = sides.reduce((sum, s) => sum + s.info.height, 0) + gap * (sides.length - 1) + 2 * margin;
  let top = margin;
  const composites = sides.map((s) => {
    const placed = { input: s.data, left: margin, top };
    top += s.info.height + gap;
    return placed;
  });
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(composites)
    .png()
    .toBuffer();
  return { png, width, height };
}

// A side showing fewer fields than this is not a document picture to score (the Thai ID card's back: a serial
// number; the Thai licence's: a QR code the rules do not read): such an image shows both sides instead.
const MIN_SIDE_FIELDS = 3;

/** The truth of a picture with the web look: the shown side's fields, and the look in the generator block. */
function makeWebTruth(documentType: string, seed: number, generated: GeneratedDocument, requested: WebSides, capture: LookCapture): DocumentTruth {
  let sides: WebSides = generated.sides.length === 1 ? 'front' : requested;
  let fields = sideTruth(documentType, generated, sides);
  if (Object.values(fields).filter((value) => value !== '').length < MIN_SIDE_FIELDS) {
    sides = 'both';
    fields = sideTruth(documentType, generated, sides);
  }
  return {
    documentType,
    fields,
    generator: { seed, variant: capture, sides, ...describeWebStyle(makeWebStyle(seed)), ...(generated.variant ? { layout: generated.variant } : {}) },
  };
}

/** The shown side(s) drawn with the seed's web look and composed as `capture` takes them. */
async function renderWebImage(generated: GeneratedDocument, seed: number, shown: WebSides, capture: LookCapture): Promise<Buffer> {
  const style = makeWebStyle(seed);
  const pageRng = createRng(deriveSeed(seed, 'page'));
  const lookRng = createRng(deriveSeed(seed, 'web-look'));
  const specs = shown === 'both' ? generated.sides : [generated.sides[shown === 'front' ? 0 : 1]];
  const sides = await Promise.all(
    specs.map(async (spec) => {
      const { data, info } = await sharp(Buffer.from(renderCardSvg(spec, pageRng, { style, rng: lookRng }))).png().toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    }),
  );
  return composeLookImage(sides, style, PX_PER_MM, capture, seed);
}
