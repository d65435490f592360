import { pastBirthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, LETTERS, fitsShape, repairToShape, shapeFrom } from './shape';

// e.g. MORGA 7 53 11 6 SM 9 IJ: surname padded with 9, decade, month (+50 for women), day, year digit,
// initials padded with 9, a digit (usually 9), two check characters (DVLA's algorithm is not public).
const SHAPE = shapeFrom('NNNNN9MmDd9NN9XX', {
  N: LETTERS + '9',
  9: DIGITS,
  M: '0156',
  m: DIGITS,
  D: '0123',
  d: DIGITS,
  X: LETTERS + DIGITS,
});
const SURNAME = /^[A-Z]+9*$/; // e.g. MORGA, LEE99
const INITIALS = /^[A-Z][A-Z9]$/; // e.g. SM, S9

/** What a valid driver number says of its holder: birth date (YYYY-MM-DD) and sex (M or F). */
export interface UkDriverNumberParts {
  birthDate: string;
  sex: 'M' | 'F';
}

/**
 * Reads a British driving licence number (16 characters, field 5 without its issue number), or null unless
 * its structure and birth date (not after today, century the latest that keeps it so) hold.
 * e.g. readUkDriverNumber('JONES861054AB9CD', today) → { birthDate: '1984-11-05', sex: 'F' }
 */
export function readUkDriverNumber(value: string, today: Date): UkDriverNumberParts | null {
  if (!fitsShape(value, SHAPE) || !SURNAME.test(value.slice(0, 5)) || !INITIALS.test(value.slice(11, 13))) return null;
  const month = Number(value.slice(6, 8));
  const female = month > 50;
  const date = pastBirthDate(Number(value[5] + value[10]), female ? month - 50 : month, Number(value.slice(8, 10)), today);
  return date ? { birthDate: date, sex: female ? 'F' : 'M' } : null;
}

/** Great Britain's driving licence number (DVLA), 16 characters: structure and the birth date inside it. */
export const ukDriverNumberValidator: Validator = {
  check: (value, today) => readUkDriverNumber(value, today) !== null,
  repair: (value, today) => {
    const passes = (v: string): boolean => readUkDriverNumber(v, today) !== null;
    const repaired = repairToShape(value, SHAPE, passes);
    return repaired.length || value.length !== SHAPE.length + 1 ? repaired : withoutDoubledCharacter(value, passes);
  },
};

// Characters OCR reads for one another in this font.
const DOUBLES = ['O0DQ', 'I1L', 'S5', 'B8', 'Z2', 'G6', 'T7'];

/**
 * OCR doubles a character in this long run of letters and digits (an 8 read as "B8", a 0 as "O0"): with one
 * character too many, each is dropped in turn, and the numbers that then pass are the candidates. Those that
 * pass as read come first, then those where the dropped character stood beside itself or a look-alike of
 * itself; an I read as "IL" ("Il" upper-cased) is likelier than an L read so. e.g. "BROWNO009117PW3IA" →
 * ["BROWN009117PW3IA", ...]
 */
function withoutDoubledCharacter(value: string, passes: (v: string) => boolean): string[] {
  const ranked: Array<{ text: string; rank: number }> = [];
  for (let i = 0; i < value.length; i++) {
    const shorter = value.slice(0, i) + value.slice(i + 1);
    const doubled = [value[i - 1], value[i + 1]].some((n) => n !== undefined && (n === value[i] || DOUBLES.some((group) => group.includes(n) && group.includes(value[i]))));
    const rank = (doubled ? 0 : 2) + (value[i] === 'L' && value[i - 1] === 'I' ? 0 : 1);
    if (passes(shorter)) ranked.push({ text: shorter, rank });
    else ranked.push(...repairToShape(shorter, SHAPE, passes).slice(0, 1).map((text) => ({ text, rank: rank + 4 })));
  }
  return [...new Set(ranked.sort((x, y) => x.rank - y.rank).map((r) => r.text))].slice(0, 8);
}
