import type { Rng } from '../prng';
import { IntegerNoise } from './integer-noise';

export type Rgb = readonly [number, number, number];

/** Dark surfaces a document is put on for a photo. */
export const DARK_SURFACES: readonly Rgb[] = [
  [92, 64, 44], // wooden desk
  [58, 60, 66], // dark grey fabric
  [40, 52, 74], // navy tablecloth
  [110, 96, 80], // kraft paper
  [70, 44, 40], // dark red leather
];

export interface SurfaceOptions {
  /** Base colours, one drawn; dark ones by default. */
  colours?: readonly Rgb[];
  /** Peak-to-peak amplitude of the per-pixel grain; 24 by default. */
  grain?: number;
  /** Stretches the slow variation and the streaks, for frames bigger than a page plus its margin. */
  scale?: number;
}

/**
 * A surface with slow colour variation, fine grain and (sometimes) wood-like streaks, as raw RGB. The per-pixel
 * loop uses lookup tables and integer noise only: Math calls are slow under jest's sandbox, and this runs per pixel.
 */
export function makeSurface(rng: Rng, width: number, height: number, options: SurfaceOptions = {}): Buffer {
  const [r, g, b] = rng.pick(options.colours ?? DARK_SURFACES);
  const grain = options.grain ?? 24;
  const scale = options.scale ?? 1;
  const streaks = rng.chance(0.5);
  const fx = rng.range(0.002, 0.006) / scale;
  const fy = rng.range(0.002, 0.006) / scale;
  const streakFreq = rng.range(0.03, 0.08) / scale;
  const phase = rng.range(0, Math.PI * 2);
  const column = new Float64Array(width);
  const bend = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    column[x] = 18 * Math.sin(x * fx + phase);
    bend[x] = 4 * Math.sin((x * 0.004) / scale + phase);
  }
  const row = new Float64Array(height);
  for (let y = 0; y < height; y++) row[y] = Math.cos(y * fy - phase);
  const sine = sineTable();
  const noise = new IntegerNoise(rng);
  const data = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let shade = column[x] * row[y] + noise.uniform() * grain;
      if (streaks) shade += 10 * sine[((y * streakFreq + bend[x]) * SINE_SCALE) & SINE_MASK];
      const i = (y * width + x) * 3;
      data[i] = r + shade;
      data[i + 1] = g + shade;
      data[i + 2] = b + shade;
    }
  }
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

const SINE_SIZE = 4096;
const SINE_MASK = SINE_SIZE - 1;
const SINE_SCALE = SINE_SIZE / (2 * Math.PI);

function sineTable(): Float64Array {
  const table = new Float64Array(SINE_SIZE);
  for (let i = 0; i < SINE_SIZE; i++) table[i] = Math.sin(i / SINE_SCALE);
  return table;
}
