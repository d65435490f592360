import { ALNUM_ALTERNATIVES } from './confusions';
import { isCountryCode } from './country-codes';
import { evaluateChecks } from './evaluate-checks';
import { layoutOf, type MrzLayout } from './formats';
import { locateChecks, type Cell } from './locate-checks';
import { parseMrz } from './parse-mrz';
import { MIN_CONSISTENCY, scoreConsistency } from './score-consistency';
import type { MrzCheck, MrzOptions, MrzResult } from './types';

/** Spellings tried per field at most (2^12): a longer run of look-alikes is left as read. */
const MAX_SPELLINGS = 4_096;

/** What, besides the check digits, may settle a field's spelling. */
export interface SettleHints {
  /** The shape of the kind's document numbers (rules' `documentNumberPattern`). */
  documentNumberPattern?: RegExp;
  /** Other readings of the same MRZ (another engine's, another pass's): the spellings they read are likelier. */
  readings?: ReadonlyArray<MrzResult | null>;
  /** What the visual zone reads as numbers (runs of capitals and digits): a spelling printed there is the one. */
  printed?: ReadonlySet<string>;
}

/**
 * Settles the look-alikes (`O`/`0`, `Q`/`0`, `D`/`0`, `I`/`1`, `S`/`5`, `B`/`8`, `Z`/`2`, and `G`/`6` where a
 * pattern can tell them apart, since check digits cannot) of each field that has a check digit of its own and
 * may hold letters: the document number (with its overflow) and a TD3 personal number. Every spelling those
 * look-alikes allow is tried; the ones whose own check passes and that pass the most checks in all are kept.
 * One kept spelling wins. Among several (swaps can cancel out), the kind's document number pattern first, then
 * the one spelling the visual zone prints (`printed`), then,
 * without a pattern, the fewest letter and digit blocks (where the one given has more), then a spelling some
 * reading read (the one given counts as read), then the most digits decide; when that
 * leaves more than one, the one given stays if it is among them. When none passes, or none of those is chosen,
 * a number the visual zone prints may be taken (see printedSpelling); else the field stays as read. Last, an
 * issuing state and a nationality a letter apart are settled by the page's print (see settleCountries).
 * A spelling neither the pattern nor a reading vouches for must also look like an engine's misreading (see
 * `isLikelyMisreading`).
 *
 * @example a Swiss number read with O for 0 in its digit places, whose check digit passes both ways, with pattern ^[A-Z]\d[A-Z]\d{2}[A-Z]\d{2}$ → the spelling with 0
 */
export function settleLookalikes(result: MrzResult, hints: SettleHints = {}, options: MrzOptions = {}): MrzResult {
  const layout = layoutOf(result);
  if (!layout) return result;
  let lines = result.lines;
  let changed = 0;
  for (const field of ['documentNumber', 'personalNumber'] as const) {
    const site = locateChecks(layout, lines).find((s) => s.field === field);
    if (!site) continue;
    const pattern = field === 'documentNumber' ? hints.documentNumberPattern : undefined;
    const read = (hints.readings ?? []).flatMap((reading) => (reading ? [spellingIn(reading, field, site.value.length)] : []));
    const settled = settleField(layout, lines, site.value, field, pattern, read, hints.printed ?? new Set());
    if (!settled) continue;
    changed += settled.changes;
    lines = settled.lines;
  }
  const countries = settleCountries(layout, lines, hints.printed ?? new Set());
  if (countries) [lines, changed] = [countries.lines, changed + countries.changes];
  if (changed === 0) return result;
  const parsed = parseMrz([...lines], options);
  return parsed && parsed.format === result.format ? { ...parsed, corrections: result.corrections + changed } : result;
}

function settleField(
  layout: MrzLayout,
  lines: readonly string[],
  cells: readonly Cell[],
  field: MrzCheck['field'],
  pattern: RegExp | undefined,
  read: readonly string[],
  printed: ReadonlySet<string>,
): { lines: string[]; changes: number } | null {
  const current = cells.map((cell) => lines[cell.line][cell.col]).join('');
  // G and 6 weigh the same modulo 10: no check digit tells them apart, only a pattern can.
  const blind = (ch: string) => !pattern && (ch === 'G' || ch === '6');
  const options = [...current].map((ch) => [ch, ...(blind(ch) ? [] : ALNUM_ALTERNATIVES[ch] ?? [])]);
  if (options.reduce((count, list) => count * list.length, 1) > MAX_SPELLINGS) return null;

  let passing: string[] = [];
  let bestScore = -1;
  for (const spelling of spellings(options)) {
    const checks = evaluateChecks(layout, withCells(lines, cells, spelling));
    if (!checks.find((check) => check.field === field)?.ok) continue;
    const score = checks.filter((check) => check.ok).length;
    if (score > bestScore) [passing, bestScore] = [[spelling], score];
    else if (score === bestScore) passing.push(spelling);
  }
  const chosen = (passing.length ? choose(passing, current, pattern, read, printed) : null) ?? printedSpelling(layout, lines, cells, field, current, pattern, printed);
  if (!chosen || chosen === current) return null;
  const changes = [...chosen].filter((ch, i) => ch !== current[i]).length;
  return { lines: withCells(lines, cells, chosen), changes };
}

/**
 * Where no look-alike settles the field (ZE000509 read 15000509: Z and E are no look-alikes of 1 and 5, and the
 * spellings of its look-alikes that pass by chance are no engine's misreading), the one number the visual zone
 * prints that has the field's length, passes the field's check digit as read and the kind's shape, and differs
 * from the reading in MAX_PRINTED_CHANGES characters at most: two readings by different models in different
 * faces, and a check digit, agree on it.
 */
function printedSpelling(
  layout: MrzLayout,
  lines: readonly string[],
  cells: readonly Cell[],
  field: MrzCheck['field'],
  current: string,
  pattern: RegExp | undefined,
  printed: ReadonlySet<string>,
): string | null {
  const length = current.replace(/<+$/, '').length;
  const fits = [...printed].filter((token) => {
    if (token.length !== length || !/^[A-Z0-9]+$/.test(token) || (pattern && !pattern.test(token))) return false;
    const spelling = token.padEnd(current.length, '<');
    if ([...spelling].filter((ch, i) => ch !== current[i]).length > MAX_PRINTED_CHANGES) return false;
    return evaluateChecks(layout, withCells(lines, cells, spelling)).find((check) => check.field === field)?.ok === true;
  });
  return fits.length === 1 ? fits[0].padEnd(current.length, '<') : null;
}

/** Characters a printed number may differ from the MRZ's reading by and still be its reading. */
const MAX_PRINTED_CHANGES = 3;

/** The one spelling the hints single out, or null when they leave it open. */
function choose(passing: readonly string[], current: string, pattern: RegExp | undefined, read: readonly string[], printed: ReadonlySet<string>): string | null {
  let kept = [...passing];
  const fits = (spelling: string) => pattern !== undefined && pattern.test(spelling.replace(/</g, ''));
  kept = narrow(kept, fits);
  // The visual zone prints the number in another face, read by another model: one passing spelling printed there
  // is the number (Swiss S0002068, whose MRZ read S0O02Q68 passes its check digit too).
  const onPage = kept.filter((spelling) => spelling.replace(/</g, '').length >= 5 && printed.has(spelling.replace(/</g, '')));
  if (onPage.length === 1) return onPage[0];
  // Swaps can cancel out in a check digit (ZE000509 read ZEOO05O9: three O for 0 pass it as well). Where the kind
  // gives no shape (passports of every state), numbers are written in letter and digit blocks, so the spelling with
  // the fewest blocks is taken where the one read has more and it is what engines do to numbers (letters read for
  // digits). A kind's shape that allows letters anywhere (Dutch and French cards: HR1D80QB6) says they may not be.
  const fewest = Math.min(...kept.map(blocksOf));
  if (!pattern && blocksOf(current) > fewest) {
    const mended = kept.filter((spelling) => blocksOf(spelling) === fewest && isLikelyMisreading(current, spelling));
    if (mended.length === 1) return mended[0];
  }
  kept = narrow(kept, (spelling) => spelling === current || read.includes(spelling));
  const digits = (spelling: string) => spelling.replace(/\D/g, '').length;
  const most = Math.max(...kept.map(digits));
  const digitiest = kept.length === 1 ? kept : kept.filter((spelling) => digits(spelling) === most);
  if (digitiest.length !== 1) return kept.includes(current) ? current : null;
  const chosen = digitiest[0];
  return fits(chosen) || read.includes(chosen) || isLikelyMisreading(current, chosen) ? chosen : null;
}

/**
 * A check digit passes by chance one time in ten, so a spelling neither the pattern nor a reading vouches for
 * must look like what engines do to numbers: letters read for digits (never the other way: HV7PN1113, W read as
 * N, is not HV7PNI113), keeping the letter and digit blocks whole (LG98902C3 is not LG9B9OZC3), and one change
 * alone only where it mends a block from inside, as the corrector asks (D231468907, 5 read as 6, is not
 * 0231468907); several at once (KEDSO9O3 → KE050903) are an engine misreading the font's digits throughout.
 */
function isLikelyMisreading(current: string, chosen: string): boolean {
  const changed = [...chosen].map((ch, i) => ({ from: current[i], to: ch })).filter(({ from, to }) => from !== to);
  if (changed.some(({ from, to }) => !/[A-Z]/.test(from) || !/\d/.test(to))) return false;
  const consistency = scoreConsistency(current, chosen);
  return changed.length > 1 ? consistency >= 0 : consistency >= MIN_CONSISTENCY;
}

/** Runs of letters and of digits in a spelling: "ZEOO05O9" has four, "ZE000509" two. */
function blocksOf(spelling: string): number {
  return spelling.match(/[A-Z]+|\d+/g)?.length ?? 0;
}

/** The members that pass `test`, or all of them when none does. */
function narrow(list: string[], test: (spelling: string) => boolean): string[] {
  const passed = list.filter(test);
  return passed.length > 0 ? passed : list;
}

/**
 * An issuing state and a nationality one letter apart, both listed codes (TWN read TUN: no check digit covers
 * either), are one code misread where the visual zone prints exactly one of them: that one, in both fields.
 * A holder of another nationality than the issuing state's has one that differs in more than a letter.
 */
function settleCountries(layout: MrzLayout, lines: readonly string[], printed: ReadonlySet<string>): { lines: string[]; changes: number } | null {
  const specs = layout.fields.filter((spec) => spec.kind === 'country');
  if (specs.length !== 2) return null;
  const codes = specs.map((spec) => lines[spec.line].slice(spec.start, spec.start + spec.length));
  const [a, b] = codes;
  if (!/^[A-Z]{3}$/.test(a) || !/^[A-Z]{3}$/.test(b) || !isCountryCode(a) || !isCountryCode(b)) return null;
  if ([...a].filter((ch, i) => ch !== b[i]).length !== 1) return null;
  const onPage = codes.filter((code) => printed.has(code));
  if (onPage.length !== 1) return null;
  const chars = lines.map((line) => [...line]);
  specs.forEach((spec) => [...onPage[0]].forEach((ch, i) => (chars[spec.line][spec.start + i] = ch)));
  return { lines: chars.map((line) => line.join('')), changes: 1 };
}

function* spellings(options: readonly string[][], at = 0, prefix = ''): Generator<string> {
  if (at === options.length) {
    yield prefix;
    return;
  }
  for (const ch of options[at]) yield* spellings(options, at + 1, prefix + ch);
}

function withCells(lines: readonly string[], cells: readonly Cell[], text: string): string[] {
  const chars = lines.map((line) => [...line]);
  cells.forEach((cell, i) => (chars[cell.line][cell.col] = text[i]));
  return chars.map((line) => line.join(''));
}

/** What another reading has in the field's cells, when it was read in a layout that puts them in the same place. */
function spellingIn(reading: MrzResult, field: MrzCheck['field'], length: number): string {
  const layout = layoutOf(reading);
  const site = layout && locateChecks(layout, reading.lines).find((s) => s.field === field);
  return site && site.value.length === length ? site.value.map((cell) => reading.lines[cell.line][cell.col]).join('') : '';
}
