/**
 * A small seeded pseudo-random generator, so that a seed always gives the same identity and the same image.
 * mulberry32: 32-bit state, fast, good enough for test data (not for anything secret).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform real in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Standard normal (mean 0, deviation 1). */
  normal(): number;
  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  let spareNormal: number | undefined;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    chance: (probability) => next() < probability,
    normal: () => {
      if (spareNormal !== undefined) {
        const value = spareNormal;
        spareNormal = undefined;
        return value;
      }
      // Box-Muller; 1 - next() keeps the logarithm away from zero.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spareNormal = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    chars: (alphabet, length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}

/** Derives an independent seed for a sub-stream (identity, page, camera) so changing one never shifts another. */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  return (hash ^ (hash >>> 13)) >>> 0;
}
