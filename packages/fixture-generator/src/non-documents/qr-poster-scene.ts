import bwipjs from 'bwip-js';
import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, svgDocument, text } from './svg';
import { everydayDate, TOWNS } from './vocabulary';

/** bwip-js's symbol as paths in its own box, scaled into a square at (x, y); a real, decodable QR code. */
function qrCode(data: string, x: number, y: number, size: number): string {
  const svg = bwipjs.toSVG({ bcid: 'qrcode', text: data, scale: 4 });
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 100 100';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<rect x="${x - 16}" y="${y - 16}" width="${size + 32}" height="${size + 32}" fill="#ffffff"/><svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
}

/** An event poster: a big title, a date and a place, a slogan, and a QR code to the tickets. */
export const qrPosterScene: NonDocumentScene = {
  name: 'qr-poster',
  finishes: ['photo', 'camera', 'scan'],
  longSide: [700, 1500],
  draw(rng: Rng, variant: number) {
    const width = 900;
    const height = 1270;
    const [top, bottom] = rng.pick([['#ff7a59', '#7b2ff7'], ['#0f9b8e', '#1b3a6b'], ['#f9d423', '#e65c00'], ['#43cea2', '#185a9d']]);
    const title = rng.pick(['SUMMER FESTIVAL', 'JAZZ NIGHT', 'FOOD MARKET', 'OPEN AIR CINEMA', 'CITY RUN', 'BOOK FAIR']);
    const town = rng.pick(TOWNS);
    const parts: string[] = [`<rect width="100%" height="100%" fill="url(#sky)"/>`];
    for (let i = 0; i < 6; i++) parts.push(`<circle cx="${rng.int(0, width)}" cy="${rng.int(0, 700)}" r="${rng.int(40, 160)}" fill="#ffffff" opacity="${rng.range(0.06, 0.18).toFixed(2)}"/>`);
    const words = title.split(' ');
    words.forEach((word, i) => parts.push(text(width / 2, 220 + i * 120, word, { size: 110, family: SANS, weight: 'bold', anchor: 'middle', fill: '#ffffff' })));
    parts.push(text(width / 2, 500, everydayDate(rng), { size: 44, family: SANS, anchor: 'middle', fill: '#ffffff' }));
    parts.push(text(width / 2, 560, `${rng.pick(['Central Park', 'Old Harbour', 'Town Hall Square', 'Riverside'])}, ${town}`, { size: 36, family: SANS, anchor: 'middle', fill: '#ffffff' }));
    const qrSize = variant === 0 ? 300 : 240;
    parts.push(qrCode(`https://tickets.example/${title.toLowerCase().replace(/ /g, '-')}/${rng.int(1000, 9999)}`, width / 2 - qrSize / 2, 680, qrSize));
    parts.push(text(width / 2, 680 + qrSize + 80, rng.pick(['Scan for tickets', 'Free entry - scan to register', 'Scan me for the programme']), { size: 34, family: SANS, anchor: 'middle', fill: '#ffffff' }));
    const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
    return { svg: svgDocument(width, height, parts.join(''), defs), width, height };
  },
};
