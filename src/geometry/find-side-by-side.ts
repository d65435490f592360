import type { DecodedImage } from '../image/decode-image';
import type { Quad } from './quad';

/**
 * Wider than this (width / height) is more than one card: one ID-1 card is 1.59, two side by side about 3.2.
 */
const MIN_ASPECT = 2.3;
/** A pixel this far (largest channel difference) from the background colour is the card's, not the sheet's. */
const INK_DIFFERENCE = 24;
/** A column with no more than this share of card pixels is the sheet between two cards. */
const GAP_SHARE = 0.01;
/** The cards' own columns: at least this share of card pixels in the middle of each. */
const CARD_SHARE = 0.05;

/**
 * Two cards laid side by side on a plain sheet (a scan or a web picture of both sides), whose edges are too
 * faint to be found as outlines: the two cards' boxes, left then right, each trimmed to its own pixels; []
 * when the picture is not that wide or no column of plain sheet parts the two. The reader lays them one
 * under the other, as it does with outlines found.
 */
export function findSideBySide(image: DecodedImage): Quad[] {
  const { width, height } = image;
  if (width / height < MIN_ASPECT) return [];
  const background = sheetColour(image);
  const isCard = (x: number, y: number): boolean => {
    const i = (y * width + x) * 3;
    const p = image.pixels;
    return Math.max(Math.abs(p[i] - background[0]), Math.abs(p[i + 1] - background[1]), Math.abs(p[i + 2] - background[2])) > INK_DIFFERENCE;
  };
  const columnShare = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    let n = 0;
    for (let y = 0; y < height; y++) if (isCard(x, y)) n++;
    columnShare[x] = n / height;
  }
  // The gap nearest the middle, within its middle third: each card is at least a third of the width.
  let gap = -1;
  for (let d = 0; d <= width / 6 && gap < 0; d++) {
    for (const x of [Math.round(width / 2) - d, Math.round(width / 2) + d]) if (columnShare[x] <= GAP_SHARE) gap = x;
  }
  if (gap < 0) return [];
  const left = trimmed(columnShare, 0, gap, isCard, height);
  const right = trimmed(columnShare, gap + 1, width, isCard, height);
  return left && right ? [left, right] : [];
}

/** The median colour of the picture's border: the sheet the cards lie on. */
function sheetColour(image: DecodedImage): [number, number, number] {
  const { width, height, pixels } = image;
  const border: number[][] = [[], [], []];
  const add = (x: number, y: number): void => {
    for (let c = 0; c < 3; c++) border[c].push(pixels[(y * width + x) * 3 + c]);
  };
  for (let x = 0; x < width; x++) add(x, 0), add(x, height - 1);
  for (let y = 0; y < height; y++) add(0, y), add(width - 1, y);
  const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1];
  return [median(border[0]), median(border[1]), median(border[2])];
}

/** The box of a card's pixels between columns `from` and `to` (exclusive), or null when it holds no card. */
function trimmed(columnShare: Float64Array, from: number, to: number, isCard: (x: number, y: number) => boolean, height: number): Quad | null {
  let x0 = from;
  while (x0 < to && columnShare[x0] <= GAP_SHARE) x0++;
  let x1 = to - 1;
  while (x1 > x0 && columnShare[x1] <= GAP_SHARE) x1--;
  if (x1 - x0 < (to - from) / 2 || columnShare[Math.round((x0 + x1) / 2)] < CARD_SHARE) return null;
  let y0 = 0;
  let y1 = height - 1;
  const rowHasCard = (y: number): boolean => {
    let n = 0;
    for (let x = x0; x <= x1; x++) if (isCard(x, y)) n++;
    return n > GAP_SHARE * (x1 - x0 + 1);
  };
  while (y0 < y1 && !rowHasCard(y0)) y0++;
  while (y1 > y0 && !rowHasCard(y1)) y1--;
  if (y1 - y0 < height / 3) return null;
  return [
    { x: x0, y: y0 },
    { x: x1 + 1, y: y0 },
    { x: x1 + 1, y: y1 + 1 },
    { x: x0, y: y1 + 1 },
  ];
}
