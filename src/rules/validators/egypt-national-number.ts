import { birthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, fitsShape, repairToShape, shapeFrom } from './shape';

// The card prints Eastern Arabic digits; a value may carry them, or Western ones after a digit step.
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const SHAPE = shapeFrom('C' + '9'.repeat(13), { C: '23٢٣', 9: DIGITS + ARABIC_DIGITS });
// Cairo, Alexandria, Port Said, Suez 01-04; Delta 11-19; Upper Egypt 21-29; frontier 31-35; 88 born abroad.
const GOVERNORATE = /^(0[1-4]|1[1-9]|2[1-9]|3[1-5]|88)$/; // e.g. 01

/** What a valid Egyptian national number says of its holder: birth date (YYYY-MM-DD) and sex as printed. */
export interface EgyptNationalNumberParts {
  birthDate: string;
  sex: 'ذكر' | 'أنثى';
}

/**
 * Reads an Egyptian national number (C YYMMDD GG SSSS K), or null unless century (2 = 1900s, 3 = 2000s), birth
 * date (not after today) and governorate hold. The check digit's algorithm is not public, so it is not checked.
 * The last serial digit is odd for men. e.g. readEgyptNationalNumber('29001010101234', today) → { '1990-01-01', 'ذكر' }
 */
export function readEgyptNationalNumber(value: string, today: Date): EgyptNationalNumberParts | null {
  if (!fitsShape(value, SHAPE)) return null;
  const latin = value.replace(/[٠-٩]/g, (ch) => String(ARABIC_DIGITS.indexOf(ch))); // e.g. ٢٩٠ → 290
  if (!GOVERNORATE.test(latin.slice(7, 9))) return null;
  const year = (latin[0] === '2' ? 1900 : 2000) + Number(latin.slice(1, 3));
  const date = birthDate(year, Number(latin.slice(3, 5)), Number(latin.slice(5, 7)), today);
  return date ? { birthDate: date, sex: Number(latin[12]) % 2 === 1 ? 'ذكر' : 'أنثى' } : null;
}

/** Egypt's national number, 14 digits: structure and the birth date inside it. */
export const egyptNationalNumberValidator: Validator = {
  check: (value, today) => readEgyptNationalNumber(value, today) !== null,
  repair: (value, today) => repairToShape(value, SHAPE, (v) => readEgyptNationalNumber(v, today) !== null),
};
