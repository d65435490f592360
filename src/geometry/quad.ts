/** A point in image pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A document's outline: four corners, clockwise from the top-left as the photo shows it. */
export type Quad = [Point, Point, Point, Point];

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Mean lengths of the two pairs of opposite sides, the first pair being top and bottom. */
export function quadSides(q: Quad): { across: number; down: number } {
  return { across: (distance(q[0], q[1]) + distance(q[3], q[2])) / 2, down: (distance(q[1], q[2]) + distance(q[0], q[3])) / 2 };
}

/** Shoelace area. */
export function quadArea(q: Quad): number {
  let twice = 0;
  for (let i = 0; i < 4; i++) twice += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
  return Math.abs(twice) / 2;
}

export function quadCentre(q: Quad): Point {
  return { x: q.reduce((s, p) => s + p.x, 0) / 4, y: q.reduce((s, p) => s + p.y, 0) / 4 };
}

/** Corners in order top-left, top-right, bottom-right, bottom-left (by angle around the centre, image y down). */
export function orderCorners(points: readonly Point[]): Quad {
  const c = { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
  const sorted = [...points].sort((a, b) => Math.atan2(a.y - c.y, a.x - c.x) - Math.atan2(b.y - c.y, b.x - c.x));
  // atan2 order starts near -π (left): rotate so the corner with the smallest x + y (top-left) comes first.
  const start = sorted.reduce((best, p, i) => (p.x + p.y < sorted[best].x + sorted[best].y ? i : best), 0);
  return [0, 1, 2, 3].map((i) => sorted[(start + i) % 4]) as Quad;
}

/** A point of an image of `width` × `height` after the image is turned `quarters` quarter turns clockwise. */
export function turnPoint(p: Point, quarters: number, width: number, height: number): Point {
  switch (((quarters % 4) + 4) % 4) {
    case 1:
      return { x: height - p.y, y: p.x };
    case 2:
      return { x: width - p.x, y: height - p.y };
    case 3:
      return { x: p.y, y: width - p.x };
    default:
      return p;
  }
}

/** The quad in the image turned `quarters` quarter turns clockwise, its corners in order again. */
export function turnQuad(q: Quad, quarters: number, width: number, height: number): Quad {
  return orderCorners(q.map((p) => turnPoint(p, quarters, width, height)));
}

/** Whether `inner`'s centre lies inside `outer` (convex quads). */
export function containsPoint(outer: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = outer[i];
    const b = outer[(i + 1) % 4];
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) return false;
    }
  }
  return true;
}
