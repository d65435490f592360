import type { Validator } from './validator';
import { DIGITS, type Shape, fitsShape, repairToShape, shapeFrom } from './shape';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
// Indexed by Σ weights mod 11: the check is printed either as a digit or as a letter. 1 appears twice.
const CHECK_DIGITS = '65432110987';
const CHECK_LETTERS = 'KJIHGFEDCBA';
const CLASSES = { 9: DIGITS, '-': '-', C: CHECK_DIGITS + CHECK_LETTERS };
const SHAPES: readonly Shape[] = [shapeFrom('99999999', CLASSES), shapeFrom('99999999C', CLASSES), shapeFrom('99999999-C', CLASSES)];
const CHECK_POSITION = 8; // the check character when printed without a hyphen; one further with it

function shapeOf(value: string): Shape | null {
  return SHAPES.find((shape) => shape.length === value.length) ?? null;
}

/**
 * Whether a Peruvian DNI (CUI) holds: 8 digits, and where a check character follows (after a hyphen or not),
 * it matches the digit or letter for Σ dᵢ × 3,2,7,6,5,4,3,2 mod 11. e.g. "10117410", "10117410-2", "10117410-G"
 */
export function isPeruDni(value: string): boolean {
  if (!fitsShape(value, shapeOf(value))) return false;
  if (value.length === 8) return true;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0) % 11;
  const check = value[value.length - 1];
  return check === CHECK_DIGITS[sum] || check === CHECK_LETTERS[sum];
}

/** Peru's national identity number (DNI/CUI), 8 digits with an optional check character. */
export const peruDniValidator: Validator = {
  check: (value) => isPeruDni(value),
  repair: (value) => repairToShape(value, shapeOf(value), isPeruDni, [value.length === 10 ? CHECK_POSITION + 1 : CHECK_POSITION]),
};
