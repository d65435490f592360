import { fromRaw, toRaw, type RawImage } from '../photo/raw-image';

/**
 * Smears the photo along a line of `length` px at `angle` degrees, as a hand moving during the exposure
 * does. The kernel is the line drawn anti-aliased; libvips convolves with integer weights, hence the × 1000.
 */
export async function addMotionBlur(photo: RawImage, length: number, angle: number): Promise<RawImage> {
  const radius = Math.ceil(length / 2);
  const size = 2 * radius + 1;
  const weights = new Float64Array(size * size);
  const dx = Math.cos((angle * Math.PI) / 180);
  const dy = Math.sin((angle * Math.PI) / 180);
  const steps = 64;
  for (let s = 0; s <= steps; s++) {
    const t = (s / steps - 0.5) * length;
    const x = radius + t * dx;
    const y = radius + t * dy;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    for (const [xx, wx] of [[x0, 1 - (x - x0)], [x0 + 1, x - x0]]) {
      for (const [yy, wy] of [[y0, 1 - (y - y0)], [y0 + 1, y - y0]]) {
        if (xx >= 0 && xx < size && yy >= 0 && yy < size) weights[yy * size + xx] += wx * wy;
      }
    }
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  const kernel = Array.from(weights, (w) => Math.round((w / total) * 1000));
  const scale = kernel.reduce((sum, w) => sum + w, 0);
  return toRaw(fromRaw(photo).convolve({ width: size, height: size, kernel, scale }));
}
