import type { Rng } from '../prng';
import { IntegerNoise } from './integer-noise';

/**
 * Gaussian noise on raw RGB, mostly in brightness with a little colour, as a phone sensor adds. `chroma` is
 * the deviation of the per-channel part; in dim light it grows towards the brightness part.
 */
export function addSensorNoise(data: Buffer, rng: Rng, sigma: number, chroma = sigma * 0.3): void {
  const noise = new IntegerNoise(rng);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < pixels.length; i += 3) {
    const luma = noise.gaussian() * sigma;
    pixels[i] += luma + noise.gaussian() * chroma;
    pixels[i + 1] += luma + noise.gaussian() * chroma;
    pixels[i + 2] += luma + noise.gaussian() * chroma;
  }
}
