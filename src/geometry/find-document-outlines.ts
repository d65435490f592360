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
/** Opening of the light regions, in search pixels: breaks a join thinner than this between a card and what touches it. */
const OPEN_PX = 9;
/**
 * A region must fill this share of its four-cornered outline itself (its hull is not enough): a card with a cup or
 * a hand against it makes one region whose outline takes in empty desk.
 */
const MIN_REGION_FILL = 0.93;
/**
 * A light region must cover this share of the photo: the portrait on a tightly cropped card is a light region
 * of a document's proportions too, at a tenth of the photo; a card photographed to be read fills a fifth or more.
 */
const MIN_REGION_SHARE = 0.2;
/** Long side over short side of ID-1 cards and of TD2 and TD3 pages. */
const DOCUMENT_ASPECTS = [85.6 / 53.98, 125 / 88];
/** A region inside an outline replaces it when it keeps this share of its area... */
const MIN_TRIMMED_SHARE = 0.7;
/** ...and its proportions are this much nearer a document's. */
const MIN_ASPECT_GAIN = 0.06;
/** Degrees a region's corner may be off square. */
const MAX_CORNER_SKEW = 12;
/** A light region this close to the photo's edge, in search pixels, reaches it. */
const BORDER_PX = 2;
/** A pixel counts as dark (black print) below this share of the photo's bright level (its 90th percentile). */
const DARK = 0.4;

/**
 * The outlines of the documents in a photo (a card and its back side, a passport page), largest first, in the
 * photo's pixels. Edges (Canny, with thresholds from the image's own contrast) are closed into contours; a
 * contour counts when its convex hull simplifies to four corners, or fills its minimum-area rectangle, with a
 * document's proportions. Where no outline closes, a region lighter than the desk or apart from it in colour
 * may stand for the card (regionOutlines). Empty when nothing looks like a document: the caller then reads the
 * whole image.
 */
export async function findDocumentOutlines(image: DecodedImage): Promise<Quad[]> {
  const scale = Math.min(1, SEARCH_SIDE_PX / Math.max(image.width, image.height));
  const small = sharpOf(image).resize({ width: Math.round(image.width * scale), kernel: 'linear' });
  const { data, info } = await small.clone().greyscale().raw().toBuffer({ resolveWithObject: true });
  const { cv } = await loadOpenCv();
  const inPhoto = (quads: Quad[]): Quad[] => quads.map((q) => q.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Quad);
  const outlines = edgeOutlines(cv, data, info.width, info.height);
  // Regions are only looked for where they could change the answer: no outline closed, or one is off a
  // document's proportions by enough for a region inside it to replace it. Only then is the colour copy made.
  if (outlines.length > 0 && outlines.every((q) => offProportions(q) < MIN_ASPECT_GAIN)) return inPhoto(distinct(outlines));
  const regions = lightRegions(cv, data, await small.raw().toBuffer(), info.width, info.height);
  // Where no outline closed, the regions stand for the cards; an outline that closed around a card and what
  // touches it (a keyboard under its edge) gives way to the region inside it that has a document's proportions.
  return inPhoto(distinct(outlines.length === 0 ? regions : outlines.map((outline) => trimmedTo(outline, regions))));
}

/** Mats made by one step, deleted together when it ends. */
type Keep = <T extends { delete(): void }>(m: T) => T;

/** The search copy blurred for edges and thresholds, and its dark print (see DARK), as both kinds of outline need them. */
function greyMats(cv: Cv, grey: Buffer, width: number, height: number, keep: Keep) {
  const src = keep(cv.matFromArray(height, width, cv.CV_8UC1, grey));
  const blurred = keep(new cv.Mat());
  cv.GaussianBlur(src, blurred, new cv.Size(5, 5), 0);
  const levels = greyHistogram(grey);
  const dark = keep(new cv.Mat());
  // Relative to the photo's own light: in a dim photo the paper itself is darker than print in a bright one.
  cv.threshold(src, dark, DARK * levelAt(levels, 0.9), 255, cv.THRESH_BINARY_INV);
  return { blurred, dark, median: levelAt(levels, 0.5), minArea: MIN_AREA_SHARE * width * height };
}

/** Runs `step` with a keeper for its mats, and deletes them all after. */
function withMats<T>(step: (keep: Keep) => T): T {
  const mats: Array<{ delete(): void }> = [];
  try {
    return step((m) => (mats.push(m), m));
  } finally {
    for (const m of mats) m.delete();
  }
}

/** Outlines closed by the photo's edges (Canny), each a document's shape. */
function edgeOutlines(cv: Cv, grey: Buffer, width: number, height: number): Quad[] {
  return withMats((keep) => {
    const { blurred, dark, median, minArea } = greyMats(cv, grey, width, height, keep);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, Math.max(10, 0.5 * median), Math.max(30, 1.2 * median));
    const closed = keep(new cv.Mat());
    const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    cv.morphologyEx(edges, closed, cv.MORPH_CLOSE, kernel);
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(closed, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    return quadsOf(contours, (contour) => documentShape(cv, contour, minArea, dark, 0));
  });
}

/**
 * Cards as regions: lighter than what they lie on, at the photo's own threshold (Otsu); apart from the desk's
 * colour (white plastic on pale wood still differs from it); and both at once, which leaves out the dark keyboard
 * under a light card's edge. `colour`: the search copy in RGB.
 */
function lightRegions(cv: Cv, grey: Buffer, colour: Buffer, width: number, height: number): Quad[] {
  return withMats((keep) => {
    const { blurred, dark, minArea } = greyMats(cv, grey, width, height, keep);
    const apart = keep(cv.matFromArray(height, width, cv.CV_8UC1, distanceFromSurface(colour, width, height)));
    const apartBlurred = keep(new cv.Mat());
    cv.GaussianBlur(apart, apartBlurred, new cv.Size(5, 5), 0);
    const light = keep(new cv.Mat());
    cv.threshold(blurred, light, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    const different = keep(new cv.Mat());
    cv.threshold(apartBlurred, different, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    const both = keep(new cv.Mat());
    cv.bitwise_and(light, different, both);
    return [light, different, both].flatMap((mask) => regionOutlines(cv, mask, minArea, dark));
  });
}

/**
 * The region inside an outline, where one covers most of it and has a document's proportions (ID-1 cards 1.586,
 * TD2 and TD3 pages 1.42, ISO/IEC 7810 and ICAO 9303) clearly nearer than the outline's own: a card whose edge
 * closed with a keyboard's or a book's beside it. A card's dark header band, cut off a light region, leaves a
 * region further from the proportions, so the outline stays.
 */
function trimmedTo(outline: Quad, regions: readonly Quad[]): Quad {
  const area = quadArea(outline);
  const inside = regions.filter((r) => containsPoint(outline, quadCentre(r)) && quadArea(r) >= MIN_TRIMMED_SHARE * area && quadArea(r) < area);
  const better = inside.filter((r) => offProportions(r) + MIN_ASPECT_GAIN <= offProportions(outline));
  return better.sort((a, b) => offProportions(a) - offProportions(b))[0] ?? outline;
}

/** How far a quad's long side over short side is from the nearest document's (DOCUMENT_ASPECTS). */
function offProportions(q: Quad): number {
  const { across, down } = quadSides(q);
  const aspect = Math.max(across, down) / Math.min(across, down);
  return Math.min(...DOCUMENT_ASPECTS.map((standard) => Math.abs(aspect - standard)));
}

/**
 * Where a card's edge is lost in places (a keyboard or a hand against it, a desk as light as the card at one side)
 * its outline does not close: the card as a region of `mask` (what is lighter than the photo's Otsu threshold,
 * or further from the desk's colour, or both), opened so that a touching object's thin join breaks. A region
 * counts when it stays clear of the photo's edge (one reaching it is the desk or the background), fills its
 * rectangle, has square corners and a fifth of the photo at least.
 */
function regionOutlines(cv: Cv, mask: InstanceType<Cv['Mat']>, minArea: number, dark: InstanceType<Cv['Mat']>): Quad[] {
  return withMats((keep) => {
    const { rows: height, cols: width } = mask;
    const opened = keep(new cv.Mat());
    cv.morphologyEx(mask, opened, cv.MORPH_OPEN, keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(OPEN_PX, OPEN_PX))));
    const regions = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(opened, regions, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    return quadsOf(regions, (contour) => (touchesBorder(cv, contour, width, height) ? null : documentShape(cv, contour, minArea, dark, MIN_REGION_FILL))).filter(
      (quad) => isSquareCornered(quad) && quadArea(quad) >= MIN_REGION_SHARE * width * height,
    );
  });
}

/** The quad `shape` finds in each contour, where it finds one; each contour freed once looked at. */
function quadsOf(contours: InstanceType<Cv['MatVector']>, shape: (contour: InstanceType<Cv['Mat']>) => Quad | null): Quad[] {
  const out: Quad[] = [];
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    const quad = shape(contour);
    contour.delete();
    if (quad) out.push(quad);
  }
  return out;
}

/**
 * Each pixel's colour distance from the surface the document lies on, taken as the median colour of the photo's
 * edges (a frame 2 % wide), capped at 255.
 */
function distanceFromSurface(rgb: Buffer, width: number, height: number): Uint8Array {
  const frame = Math.max(1, Math.round(0.02 * Math.min(width, height)));
  const channels: number[][] = [[], [], []];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= frame && x < width - frame && y >= frame && y < height - frame) continue;
      const i = 3 * (y * width + x);
      for (let c = 0; c < 3; c++) channels[c].push(rgb[i + c]);
    }
  }
  const surface = channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]);
  const out = new Uint8Array(width * height);
  for (let p = 0; p < out.length; p++) {
    const [dr, dg, db] = [rgb[3 * p] - surface[0], rgb[3 * p + 1] - surface[1], rgb[3 * p + 2] - surface[2]];
    out[p] = Math.min(255, Math.sqrt(dr * dr + dg * dg + db * db));
  }
  return out;
}

/**
 * Every corner within MAX_CORNER_SKEW of a right angle: a card seen at a slant keeps corners near square, where a
 * cup or a hand against it makes one region whose outline cuts across the desk at a sharp angle.
 */
function isSquareCornered(quad: Quad): boolean {
  return quad.every((p, i) => {
    const [a, b] = [quad[(i + 3) % 4], quad[(i + 1) % 4]];
    const [ux, uy, vx, vy] = [a.x - p.x, a.y - p.y, b.x - p.x, b.y - p.y];
    const angle = (Math.acos((ux * vx + uy * vy) / Math.max(1e-9, Math.hypot(ux, uy) * Math.hypot(vx, vy))) * 180) / Math.PI;
    return Math.abs(angle - 90) <= MAX_CORNER_SKEW;
  });
}

function touchesBorder(cv: Cv, contour: InstanceType<Cv['Mat']>, width: number, height: number): boolean {
  const r = cv.boundingRect(contour);
  return r.x <= BORDER_PX || r.y <= BORDER_PX || r.x + r.width >= width - BORDER_PX || r.y + r.height >= height - BORDER_PX;
}

/**
 * The four-cornered outline of a contour with a document's proportions, or null. `minFill` > 0 (a region's
 * contour): the contour itself must fill that share of its outline, which is then its minimum-area rectangle.
 */
function documentShape(cv: Cv, contour: InstanceType<Cv['Mat']>, minArea: number, dark: InstanceType<Cv['Mat']>, minFill: number): Quad | null {
  const hull = new cv.Mat();
  const approx = new cv.Mat();
  try {
    cv.convexHull(contour, hull, false, true);
    const hullArea = cv.contourArea(hull);
    if (hullArea < minArea) return null;
    cv.approxPolyDP(hull, approx, 0.02 * cv.arcLength(hull, true), true);
    let corners: Point[];
    // A region's outline is ragged where dark print meets its edge: its rectangle is the surer shape.
    if (approx.rows === 4 && minFill === 0) corners = pointsOf(approx);
    else {
      const rect = cv.minAreaRect(hull);
      corners = rotatedRectCorners(rect);
    }
    const quad = orderCorners(corners);
    const area = quadArea(quad);
    if (hullArea / area < MIN_SOLIDITY || area < minArea) return null;
    if (minFill > 0 && cv.contourArea(contour) / area < minFill) return null;
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
