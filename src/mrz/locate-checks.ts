import type { FieldKey, MrzLayout } from './formats';
import { getFieldSpec } from './read-field';
import type { MrzCheck } from './types';

/** One character position in the MRZ lines. */
export interface Cell {
  line: number;
  col: number;
}

/** Where one check digit and the characters it guards sit in a particular set of lines. */
export interface CheckSite {
  field: MrzCheck['field'];
  value: Cell[];
  digit: Cell;
  /** A field left entirely blank may carry `<` (or 0) as its check digit (TD3 personal number). */
  blankAllowed: boolean;
}

/**
 * Where the document number and its check digit are. Normally the nine-character field and the digit after it;
 * for a long document number (ICAO 9303 part 5, note j: `<` at the check position) the number goes on into
 * the overflow field up to its first filler, whose last character before that filler is the check digit,
 * e.g. `D23145890<7349<<<` is number D23145890734 with check digit 9. `overflowUsed` is how many characters of
 * the overflow field belong to the number, check digit included.
 */
export function locateDocumentNumber(
  layout: MrzLayout,
  lines: readonly string[],
): { value: Cell[]; digit: Cell; overflowUsed: number } {
  const number = getFieldSpec(layout, 'documentNumber');
  const check = getFieldSpec(layout, 'documentNumberCheck');
  const value = cellsOf(number.line, number.start, number.length);
  const digit = { line: check.line, col: check.start };
  if (!layout.overflow || lines[digit.line][digit.col] !== '<') return { value, digit, overflowUsed: 0 };

  const overflow = getFieldSpec(layout, layout.overflow);
  const text = lines[overflow.line].slice(overflow.start, overflow.start + overflow.length);
  const run = text.indexOf('<') === -1 ? text.length : text.indexOf('<');
  if (run < 2) return { value, digit, overflowUsed: 0 };
  return {
    value: [...value, ...cellsOf(overflow.line, overflow.start, run - 1)],
    digit: { line: overflow.line, col: overflow.start + run - 1 },
    overflowUsed: run,
  };
}

/** Every check site of `layout`, in the layout's order, located in `lines`. */
export function locateChecks(layout: MrzLayout, lines: readonly string[]): CheckSite[] {
  return layout.checks.map((check) => {
    if (check.field === 'documentNumber') {
      const { value, digit } = locateDocumentNumber(layout, lines);
      return { field: check.field, value, digit, blankAllowed: false };
    }
    const digitSpec = getFieldSpec(layout, check.digit);
    return {
      field: check.field,
      value: check.over.flatMap((key: FieldKey) => {
        const spec = getFieldSpec(layout, key);
        return cellsOf(spec.line, spec.start, spec.length);
      }),
      digit: { line: digitSpec.line, col: digitSpec.start },
      blankAllowed: check.field === 'personalNumber',
    };
  });
}

function cellsOf(line: number, start: number, length: number): Cell[] {
  return Array.from({ length }, (_, i) => ({ line, col: start + i }));
}
