import type { DecodedImage } from '../image/decode-image';
import { loadOpenCv, type Cv } from '../image/load-opencv';
import { measureSkew } from '../image/measure-skew';
import { quadSides, type Quad } from './quad';
import { decodedOf, sharpOf } from '../image/raw-image';
import { liftDimDocument } from '../image/lift-dim-document';
import { originOf, type ImageOrigin } from '../image/image-origin';

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
  const flats: Array<{ pixels: Buffer; top: number; inverse: number[] }> = [];
  try {
    for (const [i, quad] of quads.entries()) {
      const from = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flatMap((p) => [p.x * scale, p.y * scale]));
      const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, docW, 0, docW, docH, 0, docH]);
      let transform = cv.getPerspectiveTransform(from, to);
      const flat = new cv.Mat();
      const rgb = new cv.Mat();
      try {
        // An outline a few pixels off leaves the text a degree or two askew, and each side of a card by its own
        // angle. Measured on a quick half-size warp and levelled in the one fine warp, the page read needs no
        // deskew of its own: tesseract's costs a second decode and a turn of the whole page (0.7 s of 1.6 s).
        const skew = skewOf(cv, source, transform, docW, docH);
        if (Math.abs(skew) >= MIN_SKEW_RADIANS) {
          const levelled = turnedAfter(cv, transform, skew, docW, docH);
          transform.delete();
          transform = levelled;
        }
        // Lanczos, though its 8×8 taps cost more than cubic's 4×4: cubic's softer strokes lost 0.4 % of the fields
        // of 80 camera photos (small umlauts and Thai marks).
        cv.warpPerspective(source, flat, transform, new cv.Size(docW, docH), cv.INTER_LANCZOS4, cv.BORDER_REPLICATE);
        cv.cvtColor(flat, rgb, cv.COLOR_GRAY2RGB);
        flats.push({ pixels: Buffer.from(rgb.data), top: margin + i * (docH + gap), inverse: inverted(Array.from(transform.data64F)) });
      } finally {
        for (const m of [from, to, transform, flat, rgb]) m.delete();
      }
    }
  } finally {
    source.delete();
  }
  // The sheet is put together row by row: a sharp composite of the same costs 50 ms more per photo.
  const sheet = Buffer.alloc(sheetWidth * height * 3, 255);
  for (const { pixels, top } of flats) {
    const lifted = await liftDimDocument(pixels, docW, docH);
    for (let y = 0; y < docH; y++) lifted.copy(sheet, ((top + y) * sheetWidth + margin) * 3, y * docW * 3, (y + 1) * docW * 3);
  }
  return { width: sheetWidth, height, pixels: sheet, origin: sheetOrigin(originOf(image), flats, { margin, gap, docH, scale }) };
}

/**
 * Where a point of the sheet lies on the photo: on the document whose place on the sheet is nearest (a point of a
 * margin or a gap, on the document beside it), through the inverse of that document's warp.
 */
function sheetOrigin(photo: ImageOrigin, flats: ReadonlyArray<{ top: number; inverse: number[] }>, layout: { margin: number; gap: number; docH: number; scale: number }): ImageOrigin {
  const { margin, gap, docH, scale } = layout;
  return (x, y) => {
    const i = Math.min(flats.length - 1, Math.max(0, Math.floor((y - margin + gap / 2) / (docH + gap))));
    const { top, inverse: m } = flats[i];
    const [u, v] = [x - margin, y - top];
    const w = m[6] * u + m[7] * v + m[8];
    return photo((m[0] * u + m[1] * v + m[2]) / w / scale, (m[3] * u + m[4] * v + m[5]) / w / scale);
  };
}

/** The inverse of a 3×3 matrix given row by row (a perspective transform is always invertible). */
function inverted(m: readonly number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m;
  const cofactors = [e * i - f * h, c * h - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
  const determinant = a * cofactors[0] + b * cofactors[3] + c * cofactors[6];
  return cofactors.map((v) => v / determinant);
}

/** Below this, a page reads the same turned or not (tesseract itself ignores less than 0.005). */
const MIN_SKEW_RADIANS = 0.002;

type Mat = InstanceType<Cv['Mat']>;

/** The skew of the text of the document `transform` flattens, measured on a bilinear warp at half size. */
function skewOf(cv: Cv, source: Mat, transform: Mat, width: number, height: number): number {
  const half = then(cv, transform, [0.5, 0, 0, 0, 0.5, 0, 0, 0, 1]);
  const small = new cv.Mat();
  try {
    const [w, h] = [Math.round(width / 2), Math.round(height / 2)];
    cv.warpPerspective(source, small, half, new cv.Size(w, h), cv.INTER_LINEAR, cv.BORDER_REPLICATE);
    return measureSkew({ data: small.data, width: w, height: h });
  } finally {
    half.delete();
    small.delete();
  }
}

/** `transform` followed by a clockwise turn of `radians` about the document's centre, as one perspective matrix. */
function turnedAfter(cv: Cv, transform: Mat, radians: number, width: number, height: number): Mat {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const [cx, cy] = [width / 2, height / 2];
  // Clockwise on screen (y down): x' = cos·x − sin·y, y' = sin·x + cos·y, about the centre.
  return then(cv, transform, [cos, -sin, cx - cos * cx + sin * cy, sin, cos, cy - sin * cx - cos * cy, 0, 0, 1]);
}

/** The perspective matrix that applies `transform`, then `next` (3×3, row by row). */
function then(cv: Cv, transform: Mat, next: readonly number[]): Mat {
  const m = Array.from(transform.data64F);
  const product = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => next[r * 3] * m[c] + next[r * 3 + 1] * m[3 + c] + next[r * 3 + 2] * m[6 + c]));
  return cv.matFromArray(3, 3, cv.CV_64F, product);
}

async function resized(image: DecodedImage, factor: number): Promise<DecodedImage> {
  return decodedOf(sharpOf(image).resize({ width: Math.round(image.width * factor), kernel: 'lanczos3' }));
}
