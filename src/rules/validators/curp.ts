import { birthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, LETTERS, fitsShape, repairToShape, shapeFrom } from './shape';

// RENAPO's state codes, NE for born abroad.
const STATES = [
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS',
  'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
];
// Ñ is written X in new CURPs but the check alphabet still has it, so older ones may carry it.
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const LETTER = LETTERS + 'Ñ';

// e.g. GOMV 800705 M CL MLR 0 1: initials, YYMMDD, sex, state, inner consonants, homoclave, check digit
const SHAPE = shapeFrom('LVLL999999SABCCCH9', {
  L: LETTER,
  V: 'AEIOUX',
  9: DIGITS,
  S: 'HMX',
  A: [...new Set(STATES.map((s) => s[0]))].join(''),
  B: [...new Set(STATES.map((s) => s[1]))].join(''),
  C: 'BCDFGHJKLMNÑPQRSTVWXYZ',
  H: DIGITS + LETTERS,
});

/** What a valid CURP says of its holder: birth date (YYYY-MM-DD) and sex as printed (H, M, or X). */
export interface CurpParts {
  birthDate: string;
  sex: string;
}

/**
 * Reads a CURP, or null unless its structure, state, check digit and birth date (not after today) hold. The
 * homoclave gives the century: a digit for births before 2000, a letter from 2000. `checked: false` leaves the
 * check digit out (a specimen's made-up CURP often fails it).
 * e.g. readCurp('PELJ850312HDFRRN07', today) → { birthDate: '1985-03-12', sex: 'H' }
 */
export function readCurp(value: string, today: Date, { checked = true } = {}): CurpParts | null {
  if (!fitsShape(value, SHAPE) || !STATES.includes(value.slice(11, 13))) return null;
  if (checked && checkDigit(value) !== Number(value[17])) return null;
  const century = DIGITS.includes(value[16]) ? 1900 : 2000;
  const date = birthDate(century + Number(value.slice(4, 6)), Number(value.slice(6, 8)), Number(value.slice(8, 10)), today);
  return date ? { birthDate: date, sex: value[10] } : null;
}

// Weights 18 down to 2 over the first 17 characters, then the complement to 10.
function checkDigit(value: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(value[i]) * (18 - i);
  return (10 - (sum % 10)) % 10;
}

/** Mexico's population registry code (CURP), 18 characters. */
export const curpValidator: Validator = {
  check: (value, today) => readCurp(value, today) !== null,
  // The homoclave (position 17) holds a digit or a letter, so an O read for a 0 there is only found by the check.
  repair: (value, today) => repairToShape(value, SHAPE, (v) => readCurp(v, today) !== null, [16]),
  // Without the check digit, the homoclave still has to agree with the birth year: a letter read for a 0 there
  // ("…MLRO1" for a 1980 birth) would put the birth in 2080.
  repairStructure: (value, today) => {
    const holds = (v: string): boolean => readCurp(v, today, { checked: false }) !== null;
    return holds(value) ? [] : repairToShape(value, SHAPE, holds, [16]);
  },
};
