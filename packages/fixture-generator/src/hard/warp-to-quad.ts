import type { RawImage } from '../photo/raw-image';

export interface Point {
  x: number;
  y: number;
}

/** Top-left, top-right, bottom-right, bottom-left: where the page's corners land. */
export type Quad = readonly [Point, Point, Point, Point];

/** Grid of samples per output pixel and axis: 2 × 2 keeps a side shrunk to 0.7 from aliasing. */
const SUPERSAMPLE = 2;

/**
 * Maps an RGBA page onto a quadrilateral by the projective transform that takes its corners there, as a camera
 * at an angle sees a flat page: the far side shorter, its lines converging. Sampling is bilinear on
 * premultiplied alpha (so the transparent surroundings leave no dark fringe). Returns the warped page in its
 * bounding box and where that box lies in the quad's coordinates.
 */
export function warpToQuad(page: RawImage, quad: Quad): { image: RawImage; left: number; top: number } {
  if (page.channels !== 4) throw new Error('warpToQuad needs an RGBA page');
  const left = Math.floor(Math.min(...quad.map((p) => p.x)));
  const top = Math.floor(Math.min(...quad.map((p) => p.y)));
  const width = Math.ceil(Math.max(...quad.map((p) => p.x))) - left + 1;
  const height = Math.ceil(Math.max(...quad.map((p) => p.y))) - top + 1;
  const inverse = invert(squareToQuad(quad.map((p) => ({ x: p.x - left, y: p.y - top })) as unknown as Quad));

  const src = page.data;
  const sw = page.width;
  const sh = page.height;
  const out = Buffer.alloc(width * height * 4);
  const acc = new Float64Array(4);
  const step = 1 / SUPERSAMPLE;
  const weight = 1 / (SUPERSAMPLE * SUPERSAMPLE);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      acc.fill(0);
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const px = x + (sx + 0.5) * step;
          const py = y + (sy + 0.5) * step;
          const w = inverse[6] * px + inverse[7] * py + inverse[8];
          const u = (inverse[0] * px + inverse[1] * py + inverse[2]) / w;
          const v = (inverse[3] * px + inverse[4] * py + inverse[5]) / w;
          samplePremultiplied(src, sw, sh, u * sw - 0.5, v * sh - 0.5, acc);
        }
      }
      const alpha = acc[3] * weight;
      const i = (y * width + x) * 4;
      if (alpha > 0.5) {
        out[i] = Math.round(acc[0] / acc[3]);
        out[i + 1] = Math.round(acc[1] / acc[3]);
        out[i + 2] = Math.round(acc[2] / acc[3]);
        out[i + 3] = Math.round(alpha);
      }
    }
  }
  return { image: { data: out, width, height, channels: 4 }, left, top };
}

/** Adds the bilinear sample at (x, y), colour premultiplied by alpha; outside the page is transparent. */
function samplePremultiplied(src: Buffer, width: number, height: number, x: number, y: number, acc: Float64Array): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  for (let dy = 0; dy <= 1; dy++) {
    const yy = y0 + dy;
    if (yy < 0 || yy >= height) continue;
    const wy = dy ? fy : 1 - fy;
    for (let dx = 0; dx <= 1; dx++) {
      const xx = x0 + dx;
      if (xx < 0 || xx >= width) continue;
      const w = wy * (dx ? fx : 1 - fx);
      const i = (yy * width + xx) * 4;
      const a = src[i + 3] * w;
      acc[0] += src[i] * a;
      acc[1] += src[i + 1] * a;
      acc[2] += src[i + 2] * a;
      acc[3] += a;
    }
  }
}

/** The projective map (row-major 3 × 3) taking the unit square's corners to the quad's (Heckbert 1989). */
function squareToQuad(q: Quad): number[] {
  const [p0, p1, p2, p3] = q;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  if (Math.abs(dx3) < 1e-9 && Math.abs(dy3) < 1e-9) {
    return [p1.x - p0.x, p3.x - p0.x, p0.x, p1.y - p0.y, p3.y - p0.y, p0.y, 0, 0, 1];
  }
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / den;
  const h = (dx1 * dy3 - dx3 * dy1) / den;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

function invert(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [A / det, -(b * i - c * h) / det, (b * f - c * e) / det, B / det, (a * i - c * g) / det, -(a * f - c * d) / det, C / det, -(a * h - b * g) / det, (a * e - b * d) / det];
}
