import { correctMrz } from './correct-mrz';
import { NAMELESS_TD3_LINE } from './formats';
import { isBetterResult } from './is-better-result';
import { normaliseMrzLine, withoutTrailingSpecks } from './normalise-mrz-line';
import type { MrzOptions, MrzResult } from './types';

/** Shorter than this after normalising, a line cannot be part of an MRZ (TD1 lines are 30, two may be lost). */
const MIN_LINE_LENGTH = 26;
/**
 * A passport's first line (document code, issuing state, names, then fillers) read only in part, its filler tail
 * lost or garbled (an overprint, a signature over it, a glare): its start, this long, is still taken, filled out
 * with fillers to the TD3 length, so that the second line's four check digits can vouch for the number, the
 * dates, the nationality and the sex. Its names are then only what was read up to the first gap.
 */
const MIN_PARTIAL_NAME_LINE = 12;
const PARTIAL_NAME_LINE = /^P[A-Z<][A-Z<]{3}[A-Z]+<</;
const TD3_LENGTH = 44;
/** A passport's second line read without its first is taken when this many of its check digits pass. */
const MIN_NAMELESS_CHECKS = 2;

/** One normalised reading of an OCR line, and how many fillers were added to it (MIN_PARTIAL_NAME_LINE). */
interface LineReading {
  line: string;
  filled: number;
}

/**
 * Finds the MRZ in the OCR text of a page or a band: every run of 2 or 3 consecutive non-blank lines is
 * normalised (spaces and junk dropped, upper case, `«`/`‹`/`〈` read as `<`, `«` also tried as `<<`), corrected
 * as TD3, TD2, TD1 or visa, and the best reading wins: valid first, then most checks passed, then fewest
 * corrections. A reading without an ICAO document code, a filler, a calendar date and a passing check digit is
 * not an MRZ. Short rows between lines (specks) are passed over, and words after a gap at a line's end (print
 * beside the band) are tried without. Where no reading is valid, a passport's second line is also read on its
 * own, its first line left without names. Returns the lines in page order, or `null`.
 *
 * @example findMrz('PASSPORT\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n')
 */
export function findMrz(text: string, options: MrzOptions = {}): MrzResult | null {
  const rows = text
    // e.g. "P<UTO…\r\nL898…"
    .split(/\r\n|\r|\n/)
    .map(readings)
    // A row too short to be an MRZ line (specks beside the band read as "F R 3 3") does not part the lines around it.
    .filter((row) => row.some((r) => r.line.length >= MIN_LINE_LENGTH));

  let best: MrzResult | null = null;
  for (let start = 0; start < rows.length; start++) {
    for (const count of [2, 3]) {
      const window = rows.slice(start, start + count);
      if (window.length < count || window.some((row) => row.every((r) => r.line.length < MIN_LINE_LENGTH))) continue;
      for (const chosen of combinations(window)) {
        const corrected = correctMrz(
          chosen.map((r) => r.line),
          options,
        );
        if (!corrected || !isPlausible(corrected)) continue;
        // Every filler added to a line read short counts as a correction: a line read whole wins over it.
        const filled = chosen.reduce((sum, r) => sum + r.filled, 0);
        const result = filled ? { ...corrected, corrections: corrected.corrections + filled } : corrected;
        if (!best || isBetterResult(result, best)) best = result;
      }
    }
  }
  if (best?.valid) return best;
  // A passport's second line alone carries four check digits and the composite: read where its first line was
  // lost (a garbled name line, a filler run read as letters), it still vouches for the number, the dates, the
  // nationality and the sex, and leaves the names to the page.
  for (const row of rows) {
    for (const { line } of row) {
      if (Math.abs(line.length - TD3_LENGTH) > 2 || line.startsWith('P')) continue;
      const corrected = correctMrz([NAMELESS_TD3_LINE, line], options);
      if (corrected?.format !== 'TD3' || !isPlausible(corrected) || passedOverRead(corrected) < MIN_NAMELESS_CHECKS) continue;
      const result = { ...corrected, corrections: corrected.corrections + TD3_LENGTH };
      if (!best || isBetterResult(result, best)) best = result;
    }
  }
  return best;
}

/**
 * The first letters of a document code each format can carry (ICAO 9303 parts 4–7): a passport's P or a visa's
 * V on a TD3 page; I, A or C on a card or official document, V on a TD2 visa.
 */
const CODE_LETTERS: Readonly<Record<string, string>> = { TD3: 'PV', TD2: 'IACV', TD1: 'IAC', 'FRA-ID': 'I' };

/**
 * Whether a reading looks like an MRZ at all rather than two lines of page text that happen to have the length:
 * a document code the format can carry (a TD1 card's line read two characters off gives "PE…"), a filler
 * somewhere, a real calendar date, and at least one passing check digit over something read (a blank personal
 * number's filler passes on any line).
 */
function isPlausible(result: MrzResult): boolean {
  return (
    (CODE_LETTERS[result.format] ?? 'PVIAC').includes(result.fields.documentCode.charAt(0) || '-') &&
    result.lines.some((line) => line.includes('<')) &&
    (result.fields.dateOfBirth !== '' || result.fields.expiryDate !== '') &&
    passedOverRead(result) > 0
  );
}

/** Passing check digits over something read (a blank personal number's filler passes on any line). */
function passedOverRead(result: MrzResult): number {
  return result.checks.filter((check) => check.ok && !(check.field === 'personalNumber' && result.fields.personalNumber === '')).length;
}

/**
 * The normalised readings of one OCR line: `«` as one filler, and as two when that differs; a passport's first
 * line read short also filled out with fillers (MIN_PARTIAL_NAME_LINE).
 */
function readings(raw: string): LineReading[] {
  const single = normaliseMrzLine(raw, 'single', true);
  const double = normaliseMrzLine(raw, 'double', true);
  // Print beside the band read on the same row after a gap ("…<<<<05 F JSJJ" where a bracket stands to its right).
  const body = normaliseMrzLine(withoutTrailingSpecks(raw), 'single', true);
  const found = [...new Set([single, double, body])].map((line) => ({ line, filled: 0 }));
  // Only its first word: what follows a gap in a line read short is the garble ("P<CANBROWN<<HOLLI nih WEN").
  const head = normaliseMrzLine(raw.trim().split(/\s+/)[0], 'single', true);
  if (single.length < MIN_LINE_LENGTH && head.length >= MIN_PARTIAL_NAME_LINE && PARTIAL_NAME_LINE.test(head)) {
    found.push({ line: head.padEnd(TD3_LENGTH, '<'), filled: TD3_LENGTH - head.length });
  }
  return found;
}

/** Every choice of one reading per line. */
function combinations(window: LineReading[][]): LineReading[][] {
  return window.reduce<LineReading[][]>(
    (partials, row) => partials.flatMap((partial) => row.map((line) => [...partial, line])),
    [[]],
  );
}
