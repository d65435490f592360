/** How many pixels of each grey level (0-255) `values` holds. */
export function greyHistogram(values: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (const v of values) histogram[v]++;
  return histogram;
}

/** The grey level below which `share` of a histogram's pixels lie (its percentile); 255 for an empty one. */
export function levelAt(histogram: Uint32Array, share: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level];
    if (total > 0 && seen >= total * share) return level;
  }
  return 255;
}
