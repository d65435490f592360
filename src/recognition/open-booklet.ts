import type { Box } from '../domain/box';
import type { Quad } from '../geometry/quad';
import type { DecodedImage } from '../image/decode-image';
import { sharpOf } from '../image/raw-image';
import type { TextLineDetector } from '../text-detection/text-line-detector';
import { lineDirection } from './line-direction';

/**
 * Whether a standing outline of a passport's size is an open booklet held upright (two pages one above the other,
 * the data page's lines running across the photo) rather than one data page photographed sideways (its lines
 * running up the photo). Both stand with a page's proportions (176 × 125 mm against 125 × 88); only the text
 * tells them apart. The detector's lines inside the outline are looked at half by half, since the other page of
 * a booklet may print sideways (the observations page of a British passport): a half whose lines run across
 * makes it a booklet.
 */
export async function isOpenBooklet(image: DecodedImage, outline: Quad, detector: TextLineDetector): Promise<boolean> {
  const left = Math.max(0, Math.floor(Math.min(...outline.map((p) => p.x))));
  const top = Math.max(0, Math.floor(Math.min(...outline.map((p) => p.y))));
  const width = Math.min(image.width, Math.ceil(Math.max(...outline.map((p) => p.x)))) - left;
  const height = Math.min(image.height, Math.ceil(Math.max(...outline.map((p) => p.y)))) - top;
  if (width < 32 || height < 32) return false;
  const pixels = await sharpOf(image).extract({ left, top, width, height }).raw().toBuffer();
  const lines = await detector.detect({ width, height, pixels });
  const middle = height / 2;
  const centre = (b: Box) => (b.y0 + b.y1) / 2;
  return [lines.filter((b) => centre(b) < middle), lines.filter((b) => centre(b) >= middle)].some((half) => lineDirection(half) === 'across');
}

/** The two pages of an open booklet's outline (corners top-left, top-right, bottom-right, bottom-left), top page first. */
export function bookletPages(outline: Quad): [Quad, Quad] {
  const [topLeft, topRight, bottomRight, bottomLeft] = outline;
  const mid = (a: Quad[number], b: Quad[number]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const left = mid(topLeft, bottomLeft);
  const right = mid(topRight, bottomRight);
  return [
    [topLeft, topRight, right, left],
    [left, right, bottomRight, bottomLeft],
  ];
}
