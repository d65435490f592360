/**
 * The look-alikes: glyphs OCR engines take for one another on identity documents, in one table. Each row is a
 * letter (or mark) and the digit it looks like, with the readings that trust the swap each way: a letter read
 * where only a digit can stand (`toDigit`), a digit read where only a letter can (`toLetter`). Every look-alike
 * repair takes its pairs from here through the view of its reading; the views differ on purpose, because each
 * extra pair is another chance for a wrong value to pass a check digit by luck:
 * - `mrz`: OCR-B in the machine-readable zone, where a position's kind (digit, letter) is known and check digits
 *   guard most fields; the widest set (U, J and T read for 0 and 1 in that face).
 * - `mrzAlnum`: MRZ positions that hold letters and digits both (document and personal numbers): the pairs
 *   engines really swap, and no more.
 * - `numberShape`: a document number fitted to its country's shape (mrz/fit-document-number).
 * - `shape`: identifiers a validator knows the shape of (validators/shape), one position at a time.
 * - `date`: digits of a printed date.
 * - `printed`: digits of a printed identifier (the `digitLookalikes` normaliser and the rules' `{digit}` class):
 *   the letters the print's sans faces turn into digits, with the lower-case l and the bar the LSTM writes for 1.
 * - `caption`: a caption's letters read as digits ("D0B", "1SS"): label matching and the rules' `{~WORD}`.
 * Rows are in order of likelihood: where a digit has several look-alike letters, the first is the likeliest.
 */
export type LookalikeUse = 'mrz' | 'mrzAlnum' | 'numberShape' | 'shape' | 'date' | 'printed' | 'caption';

interface LookalikePair {
  letter: string;
  digit: string;
  toDigit: readonly LookalikeUse[];
  toLetter: readonly LookalikeUse[];
}

const EVERY_USE: readonly LookalikeUse[] = ['mrz', 'mrzAlnum', 'numberShape', 'shape', 'date', 'printed'];
const MRZ_AND_SHAPES: readonly LookalikeUse[] = ['mrz', 'mrzAlnum', 'numberShape', 'shape'];
const MRZ_SHAPES_AND_CAPTIONS: readonly LookalikeUse[] = [...MRZ_AND_SHAPES, 'caption'];

const PAIRS: readonly LookalikePair[] = [
  { letter: 'O', digit: '0', toDigit: EVERY_USE, toLetter: MRZ_SHAPES_AND_CAPTIONS },
  { letter: 'D', digit: '0', toDigit: EVERY_USE, toLetter: ['numberShape', 'shape'] },
  { letter: 'Q', digit: '0', toDigit: EVERY_USE, toLetter: ['numberShape', 'shape'] },
  { letter: 'U', digit: '0', toDigit: ['mrz'], toLetter: [] },
  { letter: 'I', digit: '1', toDigit: EVERY_USE, toLetter: MRZ_SHAPES_AND_CAPTIONS },
  { letter: 'L', digit: '1', toDigit: ['mrz', 'numberShape', 'shape', 'date'], toLetter: ['numberShape', 'shape'] },
  { letter: 'l', digit: '1', toDigit: ['printed'], toLetter: [] },
  { letter: '|', digit: '1', toDigit: ['printed'], toLetter: [] },
  { letter: 'J', digit: '1', toDigit: ['mrz'], toLetter: [] },
  { letter: 'T', digit: '1', toDigit: ['mrz'], toLetter: [] },
  { letter: 'T', digit: '7', toDigit: ['mrz', 'shape', 'date'], toLetter: ['mrz', 'shape'] },
  { letter: 'Z', digit: '2', toDigit: EVERY_USE, toLetter: MRZ_SHAPES_AND_CAPTIONS },
  { letter: 'A', digit: '4', toDigit: ['mrz', 'numberShape'], toLetter: ['mrz', 'numberShape'] },
  { letter: 'S', digit: '5', toDigit: EVERY_USE, toLetter: MRZ_SHAPES_AND_CAPTIONS },
  { letter: 'G', digit: '6', toDigit: ['mrz', 'mrzAlnum', 'numberShape', 'shape', 'date'], toLetter: MRZ_SHAPES_AND_CAPTIONS },
  { letter: 'B', digit: '8', toDigit: EVERY_USE, toLetter: MRZ_SHAPES_AND_CAPTIONS },
];

/** For each letter the reading `use` trusts as a misread digit, the digits it may be, likeliest first. */
export function digitsForLetters(use: LookalikeUse): Readonly<Record<string, readonly string[]>> {
  return group(PAIRS.filter((p) => p.toDigit.includes(use)).map((p) => [p.letter, p.digit]));
}

/** For each digit the reading `use` trusts as a misread letter, the letters it may be, likeliest first. */
export function lettersForDigits(use: LookalikeUse): Readonly<Record<string, readonly string[]>> {
  return group(PAIRS.filter((p) => p.toLetter.includes(use)).map((p) => [p.digit, p.letter]));
}

/** Both ways at once: for each character of `use`'s pairs, what it may really be. */
export function lookalikesOf(use: LookalikeUse): Readonly<Record<string, readonly string[]>> {
  return { ...lettersForDigits(use), ...digitsForLetters(use) };
}

/**
 * A regex class for one letter of a printed caption as OCR reads it: either case, the digits read for it (`caption`
 * pairs), and for I the small l and the bar. e.g. captionLetterClass('O') === '[Oo0]', captionLetterClass('x') === '[Xx]'
 */
export function captionLetterClass(letter: string): string {
  const upper = letter.toUpperCase();
  if (upper === letter.toLowerCase()) return escapeInClass(letter);
  const digits = Object.entries(lettersForDigits('caption'))
    .filter(([, letters]) => letters.includes(upper))
    .map(([digit]) => digit);
  return `[${upper}${letter.toLowerCase()}${digits.join('')}${upper === 'I' ? 'l|' : ''}]`;
}

/** A regex class of a slash as printed: the bar and the upright letters and digit the engines write for it. */
export const SLASH_CLASS = '[/|Il1]';

/** A regex class of a digit as printed: any digit, or a letter the `printed` reading takes for one (`[0-9ODQ…]`). */
export const PRINTED_DIGIT_CLASS = `[0-9${Object.keys(digitsForLetters('printed')).map(escapeInClass).join('')}]`;

function group(pairs: ReadonlyArray<readonly [string, string]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [from, to] of pairs) (out[from] ??= []).push(to);
  return out;
}

function escapeInClass(ch: string): string {
  return /[\\\]^-]/.test(ch) ? `\\${ch}` : ch;
}
