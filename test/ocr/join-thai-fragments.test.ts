import { joinThaiFragments } from '../../src/ocr/join-thai-fragments';
import type { OcrWord } from '../../src/ocr/types';

/**
 * Words as tesseract gives them for one line: each word placed after the previous one, 20 px per character,
 * 4 px apart. What a rules author sees is the words after joining: one word per printed Thai word.
 */
function words(...texts: Array<string | [string, number]>): OcrWord[] {
  let left = 100;
  return texts.map((entry) => {
    const [text, confidence] = typeof entry === 'string' ? [entry, 90] : entry;
    const box = { x0: left, y0: 50, x1: left + text.length * 20, y1: 80 };
    left = box.x1 + 4;
    return { text, confidence, box };
  });
}

const texts = (ws: readonly OcrWord[]): string[] => ws.map((w) => w.text);

describe('joinThaiFragments', () => {
  it('rebuilds Thai words split into letters, breaking only where the line text has a space', () => {
    // "นาย ใจดี" (Mr Jaidee) returned as one word per letter or letter cluster.
    const joined = joinThaiFragments(words('น', 'า', 'ย', 'ใจ', 'ดี'), 'นาย ใจดี\n');
    expect(texts(joined)).toEqual(['นาย', 'ใจดี']);
  });

  it('keeps vowel and tone marks returned as words of their own on their letter', () => {
    // "บัตร" as tesseract splits it: the vowel mark above ั on its own.
    const joined = joinThaiFragments(words('บ', 'ั', 'ต', 'ร', 'ประจำ', 'ตัว'), 'บัตร ประจำตัว');
    expect(texts(joined)).toEqual(['บัตร', 'ประจำตัว']);
  });

  it('gives a joined word the box around its pieces and the lowest confidence among them', () => {
    const pieces = words(['ส', 95], ['ม', 60], ['ชาย', 88]);
    const [joined] = joinThaiFragments(pieces, 'สมชาย');
    expect(joined).toEqual({
      text: 'สมชาย',
      confidence: 60,
      box: { x0: pieces[0].box.x0, y0: 50, x1: pieces[2].box.x1, y1: 80 },
    });
  });

  it('joins by the lowest top and highest bottom when the pieces sit at different heights', () => {
    // A tone mark stands above the letters, a vowel below them: the word's box spans both.
    const pieces: OcrWord[] = [
      { text: 'ก', confidence: 90, box: { x0: 10, y0: 40, x1: 30, y1: 70 } },
      { text: '่', confidence: 90, box: { x0: 22, y0: 20, x1: 32, y1: 35 } },
      { text: 'อ', confidence: 90, box: { x0: 34, y0: 40, x1: 54, y1: 75 } },
    ];
    expect(joinThaiFragments(pieces, 'ก่อ')).toEqual([{ text: 'ก่อ', confidence: 90, box: { x0: 10, y0: 20, x1: 54, y1: 75 } }]);
  });

  it('treats several spaces in the line text (preserved interword spaces) as one break', () => {
    expect(texts(joinThaiFragments(words('ชื่', 'อ', 'สม', 'ชาย'), 'ชื่อ    สมชาย'))).toEqual(['ชื่อ', 'สมชาย']);
  });

  it('joins Thai to a Latin letter or digit written against it, but never two non-Thai words', () => {
    // "ที่1" is written with no space; "AB" and "12" in the same line stay as tesseract split them.
    const joined = joinThaiFragments(words('ที่', '1', 'A', 'B', '1', '2'), 'ที่1 AB 12');
    expect(texts(joined)).toEqual(['ที่1', 'A', 'B', '1', '2']);
  });

  it('leaves a Latin-only line untouched, even where its line text has no space between words', () => {
    const latin = words('JOHN', 'SMITH', '1', '2');
    const out = joinThaiFragments(latin, 'JOHNSMITH 12');
    expect(out).toEqual(latin);
    expect(out).not.toBe(latin);
  });

  it('leaves the words as they are when the line text does not spell them in order', () => {
    const pieces = words('น', 'า', 'ย');
    // A word missing from the line text, words out of order, and something other than a space between two words.
    expect(joinThaiFragments(pieces, 'นา')).toEqual(pieces);
    expect(joinThaiFragments(pieces, 'านย')).toEqual(pieces);
    expect(joinThaiFragments(pieces, 'น-าย')).toEqual(pieces);
  });

  it('finds a piece after the previous one even when the same letter was printed earlier on the line', () => {
    // "นาน" (long): the last น must be matched after า, not at the line's start.
    expect(texts(joinThaiFragments(words('น', 'า', 'น', 'มาก'), 'นาน มาก'))).toEqual(['นาน', 'มาก']);
  });

  it('returns no words for a line with none', () => {
    expect(joinThaiFragments([], 'anything')).toEqual([]);
  });
});
