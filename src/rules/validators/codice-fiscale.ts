import { pastBirthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, LETTERS, fitsShape, repairToShape, shapeFrom } from './shape';

// Omocodia: when two people would share a code, digits are replaced from the right by these letters (0-9).
const OMOCODE = 'LMNPQRSTUV';
const MONTHS = 'ABCDEHLMPRST'; // January..December
// e.g. RSS MRA 85 T 10 A562 S: surname, name, year, month, day (+40 for women), municipality, check letter.
const SHAPE = shapeFrom('LLLLLL99M99B999L', {
  L: LETTERS,
  9: DIGITS + OMOCODE,
  M: MONTHS,
  // Belfiore municipality codes run A001-M999; Z for a birth abroad.
  B: 'ABCDEFGHIJKLMZ',
});
const OMOCODE_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
// The check's values for a character in an odd position (1st, 3rd, ...), A-Z; a digit counts as A-J would.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/**
 * Reads an Italian codice fiscale's birth date (YYYY-MM-DD), or '' unless the check letter and date hold. The
 * century is today's unless that is after today. e.g. readCodiceFiscaleBirthDate('RSSMRA85T10A562S', today) → "1985-12-10"
 */
export function readCodiceFiscaleBirthDate(value: string, today: Date): string {
  if (!fitsShape(value, SHAPE) || checkLetter(value) !== value[15]) return '';
  const digits = (from: number, to: number) => Number([...value.slice(from, to)].map(toDigit).join(''));
  const day = digits(9, 11);
  if (day > 71 || (day > 31 && day < 41)) return '';
  return pastBirthDate(digits(6, 8), MONTHS.indexOf(value[8]) + 1, day > 40 ? day - 40 : day, today);
}

function toDigit(ch: string): string {
  return DIGITS.includes(ch) ? ch : String(OMOCODE.indexOf(ch));
}

function checkLetter(value: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = value[i];
    const index = DIGITS.includes(ch) ? Number(ch) : LETTERS.indexOf(ch);
    sum += i % 2 === 0 ? ODD[index] : index;
  }
  return LETTERS[sum % 26];
}

/** Italy's tax code (codice fiscale), 16 characters, omocodic forms included. */
export const codiceFiscaleValidator: Validator = {
  check: (value, today) => readCodiceFiscaleBirthDate(value, today) !== '',
  repair: (value, today) =>
    repairToShape(value, SHAPE, (v) => readCodiceFiscaleBirthDate(v, today) !== '', OMOCODE_POSITIONS),
};
