import { digitsForLetters, lettersForDigits, lookalikesOf } from '../text/lookalikes';

/**
 * OCR-B look-alikes, as data. The engines confuse a small, stable set of glyph pairs; the corrector uses the
 * field type to decide which side of a pair a position can hold. The letter/digit pairs are text/lookalikes'
 * (views `mrz` and `mrzAlnum`); the filler's look-alikes and the letter pairs below are the MRZ's own.
 */

/** Digits a letter may really be, in a position that can hold only a digit; the first is the likeliest. */
export const DIGITS_FOR_LETTER: Readonly<Record<string, readonly string[]>> = digitsForLetters('mrz');

/** The letter a digit may really be, in a position that can hold only a letter or a filler. */
export const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(lettersForDigits('mrz')).map(([digit, letters]) => [digit, letters[0]]));

/**
 * Where letters and digits are both legal (document and personal numbers), the other reading of a character.
 * Kept to the pairs engines really swap, since every extra pair is another chance of a check digit passing by
 * luck.
 */
export const ALNUM_ALTERNATIVES: Readonly<Record<string, readonly string[]>> = lookalikesOf('mrzAlnum');

/** Letters the LSTM engine writes for the filler `<` (runs come out as KLKLKL..., ending in S, C or E). */
export const FILLER_LOOKALIKES = 'KLCSXE';

/** Whether `text` is made only of filler look-alike letters (not `<` itself). */
export function isFillerLookalike(text: string): boolean {
  return text.length > 0 && [...text].every((ch) => FILLER_LOOKALIKES.includes(ch));
}

/**
 * Capitals the engines read as one another (OCR-B and the sans-serif faces some cards use), as pairs. They
 * only settle fields whose values come from a closed list (country codes, the sex), never names.
 */
const LETTER_PAIRS = [
  'OD', 'OQ', 'OC', 'OU', 'OG', 'CG', 'DB', 'UV', 'VY', 'VW', 'YT', 'BS', 'BE', 'BR', 'SE',
  'EF', 'FP', 'PR', 'RK', 'KX', 'WH', 'WM', 'WN', 'HM', 'HN', 'MN', 'IL', 'IJ', 'IT',
];

/** For each capital, the capitals it may really be (both ways of every pair in LETTER_PAIRS). */
export const LETTER_LOOKALIKES: Readonly<Record<string, readonly string[]>> = LETTER_PAIRS.reduce<Record<string, string[]>>(
  (map, [a, b]) => {
    (map[a] ??= []).push(b);
    (map[b] ??= []).push(a);
    return map;
  },
  {},
);
