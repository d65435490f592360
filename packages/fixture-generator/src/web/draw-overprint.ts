import { escapeXml } from '../escape-xml';
import type { Overprint } from './web-style';

/**
 * A specimen's stamp across the side: one big word, turned, semi-transparent, over whatever fields it crosses
 * (as "MUSTER" lies over the German card's names and dates). Centred a little off the middle, px units.
 */
export function drawOverprint(o: Overprint, width: number, height: number, fontFamily: string): string {
  const cx = width * 0.55;
  const cy = height * 0.55;
  const size = height * o.size;
  const paint = o.outline
    ? `fill="none" stroke="${o.colour}" stroke-width="${(size * 0.04).toFixed(1)}" stroke-opacity="${(o.opacity * 1.6).toFixed(2)}"`
    : `fill="${o.colour}" fill-opacity="${o.opacity.toFixed(2)}"`;
  return `<text x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" font-family="${fontFamily}" font-weight="bold" font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="middle" letter-spacing="${(size * 0.08).toFixed(1)}" transform="rotate(${o.angle.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" ${paint}>${escapeXml(o.word)}</text>`;
}
