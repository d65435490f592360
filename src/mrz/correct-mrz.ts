import { applyFieldKinds } from './apply-field-kinds';
import { chooseVariants } from './choose-variants';
import { ALNUM_ALTERNATIVES, FILLER_LOOKALIKES } from './confusions';
import { decodeMrz } from './decode-mrz';
import { listLineFits, MAX_LENGTH_ERROR } from './fit-line-lengths';
import { countPassed, isBetterResult } from './is-better-result';
import type { FieldKey, FieldKind, FieldSpec, MrzLayout } from './formats';
import { isMisreadRun, listSiteVariants, UNCHANGED, type Variant } from './list-variants';
import { locateChecks, type Cell } from './locate-checks';
import { normaliseMrzLine } from './normalise-mrz-line';
import { pickLayoutReading } from './pick-layout-reading';
import { MIN_CONSISTENCY, scoreConsistency } from './score-consistency';
import { selectLayouts } from './select-layouts';
import type { MrzOptions, MrzResult } from './types';

/**
 * Reads OCR'd MRZ lines the way the check digits and field types allow, and returns the best reading:
 * - lines are normalised (whitespace dropped, upper case, `«`/`‹`/`〈` as `<`) and fitted to the layout by
 *   padding or trimming fillers at the end of name and optional fields, or by dropping a stray character off a
 *   line's end or inside an unlisted issuing state (see `listLineFits`): the check digits choose;
 * - type-decided fixes: look-alike digits in letter-only fields (`UT0` → `UTO`), look-alike letters in dates and
 *   check digits (`74O8I2` → `740812`), misread filler runs in names and optional fields (`<<KLKLKL` → `<<<<<<`);
 * - check-digit-decided fixes: a letter in a date that looks like two digits (`T`: 1 or 7), a check digit read
 *   as a filler look-alike, a filler tail read as letters, and in document and personal numbers one confusable
 *   character (`O`/`0`, `I`/`1`, `S`/`5`, `B`/`8`, `Z`/`2`, `G`/`6`) or every occurrence of one read the other
 *   way. The reading with the most passing checks wins, then the fewest changes, then the changes that best
 *   mend letter and digit blocks. Replacing a character that was legal where it stood is only believed when it
 *   mends a block and every check then passes, and a tie between different readings changes nothing.
 * Nothing is invented: when no reading passes, the best effort comes back with `valid: false` and the failing
 * checks. `corrections` counts the characters changed from the normalised input. Returns `null` when the lines
 * fit no layout.
 *
 * @example correctMrz(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<', 'L898902C36UT07408122F12O4159ZE184226B<<<<<10'])
 */
export function correctMrz(lines: string[], options: MrzOptions = {}): MrzResult | null {
  const today = options.today ?? new Date();
  const normalised = lines.map((line) => normaliseMrzLine(line)).filter((line) => line.length > 0);

  const readings: Array<{ layout: MrzLayout; result: MrzResult }> = [];
  for (const layout of selectLayouts(normalised, MAX_LENGTH_ERROR)) {
    let best: MrzResult | null = null;
    let stray: MrzResult | null = null;
    for (const fitted of listLineFits(normalised, layout)) {
      const corrected = correctShaped(layout, fitted.lines);
      const result = decodeMrz(layout, corrected, fitted.cost + countDifferences(fitted.lines, corrected), today);
      if (fitted.stray) {
        if (result.valid && (!stray || isBetterResult(result, stray))) stray = result;
      } else if (!best || isBetterResult(result, best)) best = result;
    }
    // A character dropped off a line's end is believed when the check digits then pass where they did not.
    if (stray && (!best || countPassed(stray) > countPassed(best))) best = stray;
    if (best) readings.push({ layout, result: best });
  }
  return pickLayoutReading(readings);
}

/** Corrects lines that already have the layout's shape. */
function correctShaped(layout: MrzLayout, raw: string[]): string[] {
  // Fields with their own check digit get their variants from it; the rest only have the composite.
  const guarded = new Set<FieldKey>(['documentNumber']);
  if (layout.fields.some((field) => field.key === 'personalNumberCheck')) guarded.add('personalNumber');
  const current = applyFieldKinds(layout, raw);
  const kindOf = (cell: Cell) => specAt(layout, cell)?.kind ?? 'alnum';

  const groups: Variant[][] = [];
  for (const site of locateChecks(layout, current)) {
    if (site.field !== 'composite') groups.push(listSiteVariants(site, kindOf, raw, current));
  }
  if (layout.checks.some((check) => check.field === 'composite')) {
    for (const spec of layout.fields) {
      if (spec.kind === 'alnum' && !guarded.has(spec.key)) groups.push(listOptionalVariants(spec, current));
    }
  }
  return chooseVariants(layout, current, groups);
}

/**
 * For an optional field guarded only by the composite: its whole trailing run of filler look-alikes as fillers,
 * or one character read the other way where that mends a letter or digit block. All speculative, so only a
 * fully valid MRZ can pick one.
 */
function listOptionalVariants(spec: FieldSpec, lines: readonly string[]): Variant[] {
  const text = lines[spec.line].slice(spec.start, spec.start + spec.length);
  const cell = (i: number): Cell => ({ line: spec.line, col: spec.start + i });
  const variants: Variant[] = [UNCHANGED];

  let start = text.length;
  while (start > 0 && (text[start - 1] === '<' || FILLER_LOOKALIKES.includes(text[start - 1]))) start--;
  const tail = [...text.slice(start)].flatMap((ch, i) => (ch === '<' ? [] : [{ cell: cell(start + i), ch: '<' }]));
  if (tail.length > 0 && isMisreadRun(text[start - 1] ?? '<', tail.length)) {
    variants.push({ changes: tail, cost: 1, speculative: true, consistency: 0 });
  }

  [...text].forEach((ch, i) => {
    for (const other of ALNUM_ALTERNATIVES[ch] ?? []) {
      const consistency = scoreConsistency(text, text.slice(0, i) + other + text.slice(i + 1));
      if (consistency >= MIN_CONSISTENCY) variants.push({ changes: [{ cell: cell(i), ch: other }], cost: 1, speculative: true, consistency });
    }
  });
  return variants;
}

function specAt(layout: MrzLayout, cell: Cell): { kind: FieldKind } | undefined {
  return layout.fields.find(
    (field) => field.line === cell.line && cell.col >= field.start && cell.col < field.start + field.length,
  );
}

/** Characters that differ between two sets of lines of the same lengths. */
export function countDifferences(before: readonly string[], after: readonly string[]): number {
  let count = 0;
  before.forEach((line, i) => {
    for (let c = 0; c < line.length; c++) if (line[c] !== after[i][c]) count++;
  });
  return count;
}
