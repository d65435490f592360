/** `b` aligned to `a` with the fewest edits, position by position of `a`, and the edits. */
export interface Alignment {
  /** `b`'s character at each position of `a`, null where it has none there. */
  aligned: Array<string | null>;
  /** The index in `b` of that character, -1 where it has none. */
  indexes: number[];
  edits: number;
}

/**
 * `b` aligned to `a` (fewest insertions, deletions and substitutions): a reading one character short or long
 * still lines up with the other where they agree. `same`: which characters count as one (a filler and the
 * letters the LSTM writes for it, for a caller that ignores that noise).
 * e.g. ("ZE000509<9", "3000509<9") → ["3", null, "0", ...], 2 edits
 */
export function alignLines(a: string, b: string, same: (x: string, y: string) => boolean = (x, y) => x === y): Alignment {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const sub = (i: number, j: number) => (same(a[i], b[j]) ? 0 : 1);
  const cost = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + sub(i - 1, j - 1));
    }
  }
  const indexes = Array.from({ length: a.length }, () => -1);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    if (cost[i][j] === cost[i - 1][j - 1] + sub(i - 1, j - 1)) indexes[--i] = --j;
    else if (cost[i][j] === cost[i - 1][j] + 1) i--;
    else j--;
  }
  return { aligned: indexes.map((at) => (at < 0 ? null : b[at])), indexes, edits: cost[a.length][b.length] };
}
