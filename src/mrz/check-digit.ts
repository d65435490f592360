/**
 * ICAO 9303 check digit: characters valued 0-9 as digits, A-Z as 10-35, `<` as 0, weighted 7, 3, 1 repeating,
 * summed modulo 10. e.g. checkDigit('L898902C3') === 6
 */
export function checkDigit(value: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    sum += charValue(value[i]) * weights[i % 3];
  }
  return sum % 10;
}

/** Value of one MRZ character; anything outside `0-9A-Z<` counts as a filler would (0). */
export function charValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return 0;
}
