import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { MONO, svgDocument, text } from './svg';
import { address, BUSINESSES, everydayDate, price, SHOP_ITEMS } from './vocabulary';

/** A till receipt: shop, address, date and time, items with prices, a total, VAT and a card payment. */
export const receiptScene: NonDocumentScene = {
  name: 'receipt',
  finishes: ['camera', 'scan', 'camera'],
  longSide: [800, 1500],
  draw(rng: Rng, variant: number) {
    const width = rng.int(460, 560);
    const size = rng.range(17, 21);
    const lead = size * 1.45;
    const items = Array.from({ length: rng.int(4, 12) }, () => ({ name: rng.pick(SHOP_ITEMS), cost: price(rng, 0.49, 14.99) }));
    const currency = rng.pick(['', 'EUR ', '$', '£']);
    const money = (v: number): string => `${currency}${v.toFixed(2)}`;
    const right = width - 28;
    const parts: string[] = [];
    let y = 60;
    const line = (left: string, value = '', style: { bold?: boolean; centre?: boolean } = {}): void => {
      const weight = style.bold ? 'bold' : 'normal';
      if (style.centre) parts.push(text(width / 2, y, left, { size, family: MONO, weight, anchor: 'middle' }));
      else parts.push(text(28, y, left, { size, family: MONO, weight }));
      if (value) parts.push(text(right, y, value, { size, family: MONO, weight, anchor: 'end' }));
      y += lead;
    };
    line(rng.pick(BUSINESSES).toUpperCase(), '', { bold: true, centre: true });
    for (const row of address(rng)) line(row, '', { centre: true });
    line(`Tel ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`, '', { centre: true });
    y += lead / 2;
    line(`${everydayDate(rng)}  ${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, `#${rng.int(1000, 9999)}`);
    line('-'.repeat(Math.floor((right - 28) / (size * 0.6))));
    for (const item of items) line(item.name.slice(0, 22), money(item.cost));
    line('-'.repeat(Math.floor((right - 28) / (size * 0.6))));
    const total = items.reduce((sum, item) => sum + item.cost, 0);
    line('TOTAL', money(total), { bold: true });
    if (variant % 2 === 0) line(`VAT ${rng.pick([7, 10, 19, 20])}% incl.`, money(total * 0.16));
    line(rng.pick(['CARD', 'VISA **** ' + rng.int(1000, 9999), 'CASH']), money(total));
    y += lead / 2;
    line(rng.pick(['Thank you for shopping with us', 'Thank you! Please come again', 'Keep your receipt']), '', { centre: true });
    const height = Math.round(y + 40);
    // Thermal paper: a faint grey cast and a torn-looking bottom edge.
    const edge = Array.from({ length: Math.ceil(width / 12) + 1 }, (_, i) => `${i * 12},${height - rng.int(0, 8)}`).join(' ');
    const paper = `<polygon points="0,0 ${width},0 ${edge.split(' ').reverse().join(' ')}" fill="#f7f6f2"/>`;
    return { svg: svgDocument(width, height, paper + parts.join('')), width, height };
  },
};
