import type { Rng } from '../prng';

/**
 * Per-pixel noise from xorshift32 and a table of normal samples, both seeded from `rng`. Per-pixel loops use
 * this instead of `rng` and Math calls: those are slow under jest's sandbox, and these loops run millions of times.
 */
export class IntegerNoise {
  private state: number;
  private readonly normals = new Float64Array(65536);

  constructor(rng: Rng) {
    this.state = rng.int(1, 0x7fffffff);
    for (let i = 0; i < this.normals.length; i++) this.normals[i] = rng.normal();
  }

  private nextInt(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return x >>> 0;
  }

  /** Uniform in [-0.5, 0.5). */
  uniform(): number {
    return (this.nextInt() >>> 8) / 16777216 - 0.5;
  }

  gaussian(): number {
    return this.normals[this.nextInt() >>> 16];
  }
}
