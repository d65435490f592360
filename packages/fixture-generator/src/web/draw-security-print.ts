import { escapeXml } from '../escape-xml';
import type { Rng } from '../prng';
import type { SecurityPrint } from './web-style';

/** SVG pieces: what goes in `<defs>` and what is drawn. */
export interface SvgLayer {
  defs: string;
  body: string;
}

const RAINBOW = ['#ff8fc0', '#ffd66e', '#9ff0a6', '#8fd8ff', '#c39bff'];
const MICROTEXT = ['IDENTITY • IDENTITÉ • IDENTITÄT • ', 'SECURITY PRINT • ', 'DOCUMENT • DOCUMENTO • DOKUMENT • '];

/**
 * Colour security print under the text, as real cards have it: a rainbow (iridescent) band, two families of
 * fine wave lines whose beats make moiré bands, one or two rosettes, and lines of microtext, in saturated but
 * light inks. Sizes are in mm (`k` px per mm) so a card and a passport page look alike.
 */
export function drawSecurityPrint(rng: Rng, print: SecurityPrint, width: number, height: number, k: number): SvgLayer {
  const [ink1, ink2, ink3 = ink1] = print.inks;
  const body: string[] = [];

  const angle = (print.rainbowAngle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(angle) / 2, Math.sin(angle) / 2];
  const from = print.rainbowAt - print.rainbowWidth / 2;
  const stops = [`<stop offset="${Math.max(0, from).toFixed(3)}" stop-color="${RAINBOW[0]}" stop-opacity="0"/>`];
  RAINBOW.forEach((colour, i) => {
    const at = from + (print.rainbowWidth * (i + 0.5)) / RAINBOW.length;
    stops.push(`<stop offset="${Math.min(1, Math.max(0, at)).toFixed(3)}" stop-color="${colour}" stop-opacity="0.55"/>`);
  });
  stops.push(`<stop offset="${Math.min(1, from + print.rainbowWidth).toFixed(3)}" stop-color="${RAINBOW[RAINBOW.length - 1]}" stop-opacity="0"/>`);
  const defs = `<linearGradient id="rainbow" x1="${(0.5 - dx).toFixed(3)}" y1="${(0.5 - dy).toFixed(3)}" x2="${(0.5 + dx).toFixed(3)}" y2="${(0.5 + dy).toFixed(3)}">${stops.join('')}</linearGradient>`;
  body.push(`<rect width="${width}" height="${height}" fill="url(#rainbow)"/>`);

  body.push(waveFamily(rng, ink1, width, height, k, rng.range(1.3, 2.0)));
  body.push(waveFamily(rng, ink2, width, height, k, rng.range(1.6, 2.4)));
  const rosettes = rng.int(1, 2);
  for (let i = 0; i < rosettes; i++) body.push(rosette(rng, i === 0 ? ink3 : ink2, rng.range(0.15, 0.85) * width, rng.range(0.2, 0.8) * height, rng.range(8, 16) * k, k));
  body.push(microtext(rng, ink1 === ink3 ? ink2 : ink3, width, height, k));

  return { defs, body: `<g opacity="${print.strength.toFixed(2)}">${body.join('')}</g>` };
}

/** Parallel sine lines 1.3-2.4 mm apart over the whole side, each a little out of phase with the last. */
function waveFamily(rng: Rng, ink: string, width: number, height: number, k: number, spacingMm: number): string {
  const wavelength = rng.range(14, 30) * k;
  const amplitude = rng.range(1, 3.2) * k;
  const tilt = rng.range(-0.25, 0.25);
  const drift = rng.range(0.1, 0.4);
  const paths: string[] = [];
  const spacing = spacingMm * k;
  const extra = Math.abs(tilt) * width + amplitude;
  for (let y0 = -extra, line = 0; y0 <= height + extra; y0 += spacing, line++) {
    const points: string[] = [];
    for (let x = 0; x <= width + k; x += k) {
      const y = y0 + tilt * x + amplitude * Math.sin((x * 2 * Math.PI) / wavelength + line * drift);
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    paths.push(`M${points.join('L')}`);
  }
  return `<path d="${paths.join(' ')}" fill="none" stroke="${ink}" stroke-width="${(rng.range(0.08, 0.14) * k).toFixed(2)}"/>`;
}

/** Hypotrochoids turned about one centre: the spirograph rosette of banknotes and cards. */
function rosette(rng: Rng, ink: string, cx: number, cy: number, radius: number, k: number): string {
  const big = rng.pick([7, 9, 11]);
  const small = rng.pick([2, 3, 4]);
  const scale = radius / big;
  const pen = rng.range(0.5, 0.9) * small * scale;
  const curves: string[] = [];
  const copies = rng.int(3, 6);
  for (let c = 0; c < copies; c++) {
    const turn = (c / copies) * ((2 * Math.PI) / big);
    const points: string[] = [];
    for (let t = 0; t <= 2 * Math.PI * small + 0.01; t += 0.025) {
      const x = (big - small) * scale * Math.cos(t) + pen * Math.cos(((big - small) / small) * t);
      const y = (big - small) * scale * Math.sin(t) - pen * Math.sin(((big - small) / small) * t);
      points.push(`${(cx + x * Math.cos(turn) - y * Math.sin(turn)).toFixed(1)},${(cy + x * Math.sin(turn) + y * Math.cos(turn)).toFixed(1)}`);
    }
    curves.push(`M${points.join('L')}`);
  }
  return `<path d="${curves.join(' ')}" fill="none" stroke="${ink}" stroke-width="${(0.1 * k).toFixed(2)}"/>`;
}

/** A few lines of 0.5-0.8 mm text, too small to read on a web image but enough to speckle what crosses them. */
function microtext(rng: Rng, ink: string, width: number, height: number, k: number): string {
  const size = rng.range(0.5, 0.8) * k;
  const phrase = rng.pick(MICROTEXT);
  const line = phrase.repeat(Math.ceil(width / (phrase.length * size * 0.55)) + 1);
  const out: string[] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const y = rng.range(0.08, 0.95) * height;
    out.push(`<text x="0" y="${y.toFixed(1)}" font-family="DejaVu Sans, sans-serif" font-size="${size.toFixed(2)}" fill="${ink}">${escapeXml(line)}</text>`);
  }
  return out.join('');
}
