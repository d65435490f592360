import { pastBirthDate } from './birth-date';
import type { Validator } from './validator';
import { DIGITS, fitsShape, repairToShape, shapeFrom } from './shape';

// Kemendagri province codes: Sumatra 11-19 and 21, Java 31-36, Bali and Nusa Tenggara 51-53, Kalimantan 61-65,
// Sulawesi 71-76, Maluku 81-82, Papua 91-96 (93-96 since the 2022 split).
const PROVINCES = /^(1[1-9]|21|3[1-6]|5[1-3]|6[1-5]|7[1-6]|8[12]|9[1-6])$/; // e.g. 36

const SHAPE = shapeFrom('9'.repeat(16), { 9: DIGITS });

/** What a valid NIK says of its holder: birth date (YYYY-MM-DD) and sex as printed on the KTP. */
export interface NikParts {
  birthDate: string;
  sex: 'LAKI-LAKI' | 'PEREMPUAN';
}

/**
 * Whether a NIK's region codes and serial are well formed: 16 digits, a known province, regency and district
 * not 00, serial not 0000. No check digit exists. e.g. "3674070107940001"
 */
export function hasNikStructure(value: string): boolean {
  return (
    fitsShape(value, SHAPE) &&
    PROVINCES.test(value.slice(0, 2)) &&
    value.slice(2, 4) !== '00' &&
    value.slice(4, 6) !== '00' &&
    value.slice(12) !== '0000'
  );
}

/**
 * Reads a NIK (PP RR DD DDMMYY SSSS), or null unless its structure holds and DDMMYY is a birth date not after
 * today; women have 40 added to the day. e.g. readNik('3674076204940001', today) → { '1994-04-22', 'PEREMPUAN' }
 */
export function readNik(value: string, today: Date): NikParts | null {
  if (!hasNikStructure(value)) return null;
  const dd = Number(value.slice(6, 8));
  const female = dd > 40;
  const date = pastBirthDate(Number(value.slice(10, 12)), Number(value.slice(8, 10)), female ? dd - 40 : dd, today);
  return date ? { birthDate: date, sex: female ? 'PEREMPUAN' : 'LAKI-LAKI' } : null;
}

/** Indonesia's population number (NIK), 16 digits: structure and the birth date inside it. */
export const nikValidator: Validator = {
  check: (value, today) => readNik(value, today) !== null,
  repair: (value, today) => repairToShape(value, SHAPE, (v) => readNik(v, today) !== null),
};

/**
 * A NIK's structure alone, the date part unchecked: for a field where a wrongly issued date must not lose the
 * number.
 */
export const nikStructureValidator: Validator = {
  check: (value) => hasNikStructure(value),
  repair: (value) => repairToShape(value, SHAPE, hasNikStructure),
};
