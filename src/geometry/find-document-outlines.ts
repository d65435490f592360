import type { DecodedImage } from '../image/decode-image';
import { loadOpenCv, type Cv } from '../image/load-opencv';
import { containsPoint, orderCorners, quadArea, quadCentre, quadSides, type Point, type Quad } from './quad';
import { sharpOf } from '../image/raw-image';
import { greyHistogram, levelAt } from '../image/grey-levels';

/** Outlines are searched on a copy this long: enough for a card's edge, cheap for a 12 MP photo. */
const SEARCH_SIDE_PX = 1000;
/** A document smaller than this share of the photo is too small to read anyway (or is a photo on the card). */
const MIN_AREA_SHARE = 0.03;
/**
 * Long side over short side of what counts as a document: ID-1 cards are 1.586, TD3 pages 1.42, TD2 1.41;
 * perspective and a loose outline move it. The portrait photo on a card (35 × 45 mm, 1.29) must stay out, or
 * a tightly cropped card would be cut down to its photo; so must a long barcode strip.
 */
const MIN_ASPECT = 1.33;
const MAX_ASPECT = 1.9;
/** The contour's hull must fill its four-cornered outline: a table's corner or a bent strip of texture does not. */
const MIN_SOLIDITY = 0.85;
/**
 * Share of dark pixels inside the outline above which it is a barcode, not a document: a card is light paper
 * or plastic with dark print on a small part of it (a back side mostly covered by its PDF417 included), the
 * inside of a barcode is half black.
 */
const MAX_DARK_SHARE = 0.3;
/** A pixel counts as dark (black print) below this share of the photo's bright level (its 90th percentile). */
const DARK = 0.4;

/**
 * The outlines of the documents in a photo (a card and its back side, a passport page), largest first, in the
 * photo's pixels. Edges (Canny, with thresholds from the image's own contrast) are closed into contours; a
 * contour counts when its convex hull simplifies to four corners, or fills its minimum-area rectangle, with a
 * document's proportions. Empty when nothing looks like a document: the caller then reads the whole image.
 */
export async function findDocumentOutlines(image: DecodedImage): Promise<Quad[]> {
  const scale = Math.min(1, SEARCH_SIDE_PX / Math.max(image.width, image.height));
  const { data, info } = await sharpOf(image)
    .resize({ width: Math.round(image.width * scale), kernel: 'linear' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { cv } = await loadOpenCv();
  const found = outlinesIn(cv, data, info.width, info.height);
  return found.map((q) => q.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Quad);
}

function outlinesIn(cv: Cv, grey: Buffer, width: number, height: number): Quad[] {
  const mats: Array<{ delete(): void }> = [];
  const keep = <T extends { delete(): void }>(m: T): T => (mats.push(m), m);
  try {
    const src = keep(cv.matFromArray(height, width, cv.CV_8UC1, grey));
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(src, blurred, new cv.Size(5, 5), 0);
    const levels = greyHistogram(grey);
    const median = levelAt(levels, 0.5);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, Math.max(10, 0.5 * median), Math.max(30, 1.2 * median));
    const closed = keep(new cv.Mat());
    const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    cv.morphologyEx(edges, closed, cv.MORPH_CLOSE, kernel);
    const dark = keep(new cv.Mat());
    // Relative to the photo's own light: in a dim photo the paper itself is darker than print in a bright one.
    cv.threshold(src, dark, DARK * levelAt(levels, 0.9), 255, cv.THRESH_BINARY_INV);
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(closed, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);

    const candidates: Quad[] = [];
    const minArea = MIN_AREA_SHARE * width * height;
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const quad = documentShape(cv, contour, minArea, dark);
      contour.delete();
      if (quad) candidates.push(quad);
    }
    return distinct(candidates);
  } finally {
    for (const m of mats) m.delete();
  }
}

function documentShape(cv: Cv, contour: InstanceType<Cv['Mat']>, minArea: number, dark: InstanceType<Cv['Mat']>): Quad | null {
  const hull = new cv.Mat();
  const approx = new cv.Mat();
  try {
    cv.convexHull(contour, hull, false, true);
    const hullArea = cv.contourArea(hull);
    if (hullArea < minArea) return null;
    cv.approxPolyDP(hull, approx, 0.02 * cv.arcLength(hull, true), true);
    let corners: Point[];
    if (approx.rows === 4) corners = pointsOf(approx);
    else {
      const rect = cv.minAreaRect(hull);
      corners = rotatedRectCorners(rect);
    }
    const quad = orderCorners(corners);
    const area = quadArea(quad);
    if (hullArea / area < MIN_SOLIDITY || area < minArea) return null;
    const { across, down } = quadSides(quad);
    const aspect = Math.max(across, down) / Math.min(across, down);
    if (aspect < MIN_ASPECT || aspect > MAX_ASPECT) return null;
    return shareInside(cv, dark, quad) <= MAX_DARK_SHARE ? quad : null;
  } finally {
    hull.delete();
    approx.delete();
  }
}

/** Share of the quad's pixels set in a binary image. */
function shareInside(cv: Cv, binary: InstanceType<Cv['Mat']>, quad: Quad): number {
  const mask = cv.Mat.zeros(binary.rows, binary.cols, cv.CV_8UC1);
  const corners = cv.matFromArray(4, 1, cv.CV_32SC2, quad.flatMap((p) => [Math.round(p.x), Math.round(p.y)]));
  const polygons = new cv.MatVector();
  const inside = new cv.Mat();
  try {
    polygons.push_back(corners);
    cv.fillPoly(mask, polygons, new cv.Scalar(255));
    cv.bitwise_and(binary, mask, inside);
    return cv.countNonZero(inside) / Math.max(1, cv.countNonZero(mask));
  } finally {
    for (const m of [mask, corners, polygons, inside]) m.delete();
  }
}

function pointsOf(mat: InstanceType<Cv['Mat']>): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < mat.rows; i++) points.push({ x: mat.data32S[i * 2], y: mat.data32S[i * 2 + 1] });
  return points;
}

function rotatedRectCorners(rect: { center: { x: number; y: number }; size: { width: number; height: number }; angle: number }): Point[] {
  const a = (rect.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [hw, hh] = [rect.size.width / 2, rect.size.height / 2];
  return [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(([dx, dy]) => ({ x: rect.center.x + dx * cos - dy * sin, y: rect.center.y + dx * sin + dy * cos }));
}

/**
 * One outline per document, largest first: an outline inside a bigger one (the photo on a card, the card's
 * inner frame, the same edge found twice) is dropped.
 */
function distinct(quads: Quad[]): Quad[] {
  const bySize = [...quads].sort((a, b) => quadArea(b) - quadArea(a));
  const kept: Quad[] = [];
  for (const q of bySize) if (!kept.some((k) => containsPoint(k, quadCentre(q)))) kept.push(q);
  return kept;
}
