import { ALNUM_ALTERNATIVES, DIGITS_FOR_LETTER, FILLER_LOOKALIKES } from './confusions';
import type { FieldKind } from './formats';
import { isCheckOk } from './is-check-ok';
import type { Cell, CheckSite } from './locate-checks';
import { MIN_CONSISTENCY, scoreConsistency } from './score-consistency';

/** A set of character changes to the lines, with what it costs to believe it. */
export interface Variant {
  changes: { cell: Cell; ch: string }[];
  /** Ranking cost: one per changed character, one for a whole filler tail. */
  cost: number;
  /**
   * True when it changes a character that was legal where it stood (a letter in a document number): such a
   * change is only believed when the whole MRZ then validates.
   */
  speculative: boolean;
  /** Tie-breaker among equal costs: how much better the changed characters fit their neighbours. */
  consistency: number;
}

/** The variant that changes nothing. */
export const UNCHANGED: Variant = { changes: [], cost: 0, speculative: false, consistency: 0 };

interface Option {
  ch: string;
  speculative: boolean;
}

/** Bounds on the search: type-decided alternatives (a T in a date) may combine, legal characters not. */
const MAX_COST = 2;
const MAX_VARIANTS = 64;
const MAX_VISITED = 20_000;

/**
 * Alternative readings of a check site's characters that make its check digit pass, fewest changes first,
 * after the unchanged reading (always first; alone when it passes):
 * - a letter in a digit position tries each look-alike digit, a check digit read as a filler look-alike `<`,
 *   a letter that filler repair turned into `<` the letter as read (up to two such changes);
 * - a trailing run of filler look-alikes (`KLKL`) tries fillers;
 * - a document or personal number tries the other reading of one confusable character (`O`/`0`, `I`/`1`,
 *   `S`/`5`, `B`/`8`, `Z`/`2`, `G`/`6`), or of every occurrence of one. Such a change replaces a legal
 *   character, so it is kept only when it mends a letter or digit block (see `scoreConsistency`): a check digit
 *   passes by luck one time in ten, and a random misreading must not come out valid.
 *
 * @param raw the lines as read (after length fitting), which say what each character could have been
 * @param current the lines after the type-decided corrections
 */
export function listSiteVariants(
  site: CheckSite,
  kindOf: (cell: Cell) => FieldKind,
  raw: readonly string[],
  current: readonly string[],
): Variant[] {
  const charAt = (cell: Cell) => current[cell.line][cell.col];
  const reader = (variant: Variant) => {
    const override = new Map(variant.changes.map((c) => [key(c.cell), c.ch]));
    return (cell: Cell) => override.get(key(cell)) ?? charAt(cell);
  };
  const passes = (variant: Variant) => {
    const read = reader(variant);
    return isCheckOk(site.value.map(read).join(''), read(site.digit), site.blankAllowed);
  };
  if (passes(UNCHANGED)) return [UNCHANGED];

  const cells = [...site.value, site.digit];
  const options = cells.map((cell) => optionsFor(raw[cell.line][cell.col], charAt(cell), kindOf(cell)));
  const before = site.value.map(charAt).join('');
  const rawAt = (cell: Cell) => raw[cell.line][cell.col];
  // Putting back a letter that filler repair took away is not replacing a legal character.
  const swapsLegal = (variant: Variant) =>
    variant.changes.some((c) => c.ch !== '<' && c.ch !== rawAt(c.cell) && kindOf(c.cell) === 'alnum');

  const found: Variant[] = [];
  let visited = 0;
  const extend = (from: number, variant: Variant, open: number[]): void => {
    if (visited++ > MAX_VISITED) return;
    if (variant.cost > 0 && passes(variant)) {
      const consistency = scoreConsistency(before, site.value.map(reader(variant)).join(''));
      if (!swapsLegal(variant) || consistency >= MIN_CONSISTENCY) found.push({ ...variant, consistency });
    }
    if (variant.cost >= MAX_COST) return;
    for (let k = from; k < open.length; k++) {
      for (const option of options[open[k]]) {
        // One legal character replaced per reading at most: two would let nearly any misreading pass.
        if (option.speculative && variant.speculative) continue;
        const changes = [...variant.changes, { cell: cells[open[k]], ch: option.ch }];
        extend(k + 1, { changes, cost: variant.cost + 1, speculative: variant.speculative || option.speculative, consistency: 0 }, open);
      }
    }
  };
  for (const base of listBases(site, kindOf, charAt)) {
    const fixed = new Set(base.changes.map((c) => key(c.cell)));
    extend(0, base, cells.map((_, i) => i).filter((i) => options[i].length > 0 && !fixed.has(key(cells[i]))));
  }
  found.sort((a, b) => a.cost - b.cost || b.consistency - a.consistency);
  return [UNCHANGED, ...found.slice(0, MAX_VARIANTS)];
}

function optionsFor(raw: string, current: string, kind: FieldKind): Option[] {
  const options: Option[] = [];
  if (kind === 'digits' || kind === 'check') {
    for (const ch of DIGITS_FOR_LETTER[raw] ?? []) options.push({ ch, speculative: false });
    if (kind === 'check' && FILLER_LOOKALIKES.includes(raw)) options.push({ ch: '<', speculative: false });
  } else if (kind === 'alnum') {
    for (const ch of ALNUM_ALTERNATIVES[raw] ?? []) options.push({ ch, speculative: true });
    // Filler repair may have taken a real last letter (`…71L` + `KLKL`): the check digit may put it back.
    if (current === '<' && raw !== '<') options.push({ ch: raw, speculative: false });
  }
  return options.filter((option) => option.ch !== current);
}

/**
 * Starting points for the search besides the unchanged reading:
 * - the trailing run of fillers and look-alikes in the alphanumeric part turned into fillers, where it may be a
 *   misread run (see `isMisreadRun`); the whole run costs 1, and each look-alike letter kept at its start one
 *   more (`50013871LKLKL` may be `50013871L<<<<`);
 * - every occurrence of one confusable character read the other way at once, for 1: an engine that misreads a
 *   glyph tends to misread it each time (`XB1OOOO17` for `XB1000017`).
 */
function listBases(site: CheckSite, kindOf: (cell: Cell) => FieldKind, charAt: (cell: Cell) => string): Variant[] {
  const bases: Variant[] = [UNCHANGED];
  const cells = site.value.filter((cell) => kindOf(cell) === 'alnum');
  const isFillerLike = (cell: Cell) => charAt(cell) === '<' || FILLER_LOOKALIKES.includes(charAt(cell));
  let start = cells.length;
  while (start > 0 && isFillerLike(cells[start - 1])) start--;
  let kept = 0;
  for (let from = start; from < cells.length; from++) {
    if (charAt(cells[from]) === '<') continue;
    const changes = cells.slice(from).filter((cell) => charAt(cell) !== '<').map((cell) => ({ cell, ch: '<' }));
    if (isMisreadRun(from === 0 ? '<' : charAt(cells[from - 1]), changes.length)) {
      bases.push({ changes, cost: 1 + kept, speculative: true, consistency: 0 });
    }
    kept++;
  }

  const seen = new Set(cells.map(charAt));
  for (const ch of seen) {
    const same = cells.filter((cell) => charAt(cell) === ch);
    if (same.length < 2) continue;
    for (const other of ALNUM_ALTERNATIVES[ch] ?? []) {
      bases.push({ changes: same.map((cell) => ({ cell, ch: other })), cost: 1, speculative: true, consistency: 0 });
    }
  }
  return bases;
}

/**
 * Whether look-alike letters at the end of a field may be a misread filler run: they follow a filler, or there
 * are three or more of them (`KLK`). A letter or two right after data and before real fillers (`…71L<<<<`) are
 * data.
 */
export function isMisreadRun(before: string, letters: number): boolean {
  return before === '<' || letters >= 3;
}

function key(cell: Cell): string {
  return `${cell.line}:${cell.col}`;
}
