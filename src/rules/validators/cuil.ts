import type { Validator } from './validator';
import { DIGITS, type Shape, fitsShape, repairToShape, shapeFrom } from './shape';

// 20 men, 27 women, 23/24 either (given when 20/27 would need check 10), 30/33/34 companies.
const PREFIXES = ['20', '23', '24', '27', '30', '33', '34'];
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const PLAIN = shapeFrom('9'.repeat(11), { 9: DIGITS });
const DASHED = shapeFrom('99-99999999-9', { 9: DIGITS, '-': '-' }); // e.g. 20-05536168-2

function shapeOf(value: string): Shape | null {
  return value.length === DASHED.length ? DASHED : value.length === PLAIN.length ? PLAIN : null;
}

/**
 * Whether an Argentine CUIL/CUIT holds, bare or printed with its dashes: check = 11 − (Σ weights 5432765432
 * mod 11), 11 read as 0; 10 never valid (such people get prefix 23 instead). e.g. "20-05536168-2", "20267565393"
 */
export function isCuil(value: string): boolean {
  if (!fitsShape(value, shapeOf(value))) return false;
  const digits = value.replace(/-/g, ''); // e.g. 20-05536168-2 → 20055361682
  if (!PREFIXES.includes(digits.slice(0, 2))) return false;
  const check = 11 - (WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11);
  return check % 11 === Number(digits[10]); // 10 matches no digit
}

/** Argentina's labour and tax identification code (CUIL/CUIT), 11 digits. */
export const cuilValidator: Validator = {
  check: (value) => isCuil(value),
  repair: (value) => repairToShape(value, shapeOf(value), isCuil),
};
