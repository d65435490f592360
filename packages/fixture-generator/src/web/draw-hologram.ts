import type { Rng } from '../prng';
import type { SvgLayer } from './draw-security-print';

/** A box in px. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A hologram-like patch: a translucent iridescent oval with a few bright arcs, laid over part of one printed
 * value (its box, px) so that some letters of the value show through a colour wash, as on laminated cards.
 */
export function drawHologram(rng: Rng, over: Box, k: number): SvgLayer {
  const rx = rng.range(6, 10) * k;
  const ry = rx * rng.range(0.55, 0.8);
  // The centre near one end of the value, so the patch covers part of it, never all of it.
  const cx = over.x + (rng.chance(0.5) ? rng.range(0.0, 0.25) : rng.range(0.75, 1.0)) * over.w;
  const cy = over.y + over.h * rng.range(0.2, 0.8);
  const turn = rng.range(-30, 30);
  const defs =
    '<linearGradient id="holo" x1="0" y1="0" x2="1" y2="1">' +
    ['#ff7ad9', '#ffe66b', '#7dffb0', '#6fd3ff', '#b38bff', '#ff7ad9']
      .map((colour, i) => `<stop offset="${(i / 5).toFixed(2)}" stop-color="${colour}"/>`)
      .join('') +
    '</linearGradient>';
  const arcs: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const f = i / 4;
    arcs.push(`<ellipse cx="0" cy="0" rx="${(rx * f).toFixed(1)}" ry="${(ry * f).toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${(0.15 * k).toFixed(2)}"/>`);
  }
  const body =
    `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${turn.toFixed(1)})">` +
    `<ellipse cx="0" cy="0" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#holo)" fill-opacity="${rng.range(0.3, 0.5).toFixed(2)}"/>` +
    `${arcs.join('')}</g>`;
  return { defs, body };
}
