import { birthDate, pastBirthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, fitsShape, repairToShape, shapeFrom } from './shape';

// S: sex and century (odd male); 7 and 8 are residents, whose century the number does not say.
const SHAPE = shapeFrom('S' + '9'.repeat(12), { S: '12345678', 9: DIGITS });
const CENTURY: Readonly<Record<string, number>> = { 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000 };
// Counties 01-46 (41-46 Bucharest's sectors), 47-48 the former sectors 7 and 8, 51 Călărași, 52 Giurgiu.
const COUNTY = /^(0[1-9]|[1-3]\d|4[0-8]|5[12])$/; // e.g. 12
const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/** What a valid CNP says of its holder: birth date (YYYY-MM-DD) and sex (M or F). */
export interface CnpParts {
  birthDate: string;
  sex: 'M' | 'F';
}

/**
 * Reads a CNP (S YYMMDD JJ NNN C), or null unless county, serial, check digit (Σ weights 279146358279 mod 11,
 * 10 read as 1) and birth date (not after today) hold. e.g. readCnp('1630615123457', today) → { '1963-06-15', 'M' }
 */
export function readCnp(value: string, today: Date): CnpParts | null {
  if (!fitsShape(value, SHAPE) || !COUNTY.test(value.slice(7, 9)) || value.slice(9, 12) === '000') return null;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0) % 11;
  if ((sum === 10 ? 1 : sum) !== Number(value[12])) return null;
  const [yy, mm, dd] = [Number(value.slice(1, 3)), Number(value.slice(3, 5)), Number(value.slice(5, 7))];
  const century = CENTURY[value[0]];
  const date = century === undefined ? pastBirthDate(yy, mm, dd, today) : birthDate(century + yy, mm, dd, today);
  return date ? { birthDate: date, sex: Number(value[0]) % 2 === 1 ? 'M' : 'F' } : null;
}

/** Romania's personal numerical code (CNP), 13 digits. */
export const cnpValidator: Validator = {
  check: (value, today) => readCnp(value, today) !== null,
  repair: (value, today) => repairToShape(value, SHAPE, (v) => readCnp(v, today) !== null),
};
