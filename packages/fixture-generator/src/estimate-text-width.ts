/*
 * Advance widths (per 1000 em) of Helvetica/Arial, which Liberation Sans shares metric for metric. SVG has no
 * text measurement before rasterising, so the layout estimates widths with these to shrink values that would
 * run into the next field.
 */
const REGULAR: Record<string, number> = {
  ' ': 278, '!': 278, "'": 191, '(': 333, ')': 333, ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, '°': 400,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556,
  o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};
const BOLD: Record<string, number> = {
  ' ': 278, '!': 333, "'": 238, '(': 333, ')': 333, ',': 278, '-': 333, '.': 278, '/': 278, ':': 333, '°': 400,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889, n: 611,
  o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
};
const DIGIT = 556;
const UNKNOWN = 600;

/** Estimated width in px of `text` at `fontSize` in Liberation Sans (regular or bold). */
export function estimateTextWidth(text: string, fontSize: number, bold: boolean): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) {
    // Accented letters are as wide as their base letter (É as E); ß is about as wide as B.
    const base = ch === 'ß' ? 'B' : ch.normalize('NFD')[0];
    units += /[0-9]/.test(base) ? DIGIT : (table[base] ?? UNKNOWN);
  }
  return (units * fontSize) / 1000;
}
