import type { Rng } from '../prng';

/**
 * Light falling off from a bright spot and across the frame, as from a desk lamp or a window, with a slight
 * colour cast; an SVG the size of the frame, to multiply over it.
 */
export function makeLightingSvg(rng: Rng, width: number, height: number): Buffer {
  const cx = rng.range(0.2, 0.8);
  const cy = rng.range(0.2, 0.8);
  const edge = Math.round(rng.range(135, 185));
  const x2 = rng.chance(0.5) ? 1 : 0;
  const side = Math.round(rng.range(195, 230));
  // Warm lamp or cool daylight: a slight colour cast over everything.
  const cast = rng.pick(['rgb(255,244,226)', 'rgb(236,244,255)', 'rgb(255,255,255)']);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<radialGradient id="spot" cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" r="0.85"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="rgb(${edge},${edge},${edge})"/></radialGradient>` +
    `<linearGradient id="side" x1="${1 - x2}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="rgb(${side},${side},${Math.min(255, side + 8)})"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#spot)"/>` +
    `<rect width="100%" height="100%" fill="url(#side)" opacity="0.8"/>` +
    `<rect width="100%" height="100%" fill="${cast}" opacity="0.9"/></svg>`;
  return Buffer.from(svg);
}
