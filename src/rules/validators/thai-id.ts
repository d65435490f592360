import type { Validator } from './validator';
import { DIGITS, fitsShape, repairToShape, shapeFrom } from './shape';

// The first digit is the person type (1-8); then 11 digits and a mod-11 check digit.
const SHAPE = shapeFrom('T' + '9'.repeat(12), { T: '12345678', 9: DIGITS });

/**
 * Whether a Thai citizen ID (13 digits) holds: last digit = (11 − Σ dᵢ × (13 − i) mod 11) mod 10.
 * e.g. "1101700207455" (printed 1 1017 00207 45 5)
 */
export function isThaiId(value: string): boolean {
  if (!fitsShape(value, SHAPE)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** Thailand's citizen identification number, 13 digits. */
export const thaiIdValidator: Validator = {
  check: (value) => isThaiId(value),
  repair: (value) => repairToShape(value, SHAPE, isThaiId),
};
