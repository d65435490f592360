import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, SERIF, svgDocument, text } from './svg';
import { BUSINESSES, DISHES, price } from './vocabulary';

/** A restaurant menu: the name, sections of dishes with dotted leaders to their prices, opening hours. */
export const menuScene: NonDocumentScene = {
  name: 'menu',
  finishes: ['camera', 'scan', 'camera'],
  longSide: [900, 1600],
  draw(rng: Rng, variant: number) {
    const width = 900;
    const height = 1300;
    const dark = variant === 1;
    const ink = dark ? '#f3ecd8' : '#2b2118';
    const family = variant === 2 ? SANS : SERIF;
    const size = rng.range(21, 25);
    const parts: string[] = [];
    parts.push(text(width / 2, 110, rng.pick(BUSINESSES.slice(6, 9)), { size: 52, family, anchor: 'middle', fill: ink, weight: 'bold' }));
    parts.push(`<line x1="250" y1="140" x2="650" y2="140" stroke="${ink}" stroke-width="2"/>`);
    let y = 210;
    const dishes = [...DISHES];
    for (const section of ['Starters', 'Mains', 'Desserts']) {
      parts.push(text(width / 2, y, section.toUpperCase(), { size: size * 1.2, family, anchor: 'middle', fill: ink, spacing: 3 }));
      y += size * 2;
      for (let i = 0; i < rng.int(3, 4); i++) {
        const dish = dishes.splice(rng.int(0, dishes.length - 1), 1)[0];
        const cost = price(rng, section === 'Mains' ? 11 : 5, section === 'Mains' ? 26 : 12);
        parts.push(text(100, y, dish, { size, family, fill: ink }));
        parts.push(text(800, y, cost.toFixed(2), { size, family, fill: ink, anchor: 'end' }));
        const from = 100 + dish.length * size * 0.55 + 10;
        if (from < 700) parts.push(`<line x1="${from.toFixed(0)}" y1="${y - 4}" x2="720" y2="${y - 4}" stroke="${ink}" stroke-width="2" stroke-dasharray="2 7" opacity="0.6"/>`);
        y += size * 1.9;
      }
      y += size * 1.2;
    }
    parts.push(text(width / 2, height - 70, `Open daily ${rng.int(10, 12)}:00 - ${rng.int(21, 23)}:30`, { size: size * 0.8, family, anchor: 'middle', fill: ink, italic: true }));
    const ground = dark ? '#24302a' : rng.pick(['#fbf5e6', '#ffffff', '#f4efe2']);
    return { svg: svgDocument(width, height, `<rect width="100%" height="100%" fill="${ground}"/>${parts.join('')}`), width, height };
  },
};
