import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { svgDocument } from './svg';

/** A wavy ridge line across the frame at height `base`, closed to the bottom, as an SVG path. */
function ridge(rng: Rng, width: number, height: number, base: number, amplitude: number): string {
  const points: string[] = [];
  const phase = rng.range(0, Math.PI * 2);
  const wavelength = rng.range(width * 0.4, width * 1.2);
  for (let x = 0; x <= width; x += width / 40) {
    const y = base + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase) + (amplitude / 3) * Math.sin((x / wavelength) * 7 + phase);
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
}

/** A landscape: a graded sky, a sun or moon with a glow, layers of hills fading into the distance, a few trees. */
export const landscapeScene: NonDocumentScene = {
  name: 'landscape',
  finishes: ['photo', 'photo', 'screen'],
  longSide: [400, 1600],
  draw(rng: Rng, variant: number) {
    const width = 1400;
    const height = variant === 1 ? 1050 : 800;
    const skies = [['#1e5aa8', '#a9d4f5'], ['#ff7e5f', '#feb47b'], ['#0b1d3a', '#41507a'], ['#5fa8d3', '#e8f4fa']];
    const [top, horizon] = skies[(variant + rng.int(0, 3)) % skies.length];
    const hills = rng.pick([['#6b8f4e', '#4f7a3a', '#2f5a24'], ['#8a7f6a', '#6e6250', '#4b4234'], ['#5c7d8a', '#3f6170', '#23414e']]);
    const sunX = rng.int(200, width - 200);
    const sunY = rng.int(120, Math.round(height * 0.4));
    const parts = [
      `<rect width="100%" height="100%" fill="url(#sky)"/>`,
      `<circle cx="${sunX}" cy="${sunY}" r="220" fill="url(#glow)"/>`,
      `<circle cx="${sunX}" cy="${sunY}" r="${rng.int(40, 70)}" fill="${top === '#0b1d3a' ? '#f2f2e6' : '#fff4c2'}"/>`,
    ];
    for (let i = 0; i < 4; i++) parts.push(`<ellipse cx="${rng.int(0, width)}" cy="${rng.int(60, height * 0.35)}" rx="${rng.int(80, 180)}" ry="${rng.int(20, 40)}" fill="#ffffff" opacity="${rng.range(0.3, 0.7).toFixed(2)}"/>`);
    hills.forEach((colour, i) => parts.push(`<path d="${ridge(rng, width, height, height * (0.5 + i * 0.13), height * (0.08 - i * 0.015))}" fill="${colour}"/>`));
    for (let i = 0; i < rng.int(2, 7); i++) {
      const x = rng.int(40, width - 40);
      const y = rng.int(Math.round(height * 0.8), height - 20);
      const s = rng.range(0.6, 1.3);
      parts.push(`<rect x="${x - 6 * s}" y="${y - 40 * s}" width="${12 * s}" height="${40 * s}" fill="#4a3222"/><path d="M${x} ${y - 150 * s} L${x - 45 * s} ${y - 35 * s} L${x + 45 * s} ${y - 35 * s}Z" fill="#1f3d1a"/>`);
    }
    const defs =
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${horizon}"/></linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff8d0" stop-opacity="0.8"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient>`;
    return { svg: svgDocument(width, height, parts.join(''), defs), width, height };
  },
};
