import type { OcrLine, OcrWord } from '../../src/ocr/types';

/** A hand-made OCR line: words 14 px a letter, 10 px apart, 30 px tall, from (x, y). */
export function ocrLine(text: string, x: number, y: number, confidence = 90): OcrLine {
  let left = x;
  const words: OcrWord[] = text.split(' ').map((word) => {
    const box = { x0: left, y0: y, x1: left + word.length * 14, y1: y + 30 };
    left = box.x1 + 10;
    return { text: word, confidence, box };
  });
  return { text, confidence, box: { x0: x, y0: y, x1: left - 10, y1: y + 30 }, words };
}
