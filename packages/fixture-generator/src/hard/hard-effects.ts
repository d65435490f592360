/**
 * The `hard` fixture set: real phone photos at their worst, one effect per image. Image i of a run (from 0)
 * gets effect i modulo 9, so `--count 9` makes hard-01 … hard-09 with one of each, in this order.
 */
export const HARD_EFFECTS = [
  'cluttered-table', // hard-01: small in a 12 MP frame, on a table with things lying about
  'perspective', // hard-02: turned 15°, one side markedly shorter
  'rotated-90', // hard-03: a camera-like photo turned a quarter clockwise (pixels, no EXIF orientation)
  'rotated-180', // hard-04: upside down
  'rotated-270', // hard-05: a quarter anticlockwise
  'motion-blur', // hard-06: the phone moved while the shutter was open
  'glare', // hard-07: the lamp reflected in the laminate
  'low-light', // hard-08: dark, flat, noisy, coarsely compressed
  'heic', // hard-09: as an iPhone stores it, HEVC in HEIC, 12 MP
] as const;

export type HardEffect = (typeof HARD_EFFECTS)[number];

export function isHardEffect(value: string): value is HardEffect {
  return (HARD_EFFECTS as readonly string[]).includes(value);
}

/** The effect of image `index` (from 0) of a hard run. */
export function hardEffectForIndex(index: number): HardEffect {
  return HARD_EFFECTS[index % HARD_EFFECTS.length];
}
