import type { Rng } from '../prng';
import type { Point, Quad } from './warp-to-quad';

export interface Tilt {
  /** Turn in the image plane, degrees, clockwise. */
  angle: number;
  /** The side farther from the camera. */
  farSide: 'top' | 'right' | 'bottom' | 'left';
  /** Length of the far side over the near side's (1: no perspective). */
  squeeze: number;
}

/**
 * Where the corners of a width × height page land when it is seen tilted: its far side shortened to `squeeze`
 * and the page foreshortened across that side by half as much, then turned by `angle` about its centre.
 */
export function tiltQuad(width: number, height: number, tilt: Tilt): Quad {
  const foreshorten = (1 + tilt.squeeze) / 2;
  const corners: Point[] = [
    { x: -width / 2, y: -height / 2 },
    { x: width / 2, y: -height / 2 },
    { x: width / 2, y: height / 2 },
    { x: -width / 2, y: height / 2 },
  ].map((p) => {
    switch (tilt.farSide) {
      case 'top':
        return { x: p.y < 0 ? p.x * tilt.squeeze : p.x, y: p.y * foreshorten };
      case 'bottom':
        return { x: p.y > 0 ? p.x * tilt.squeeze : p.x, y: p.y * foreshorten };
      case 'left':
        return { x: p.x * foreshorten, y: p.x < 0 ? p.y * tilt.squeeze : p.y };
      case 'right':
        return { x: p.x * foreshorten, y: p.x > 0 ? p.y * tilt.squeeze : p.y };
    }
  });
  const radians = (tilt.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turned = corners.map((p) => ({ x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos }));
  return [turned[0], turned[1], turned[2], turned[3]];
}

/** A random tilt: `angle` degrees either way, far side drawn, squeeze in the range. */
export function drawTilt(rng: Rng, angle: readonly [number, number], squeeze: readonly [number, number]): Tilt {
  return {
    angle: rng.range(angle[0], angle[1]) * (rng.chance(0.5) ? 1 : -1),
    farSide: rng.pick(['top', 'right', 'bottom', 'left'] as const),
    squeeze: rng.range(squeeze[0], squeeze[1]),
  };
}
