import type { RawImage } from '../photo/raw-image';
import { fromRaw, toRaw } from '../photo/raw-image';
import type { Rng } from '../prng';

/**
 * A dim room: the exposure a quarter of what it should be, lifted blacks (so little contrast is left) and the
 * warm cast of a tungsten bulb. The strong noise that comes with it is the caller's, after this.
 */
export async function darkenLowLight(photo: RawImage, rng: Rng): Promise<RawImage> {
  const gain = rng.range(0.22, 0.32);
  const floor = rng.range(8, 16);
  const cast = rng.pick([
    [1, 0.9, 0.7], // tungsten
    [0.92, 0.97, 1], // blue dusk from a window
    [1, 0.96, 0.86], // warm LED
  ] as const);
  return toRaw(fromRaw(photo).linear(cast.map((c) => c * gain), cast.map((c) => floor * c)));
}
