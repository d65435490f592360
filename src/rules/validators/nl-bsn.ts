import type { Validator } from './validator';
import { DIGITS, fitsShape, repairToShape, shapeFrom } from './shape';

const SHAPE = shapeFrom('9'.repeat(9), { 9: DIGITS });

/**
 * Whether a Dutch citizen service number (BSN, 9 digits) passes the eleven test:
 * 9a + 8b + 7c + 6d + 5e + 4f + 3g + 2h − i ≡ 0 (mod 11). e.g. "111222333", "123456782"
 */
export function isNlBsn(value: string): boolean {
  if (!fitsShape(value, SHAPE) || /^0+$/.test(value)) return false; // e.g. 000000000 passes the sum but is no number
  let sum = -Number(value[8]);
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(value[i]);
  return sum % 11 === 0;
}

/** The Netherlands' citizen service number (BSN), 9 digits. */
export const nlBsnValidator: Validator = {
  check: (value) => isNlBsn(value),
  repair: (value) => repairToShape(value, SHAPE, isNlBsn),
};
