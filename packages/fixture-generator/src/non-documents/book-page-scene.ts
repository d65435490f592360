import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SERIF, svgDocument, text, wrapWords } from './svg';
import { paragraphWords, sentence } from './vocabulary';

/** A page of a novel: a running head, indented paragraphs of prose, a page number. */
export const bookPageScene: NonDocumentScene = {
  name: 'book-page',
  finishes: ['scan', 'camera', 'camera'],
  longSide: [1000, 1600],
  draw(rng: Rng, variant: number) {
    const width = 900;
    const height = 1350;
    const size = rng.range(22, 26);
    const lead = size * 1.5;
    const perLine = Math.floor((width - 180) / (size * 0.52));
    const parts: string[] = [];
    const head = variant === 0 ? `CHAPTER ${rng.pick(['ONE', 'TWO', 'FIVE', 'NINE', 'TWELVE'])}` : sentence(rng).split(' ').slice(0, 4).join(' ').replace(/\.$/, '');
    parts.push(text(width / 2, 80, head, { size: size * 0.8, family: SERIF, anchor: 'middle', italic: variant !== 0, spacing: 1 }));
    let y = 150;
    while (y < height - 140) {
      const lines = wrapWords(paragraphWords(rng), perLine);
      lines.forEach((row, i) => {
        if (y >= height - 140) return;
        parts.push(text(i === 0 ? 130 : 90, y, row, { size, family: SERIF }));
        y += lead;
      });
    }
    parts.push(text(width / 2, height - 70, String(rng.int(12, 380)), { size: size * 0.8, family: SERIF, anchor: 'middle' }));
    const paper = rng.pick(['#fbf8ef', '#f6f1e3', '#fdfdfb']);
    return { svg: svgDocument(width, height, `<rect width="100%" height="100%" fill="${paper}"/>${parts.join('')}`), width, height };
  },
};
