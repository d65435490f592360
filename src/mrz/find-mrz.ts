import { correctMrz } from './correct-mrz';
import { countPassed, isBetterResult } from './is-better-result';
import { normaliseMrzLine } from './normalise-mrz-line';
import type { MrzOptions, MrzResult } from './types';

/** Shorter than this after normalising, a line cannot be part of an MRZ (TD1 lines are 30, two may be lost). */
const MIN_LINE_LENGTH = 26;

/**
 * Finds the MRZ in the OCR text of a page or a band: every run of 2 or 3 consecutive non-blank lines is
 * normalised (spaces and junk dropped, upper case, `«`/`‹`/`〈` read as `<`, `«` also tried as `<<`), corrected
 * as TD3, TD2, TD1 or visa, and the best reading wins: valid first, then most checks passed, then fewest
 * corrections. A reading without an ICAO document code, a filler, a calendar date and a passing check digit is
 * not an MRZ. Returns the lines in page order, or `null`.
 *
 * @example findMrz('PASSPORT\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n')
 */
export function findMrz(text: string, options: MrzOptions = {}): MrzResult | null {
  const rows = text
    // e.g. "P<UTO…\r\nL898…"
    .split(/\r\n|\r|\n/)
    .map(readings)
    .filter((row) => row[0].length > 0);

  let best: MrzResult | null = null;
  for (let start = 0; start < rows.length; start++) {
    for (const count of [2, 3]) {
      const window = rows.slice(start, start + count);
      if (window.length < count || window.some((row) => row.every((line) => line.length < MIN_LINE_LENGTH))) continue;
      for (const lines of combinations(window)) {
        const result = correctMrz(lines, options);
        if (!result || !isPlausible(result)) continue;
        if (!best || isBetterResult(result, best)) best = result;
      }
    }
  }
  return best;
}

/**
 * Whether a reading looks like an MRZ at all rather than two lines of page text that happen to have the length:
 * an ICAO document code (P, V, or I, A, C for cards and official documents), a filler somewhere, a real
 * calendar date, and at least one passing check digit.
 */
function isPlausible(result: MrzResult): boolean {
  return (
    'PVIAC'.includes(result.fields.documentCode.charAt(0) || '-') &&
    result.lines.some((line) => line.includes('<')) &&
    (result.fields.dateOfBirth !== '' || result.fields.expiryDate !== '') &&
    countPassed(result) > 0
  );
}

/** The normalised readings of one OCR line: `«` as one filler, and as two when that differs. */
function readings(raw: string): string[] {
  const single = normaliseMrzLine(raw, 'single', true);
  const double = normaliseMrzLine(raw, 'double', true);
  return double === single ? [single] : [single, double];
}

/** Every choice of one reading per line. */
function combinations(window: string[][]): string[][] {
  return window.reduce<string[][]>(
    (partials, row) => partials.flatMap((partial) => row.map((line) => [...partial, line])),
    [[]],
  );
}
