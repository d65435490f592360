import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, SERIF, svgDocument, text, wrapWords } from './svg';
import { address, BUSINESSES, everydayDate, paragraphWords, personName } from './vocabulary';

/** A letter: the sender's address, a date, the addressee's name and address, a salutation, prose, a signature. */
export const letterScene: NonDocumentScene = {
  name: 'letter',
  finishes: ['scan', 'camera', 'scan'],
  longSide: [1000, 1600],
  draw(rng: Rng, variant: number) {
    const width = 1000;
    const height = 1414;
    const family = variant === 1 ? SERIF : SANS;
    const size = rng.range(20, 23);
    const lead = size * 1.45;
    const parts: string[] = [];
    let y = 110;
    const sender = [variant === 2 ? rng.pick(BUSINESSES) : personName(rng), ...address(rng)];
    for (const row of sender) {
      parts.push(text(width - 90, y, row, { size, family, anchor: 'end', weight: row === sender[0] ? 'bold' : 'normal' }));
      y += lead;
    }
    y += lead;
    const to = [personName(rng), ...address(rng)];
    for (const row of to) {
      parts.push(text(90, y, row, { size, family }));
      y += lead;
    }
    y += lead;
    parts.push(text(width - 90, y, `${rng.pick(['', 'Date: '])}${everydayDate(rng)}`, { size, family, anchor: 'end' }));
    y += lead * 2;
    parts.push(text(90, y, `Dear ${to[0].split(' ')[0]},`, { size, family }));
    y += lead * 1.6;
    const perLine = Math.floor((width - 180) / (size * 0.56));
    for (let p = 0; p < rng.int(2, 4) && y < height - 300; p++) {
      for (const row of wrapWords(paragraphWords(rng), perLine)) {
        if (y >= height - 300) break;
        parts.push(text(90, y, row, { size, family }));
        y += lead;
      }
      y += lead * 0.6;
    }
    y += lead;
    parts.push(text(90, y, rng.pick(['Yours sincerely,', 'Kind regards,', 'Best wishes,']), { size, family }));
    parts.push(`<path d="M95 ${y + 60} c30 -40 50 30 80 -5 s40 -30 70 10 s30 -20 60 0" fill="none" stroke="#1d2f6f" stroke-width="2.5"/>`);
    parts.push(text(90, y + 110, sender[0], { size, family }));
    return { svg: svgDocument(width, height, `<rect width="100%" height="100%" fill="#fefefc"/>${parts.join('')}`), width, height };
  },
};
