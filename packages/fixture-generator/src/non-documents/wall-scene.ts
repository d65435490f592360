import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { hex, svgDocument } from './svg';

/** A wall filling the frame: painted plaster with a fine turbulent texture, a brick wall, or tiles. */
export const wallScene: NonDocumentScene = {
  name: 'wall',
  finishes: ['photo', 'photo', 'camera'],
  longSide: [400, 1400],
  draw(rng: Rng, variant: number) {
    const width = 1200;
    const height = rng.pick([900, 1200, 800]);
    const seed = rng.int(1, 999);
    const texture = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.01, 0.04).toFixed(3)}" numOctaves="4" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${rng.range(0.15, 0.35).toFixed(2)}"/></feComponentTransfer></filter>`;
    const parts: string[] = [];
    if (variant % 3 === 0) {
      const [r, g, b] = rng.pick([[236, 230, 218], [210, 222, 230], [240, 240, 236], [226, 208, 190]]);
      parts.push(`<rect width="100%" height="100%" fill="${hex(r, g, b)}"/>`);
    } else if (variant % 3 === 1) {
      const mortar = '#cfc7bb';
      parts.push(`<rect width="100%" height="100%" fill="${mortar}"/>`);
      const bw = rng.int(110, 150);
      const bh = Math.round(bw * 0.36);
      for (let row = 0; row * (bh + 8) < height; row++) {
        for (let x = -((row % 2) * bw) / 2; x < width; x += bw + 8) {
          const base = rng.pick([[160, 72, 52], [142, 64, 48], [176, 92, 66], [128, 58, 44]]);
          parts.push(`<rect x="${x.toFixed(0)}" y="${row * (bh + 8)}" width="${bw}" height="${bh}" fill="${hex(base[0] + rng.int(-10, 10), base[1] + rng.int(-8, 8), base[2] + rng.int(-8, 8))}"/>`);
        }
      }
    } else {
      const tile = rng.int(90, 160);
      const colour = rng.pick(['#e9f1f2', '#f4efe6', '#dfe8dc']);
      parts.push(`<rect width="100%" height="100%" fill="#b9bcbc"/>`);
      for (let y = 0; y < height; y += tile) for (let x = 0; x < width; x += tile) parts.push(`<rect x="${x + 2}" y="${y + 2}" width="${tile - 4}" height="${tile - 4}" fill="${colour}"/>`);
    }
    parts.push(`<rect width="100%" height="100%" filter="url(#grain)"/>`);
    if (rng.chance(0.5)) parts.push(`<rect x="${rng.int(100, width - 300)}" y="${rng.int(100, height - 300)}" width="${rng.int(20, 40)}" height="${rng.int(20, 40)}" rx="4" fill="#f8f8f8" stroke="#c8c8c8" stroke-width="2"/>`);
    return { svg: svgDocument(width, height, parts.join(''), texture), width, height };
  },
};
