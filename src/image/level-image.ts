import type { Box } from '../domain/box';
import type { DecodedImage } from './decode-image';
import { decodedOf, sharpOf } from './raw-image';
import { originOf, shiftedOrigin, turnedOrigin } from './image-origin';

/** Room kept around the text once levelled, as a share of the text's extent (edges of a card, a caption missed). */
const MARGIN = 0.08;

/**
 * A photo taken askew, turned level by `degrees` (clockwise: a slant of +5° is undone by -5°) and cut to the
 * text lines found on it (`lines`, in the photo's pixels) and a margin: the canvas a turn grows, and a desk
 * around a card whose edges were not found, would otherwise be most of the page, and tesseract's page read then
 * thresholds the document's paper as ink and misses lines (an MRZ) it reads on the document alone. The corners
 * the turn adds take the colour of the photo's edge (a dark table stays dark): white wedges beside a document on
 * a dark ground break the thresholding of the rows they reach.
 */
export async function levelImage(image: DecodedImage, degrees: number, lines: readonly Box[]): Promise<DecodedImage> {
  const a = (degrees * Math.PI) / 180;
  const canvas = await decodedOf(sharpOf(image).rotate(degrees, { background: edgeColour(image) }));
  const turned = { ...canvas, origin: turnedOrigin(originOf(image), a, image, canvas) };
  if (lines.length === 0) return turned;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const moved = lines.flatMap((b) =>
    [
      [b.x0, b.y0],
      [b.x1, b.y0],
      [b.x0, b.y1],
      [b.x1, b.y1],
    ].map(([x, y]) => {
      const [dx, dy] = [x - image.width / 2, y - image.height / 2];
      return { x: dx * cos - dy * sin + turned.width / 2, y: dx * sin + dy * cos + turned.height / 2 };
    }),
  );
  const [x0, x1] = [Math.min(...moved.map((p) => p.x)), Math.max(...moved.map((p) => p.x))];
  const [y0, y1] = [Math.min(...moved.map((p) => p.y)), Math.max(...moved.map((p) => p.y))];
  const margin = MARGIN * Math.max(x1 - x0, y1 - y0);
  const left = Math.max(0, Math.floor(x0 - margin));
  const top = Math.max(0, Math.floor(y0 - margin));
  const width = Math.min(turned.width, Math.ceil(x1 + margin)) - left;
  const height = Math.min(turned.height, Math.ceil(y1 + margin)) - top;
  if (width < 16 || height < 16) return turned;
  return { ...(await decodedOf(sharpOf(turned).extract({ left, top, width, height }))), origin: shiftedOrigin(turned.origin, left, top) };
}

/** The median of each channel over the photo's outermost pixels. */
function edgeColour(image: DecodedImage): { r: number; g: number; b: number } {
  const { width, height, pixels } = image;
  const channels: number[][] = [[], [], []];
  const take = (x: number, y: number): void => {
    for (let c = 0; c < 3; c++) channels[c].push(pixels[(y * width + x) * 3 + c]);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    take(width - 1, y);
  }
  const [r, g, b] = channels.map((values) => values.sort((p, q) => p - q)[values.length >> 1]);
  return { r, g, b };
}
