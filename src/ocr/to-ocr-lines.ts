import type Tesseract from 'tesseract.js';
import { joinThaiFragments } from './join-thai-fragments';
import type { OcrLine } from './types';

/** Flattens tesseract's block → paragraph → line → word tree into lines of words, dropping empty ones. */
export function toOcrLines(page: Tesseract.Page): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = joinThaiFragments(
          line.words.map((w) => ({ text: w.text.trim(), confidence: w.confidence, box: { ...w.bbox } })).filter((w) => w.text.length > 0),
          line.text,
        );
        if (words.length === 0) continue;
        lines.push({ text: words.map((w) => w.text).join(' '), confidence: line.confidence, box: { ...line.bbox }, words });
      }
    }
  }
  return lines;
}
