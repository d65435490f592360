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
  const colour = cv.matFromArray(input.height, input.width, cv.CV_8UC3, input.pixels);
  // Warped in grey: OCR and the barcode reader read grey anyway, and one channel is a third of the warp's time.
  const source = new cv.Mat();
  cv.cvtColor(colour, source, cv.COLOR_RGB2GRAY);
  colour.delete();
  const flats: Array<{ pixels: Buffer; top: number }> = [];
  try {
    quads.forEach((quad, i) => {
      const from = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flatMap((p) => [p.x * scale, p.y * scale]));
      const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, docW, 0, docW, docH, 0, docH]);
      const transform = cv.getPerspectiveTransform(from, to);
      const flat = new cv.Mat();
      const rgb = new cv.Mat();
      try {
        // Lanczos, though its 8×8 taps cost more than cubic's 4×4: cubic's softer strokes lost 0.4 % of the fields
        // of 80 camera photos (small umlauts and Thai marks).
        cv.warpPerspective(source, flat, transform, new cv.Size(docW, docH), cv.INTER_LANCZOS4, cv.BORDER_REPLICATE);
        cv.cvtColor(flat, rgb, cv.COLOR_GRAY2RGB);
        flats.push({ pixels: Buffer.from(rgb.data), top: margin + i * (docH + gap) });
      } finally {
        for (const m of [from, to, transform, flat, rgb]) m.delete();
      }
    });
  } finally {
    source.delete();
  }
  // The sheet is put together row by row: a sharp composite of the same costs 50 ms more per photo.
  const sheet = Buffer.alloc(sheetWidth * height * 3, 255);
  for (const { pixels, top } of flats) {
    const lifted = await liftDimDocument(pixels, docW, docH);
    for (let y = 0; y < docH; y++) lifted.copy(sheet, ((top + y) * sheetWidth + margin) * 3, y * docW * 3, (y + 1) * docW * 3);
  }
  return { width: sheetWidth, height, pixels: sheet };
}

async function resized(image: DecodedImage, factor: number): Promise<DecodedImage> {
  return decodedOf(sharpOf(image).resize({ width: Math.round(image.width * factor), kernel: 'lanczos3' }));
}
