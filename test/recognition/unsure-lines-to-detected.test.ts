import { hasFoundLayout, unsureLinesToDetected } from '../../src/recognition/unsure-lines-to-detected';
import type { OcrLine } from '../../src/ocr/types';
import type { Box } from '../../src/domain/box';

const line = (text: string, confidence: number, box: Box): OcrLine => ({ text, confidence, box, words: [{ text, confidence, box }] });
const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });

describe('unsureLinesToDetected', () => {
  // A sparse card side read as one block: two rows and a barcode merged into tall, unsure lines.
  const merged = line('0 م ا', 40, box(300, 100, 1280, 260));
  const sure = line('ذكر مسلم متزوج', 91, box(460, 390, 1280, 440));
  const barcode = line('ال اا', 39, box(180, 730, 1430, 930));

  it('reads the rows a detector finds in place of unsure page lines, a row\'s boxes joined, top to bottom', () => {
    const detected = [box(790, 95, 1100, 125), box(270, 95, 370, 125), box(940, 200, 1100, 235), box(470, 395, 1100, 435), box(600, 520, 1100, 550)];
    const rows = unsureLinesToDetected([merged, sure, barcode], detected);
    expect(rows.map((r) => [r.box, r.text])).toEqual([
      [box(270, 95, 1100, 125), ''],
      [box(940, 200, 1100, 235), ''],
      [sure.box, sure.text],
      [box(600, 520, 1100, 550), ''],
      // No text detected there: the unsure line stays for the line re-read to judge.
      [barcode.box, barcode.text],
    ]);
  });

  it('keeps a page read that found the layout (four sure lines or more) as it is', () => {
    const lines = [0, 1, 2, 3].map((i) => line(`ROW ${i}`, 90, box(100, 100 + 60 * i, 900, 140 + 60 * i)));
    const withUnsure = [...lines, merged];
    expect(unsureLinesToDetected(withUnsure, [box(100, 500, 900, 540)])).toEqual(withUnsure);
    // Nor is the detector run for it.
    expect(hasFoundLayout(withUnsure)).toBe(true);
    expect(hasFoundLayout([merged, sure, barcode])).toBe(false);
  });
});
