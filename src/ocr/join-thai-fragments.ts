import type { OcrWord } from './types';

// Thai letters, vowels, tone marks and signs (U+0E01-U+0E4F); Thai digits are left out on purpose.
const THAI = /[\u0E01-\u0E4F]/u;

/**
 * Thai is written without spaces between the letters of a word, and tesseract returns nearly every Thai
 * letter, vowel and tone mark as a word of its own ("บ", "ั", "ต", "ร"). Its line text, read with
 * `preserve_interword_spaces`, still has a space only where the page has one. This joins the neighbouring
 * words that the line text writes with no space between them, where either side is Thai, so that words and
 * spaces are as printed. Words are returned unchanged when the line text does not spell them in order.
 * e.g. words "น","า","ย","ใจ","ดี" with line text "นาย ใจดี" ⟶ "นาย", "ใจดี"
 */
export function joinThaiFragments(words: readonly OcrWord[], lineText: string): OcrWord[] {
  if (!words.some((w) => THAI.test(w.text))) return [...words];
  const out: OcrWord[] = [];
  let at = 0;
  for (const word of words) {
    const found = lineText.indexOf(word.text, at);
    // Only spaces may stand between the end of the previous word and this one.
    if (found < 0 || lineText.slice(at, found).trim() !== '') return [...words];
    const spaced = found > at;
    at = found + word.text.length;
    const previous = out[out.length - 1];
    if (previous && !spaced && (THAI.test(previous.text[previous.text.length - 1]) || THAI.test(word.text[0]))) {
      out[out.length - 1] = {
        text: previous.text + word.text,
        confidence: Math.min(previous.confidence, word.confidence),
        box: {
          x0: Math.min(previous.box.x0, word.box.x0),
          y0: Math.min(previous.box.y0, word.box.y0),
          x1: Math.max(previous.box.x1, word.box.x1),
          y1: Math.max(previous.box.y1, word.box.y1),
        },
      };
    } else {
      out.push(word);
    }
  }
  return out;
}
