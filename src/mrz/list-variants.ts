import { ALNUM_ALTERNATIVES, DIGITS_FOR_LETTER, FILLER_LOOKALIKES } from './confusions';
import type { FieldKind } from './formats';
import { isCheckOk } from './is-check-ok';
import type { Cell, CheckSite } from './locate-checks';

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
}

/** The variant that changes nothing. */
export const UNCHANGED: Variant = { changes: [], cost: 0, speculative: false };

interface Option {
  ch: string;
  speculative: boolean;
}

/** Bounds on the search: a check digit cannot tell apart more than a couple of changes anyway. */
const MAX_COST = 2;
const MAX_VARIANTS = 64;
const MAX_VISITED = 20_000;

/**
 * Alternative readings of a check site's characters that make its check digit pass, fewest changes first,
 * after the unchanged reading (always first, passing or not). Letters in digit positions try each look-alike
 * digit, document and personal number characters their other reading (`O`/`0`, `S`/`5`...), a check digit read
 * as a filler look-alike tries `<`, and a tail of filler look-alikes (`KLKL`) tries fillers. At most two changes,
 * counting a repaired tail as one.
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
  const cells = [...site.value, site.digit];
  const options = cells.map((cell) => optionsFor(raw[cell.line][cell.col], charAt(cell), kindOf(cell)));
  const passes = (variant: Variant) => {
    const override = new Map(variant.changes.map((c) => [key(c.cell), c.ch]));
    const read = (cell: Cell) => override.get(key(cell)) ?? charAt(cell);
    return isCheckOk(site.value.map(read).join(''), read(site.digit), site.blankAllowed);
  };

  const found: Variant[] = [];
  let visited = 0;
  for (const base of tailBases(site, kindOf, charAt)) {
    const fixed = new Set(base.changes.map((c) => key(c.cell)));
    const open = cells.map((_, i) => i).filter((i) => options[i].length > 0 && !fixed.has(key(cells[i])));
    // Depth-first over the positions that have alternatives, each taken at most once, up to the cost bound.
    const extend = (from: number, variant: Variant): void => {
      if (visited++ > MAX_VISITED) return;
      if (variant.cost > 0 && passes(variant)) found.push(variant);
      if (variant.cost >= MAX_COST) return;
      for (let k = from; k < open.length; k++) {
        for (const option of options[open[k]]) {
          extend(k + 1, {
            changes: [...variant.changes, { cell: cells[open[k]], ch: option.ch }],
            cost: variant.cost + 1,
            speculative: variant.speculative || option.speculative,
          });
        }
      }
    };
    extend(0, base);
  }
  found.sort((a, b) => a.cost - b.cost);
  return [UNCHANGED, ...found.slice(0, MAX_VARIANTS)];
}

function optionsFor(raw: string, current: string, kind: FieldKind): Option[] {
  const options: Option[] = [];
  if (kind === 'digits' || kind === 'check') {
    for (const ch of DIGITS_FOR_LETTER[raw] ?? []) options.push({ ch, speculative: false });
    if (kind === 'check' && FILLER_LOOKALIKES.includes(raw)) options.push({ ch: '<', speculative: false });
  } else if (kind === 'alnum') {
    for (const ch of ALNUM_ALTERNATIVES[raw] ?? []) options.push({ ch, speculative: true });
  }
  return options.filter((option) => option.ch !== current);
}

/**
 * The unchanged reading plus, for each start of a trailing run of fillers and look-alikes in the alphanumeric
 * part of the site, that run turned into fillers.
 */
function tailBases(site: CheckSite, kindOf: (cell: Cell) => FieldKind, charAt: (cell: Cell) => string): Variant[] {
  const bases: Variant[] = [UNCHANGED];
  const cells = site.value.filter((cell) => kindOf(cell) === 'alnum');
  let start = cells.length;
  while (start > 0 && (charAt(cells[start - 1]) === '<' || FILLER_LOOKALIKES.includes(charAt(cells[start - 1])))) start--;
  for (let from = start; from < cells.length; from++) {
    if (charAt(cells[from]) === '<') continue;
    const changes = cells.slice(from).filter((cell) => charAt(cell) !== '<').map((cell) => ({ cell, ch: '<' }));
    if (changes.length > 0) bases.push({ changes, cost: 1, speculative: true });
  }
  return bases;
}

function key(cell: Cell): string {
  return `${cell.line}:${cell.col}`;
}
