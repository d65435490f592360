/** The paper's level is taken over a window this share of the crop's shorter side (odd, within the bounds below). */
const WINDOW_SHARE = 1 / 8;
const MIN_WINDOW = 7;
const MAX_WINDOW = 41;

/**
 * Evens out the paper of a grey crop (in place): each pixel divided by the lightest level around it, so paper of
 * any shade (a grey scan, a shadow, a photo's dark margin, a black frame beside the page) turns white and print
 * stays as dark against it as it was against its own paper. Tesseract thresholds a crop by one level: where the
 * paper is grey in one part and white in another, the grey part turns to ink entirely and its text is lost (an
 * MRZ band on a darker page beside a white sheet read as nothing). The window is wider than a stroke, so a
 * letter's own ink never counts as its paper.
 */
export function flattenBackground(data: Uint8Array, width: number, height: number): void {
  if (width < 3 || height < 3 || data.length !== width * height) return;
  const window = Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, Math.round(Math.min(width, height) * WINDOW_SHARE) | 1));
  const paper = boxMean(maxFilter(maxFilter(data, width, height, window, width, 1), height, width, window, 1, width), width, height, window);
  for (let i = 0; i < data.length; i++) {
    const level = paper[i] > 0 ? paper[i] : 1;
    const v = ((data[i] * 255) / level + 0.5) | 0;
    data[i] = v > 255 ? 255 : v;
  }
}

/**
 * The running maximum over `window` pixels along one direction: `lines` lines of `length` pixels, a pixel's
 * neighbour `step` apart and each line `stride` after the last.
 */
function maxFilter(data: Uint8Array, length: number, lines: number, window: number, stride: number, step: number): Uint8Array {
  // Plain comparisons, no Math.max: the loop runs a million times a band, and jest's contexts slow Math calls on
  // typed arrays a hundredfold.
  const out = new Uint8Array(data.length);
  const reach = window >> 1;
  for (let line = 0; line < lines; line++) {
    const base = line * stride;
    for (let i = 0; i < length; i++) {
      let max = 0;
      const last = i + reach < length ? i + reach : length - 1;
      for (let j = i > reach ? i - reach : 0; j <= last; j++) {
        const v = data[base + j * step];
        if (v > max) max = v;
      }
      out[base + i * step] = max;
    }
  }
  return out;
}

/** The mean over a `window` square around each pixel (clipped at the edges): the maximum's blocks smoothed. */
function boxMean(data: Uint8Array, width: number, height: number, window: number): Uint8Array {
  const reach = window >> 1;
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const y0 = y > reach ? y - reach : 0;
    const y1 = y + reach + 1 < height ? y + reach + 1 : height;
    for (let x = 0; x < width; x++) {
      const x0 = x > reach ? x - reach : 0;
      const x1 = x + reach + 1 < width ? x + reach + 1 : width;
      const sum = sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0] + sums[y0 * (width + 1) + x0];
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return out;
}
