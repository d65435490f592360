import type { Validator } from './validator';
import { DIGITS, fitsShape, repairReadTwice, repairToShape, shapeFrom } from './shape';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// A NIE (foreigner's number) starts X, Y or Z, standing for 0, 1, 2 in the check.
const SHAPE = shapeFrom('N9999999C', { N: DIGITS + 'XYZ', 9: DIGITS, C: LETTERS });

/**
 * Whether a Spanish DNI (8 digits and a letter) or NIE (X/Y/Z, 7 digits, letter) holds: the letter is
 * "TRWAGMYFPDXBNJZSQVHLCKE"[number mod 23]. e.g. "12345678Z", "X1234567L"
 */
export function isDniEs(value: string): boolean {
  if (!fitsShape(value, SHAPE)) return false;
  const nie = 'XYZ'.indexOf(value[0]);
  const number = Number((nie >= 0 ? String(nie) : value[0]) + value.slice(1, 8));
  return LETTERS[number % 23] === value[8];
}

/** Spain's DNI and NIE numbers, 9 characters. */
export const dniEsValidator: Validator = {
  check: (value) => isDniEs(value),
  repair: (value) => (value.length === SHAPE.length + 1 ? repairReadTwice(value, SHAPE, isDniEs) : repairToShape(value, SHAPE, isDniEs)),
};
