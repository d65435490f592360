import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, svgDocument, text } from './svg';
import { STREETS, TOWNS } from './vocabulary';

/** A street corner: sky, building fronts, a pole with a street-name plate and a direction or stop sign. */
export const streetSignScene: NonDocumentScene = {
  name: 'street-sign',
  finishes: ['photo', 'photo', 'photo'],
  longSide: [500, 1500],
  draw(rng: Rng, variant: number) {
    const width = 1000;
    const height = 1300;
    const parts = [`<rect width="100%" height="100%" fill="url(#sky)"/>`];
    for (let x = -20; x < width; x += rng.int(160, 260)) {
      const h = rng.int(350, 800);
      const w = rng.int(150, 260);
      parts.push(`<rect x="${x}" y="${height - h}" width="${w}" height="${h}" fill="${rng.pick(['#b8a48c', '#8d8f94', '#c7b299', '#a45f48', '#d9d3c7'])}"/>`);
      for (let wy = height - h + 40; wy < height - 120; wy += 90) for (let wx = x + 25; wx < x + w - 50; wx += 70) parts.push(`<rect x="${wx}" y="${wy}" width="38" height="52" fill="#41576b" opacity="0.8"/>`);
    }
    parts.push(`<rect x="0" y="${height - 110}" width="${width}" height="110" fill="#555555"/>`);
    const px = rng.int(380, 620);
    parts.push(`<rect x="${px - 12}" y="260" width="24" height="${height - 300}" fill="#6f7377"/>`);
    const plate = variant === 1 ? { fill: '#1c4f9c', ink: '#ffffff' } : variant === 2 ? { fill: '#ffffff', ink: '#111111' } : { fill: '#116a3c', ink: '#ffffff' };
    const street = rng.pick(STREETS);
    const plateWidth = Math.max(420, street.length * 30 + 80);
    parts.push(`<rect x="${px - plateWidth / 2}" y="280" width="${plateWidth}" height="110" rx="10" fill="${plate.fill}" stroke="${plate.ink}" stroke-width="6"/>`);
    parts.push(text(px, 355, street, { size: 52, family: SANS, fill: plate.ink, anchor: 'middle', weight: 'bold' }));
    if (variant === 0) {
      const cx = px;
      const cy = 560;
      const points = Array.from({ length: 8 }, (_, i) => `${(cx + 110 * Math.cos(Math.PI / 8 + (i * Math.PI) / 4)).toFixed(0)},${(cy + 110 * Math.sin(Math.PI / 8 + (i * Math.PI) / 4)).toFixed(0)}`);
      parts.push(`<polygon points="${points.join(' ')}" fill="#c62828" stroke="#ffffff" stroke-width="8"/>`, text(cx, cy + 22, 'STOP', { size: 62, family: SANS, fill: '#ffffff', anchor: 'middle', weight: 'bold' }));
    } else {
      const town = rng.pick(TOWNS);
      parts.push(`<path d="M${px - 200} 440 h340 l60 55 l-60 55 h-340 z" fill="#f2c300" stroke="#222222" stroke-width="4"/>`);
      parts.push(text(px - 30, 510, `${town} ${rng.int(2, 48)}`, { size: 40, family: SANS, fill: '#222222', anchor: 'middle', weight: 'bold' }));
    }
    const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rng.pick(['#6fa8dc', '#9fb8cc', '#f0b27a'])}"/><stop offset="1" stop-color="#e9eef2"/></linearGradient>`;
    return { svg: svgDocument(width, height, parts.join(''), defs), width, height };
  },
};
