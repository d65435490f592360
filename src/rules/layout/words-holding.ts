import type { OcrWord } from '../../ocr/types';

/**
 * The words of `words` that hold `value`, where `value` is a piece of their text joined by single spaces (what a
 * pattern selected from a line or a caption's value): the number at the end of "IDENTITY CARD XOB27C58" is its
 * last word. All of them when `value` is not such a piece (matched with the spaces ignored, or reshaped).
 */
export function wordsHolding(words: readonly OcrWord[], value: string): readonly OcrWord[] {
  const text = words.map((w) => w.text).join(' ');
  const start = value ? text.indexOf(value) : -1;
  if (start < 0 || value === text) return words;
  const end = start + value.length;
  let at = 0;
  const holding = words.filter((word) => {
    const [from, to] = [at, at + word.text.length];
    at = to + 1;
    return from < end && to > start;
  });
  return holding.length ? holding : words;
}
