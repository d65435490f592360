import { checkDigit } from './check-digit';

/**
 * Whether `digit` is the ICAO check digit of `value`. A blank field (all fillers) may instead carry `<` when
 * `blankAllowed`, as ICAO allows for an unused TD3 personal number (its computed digit, 0, passes anyway).
 */
export function isCheckOk(value: string, digit: string, blankAllowed = false): boolean {
  // e.g. <<<<<<<<<<<<<<
  if (blankAllowed && /^<*$/.test(value) && digit === '<') return true;
  // e.g. 6
  return /^\d$/.test(digit) && checkDigit(value) === Number(digit);
}
