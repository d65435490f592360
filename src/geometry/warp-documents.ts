import sharp, { type OverlayOptions } from 'sharp';
import type { DecodedImage } from '../image/decode-image';
import { loadOpenCv } from './load-opencv';
import { quadSides, type Quad } from './quad';
import { decodedOf, sharpOf } from '../image/raw-image';
import { liftDimDocument } from '../image/lift-dim-document';

/** A document's printed size, millimetres (ISO/IEC 7810). */
export interface DocumentSize {
  width: number;
  height: number;
}
export const ID1: DocumentSize = { width: 85.6, height: 53.98 };
export const TD3: DocumentSize = { width: 125, height: 88 };

/** White space around and between documents, mm: the layout of a flatbed scan of both sides of a card. */
export const SHEET_MARGIN_MM = 5;
export const SHEET_GAP_MM = 8;

/**
 * Each outline warped flat to the document's printed proportions, then laid on one white sheet one under the
 * other, in the given order, `sheetWidth` pixels wide: what a scan of the same documents looks like. The
 * corners of each quad map, in order, to the top-left, top-right, bottom-right and bottom-left of its document.
 */
export async function warpDocuments(image: DecodedImage, quads: readonly Quad[], size: DocumentSize, sheetWidth: number): Promise<DecodedImage> {
  const { cv } = await loadOpenCv();
  const pxPerMm = sheetWidth / (size.width + 2 * SHEET_MARGIN_MM);
  const docW = Math.round(size.width * pxPerMm);
  const docH = Math.round(size.height * pxPerMm);
  const margin = Math.round(SHEET_MARGIN_MM * pxPerMm);
  const gap = Math.round(SHEET_GAP_MM * pxPerMm);
  const height = 2 * margin + quads.length * docH + (quads.length - 1) * gap;

  // A warp samples, it does not average: a document much larger than its target is first shrunk as a whole.
  const shrink = Math.min(1, docW / Math.max(...quads.map((q) => quadSides(q).across)));
  const input = shrink < 0.75 ? await resized(image, shrink) : image;
  const scale = input.width / image.width;
  const source = cv.matFromArray(input.height, input.width, cv.CV_8UC3, input.pixels);
  const flats: Array<{ pixels: Buffer; top: number }> = [];
  try {
    quads.forEach((quad, i) => {
      const from = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flatMap((p) => [p.x * scale, p.y * scale]));
      const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, docW, 0, docW, docH, 0, docH]);
      const transform = cv.getPerspectiveTransform(from, to);
      const flat = new cv.Mat();
      try {
        cv.warpPerspective(source, flat, transform, new cv.Size(docW, docH), cv.INTER_LANCZOS4, cv.BORDER_REPLICATE);
        flats.push({ pixels: Buffer.from(flat.data), top: margin + i * (docH + gap) });
      } finally {
        for (const m of [from, to, transform, flat]) m.delete();
      }
    });
  } finally {
    source.delete();
  }
  const composites: OverlayOptions[] = await Promise.all(
    flats.map(async ({ pixels, top }) => ({ input: await liftDimDocument(pixels, docW, docH), left: margin, top })),
  );
  return decodedOf(sharp({ create: { width: sheetWidth, height, channels: 3, background: '#ffffff' } }).composite(composites).removeAlpha());
}

async function resized(image: DecodedImage, factor: number): Promise<DecodedImage> {
  return decodedOf(sharpOf(image).resize({ width: Math.round(image.width * factor), kernel: 'lanczos3' }));
}
