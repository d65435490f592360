/** `b` aligned to `a` with the fewest edits: `b`'s character at each position of `a` (null where it has none), and the edits. */
export interface Alignment {
  aligned: Array<string | null>;
  edits: number;
}

/**
 * `b` aligned to `a` (fewest insertions, deletions and substitutions): a reading one character short or long
 * still lines up with the other where they agree. e.g. ("ZE000509<9", "3000509<9") → ["3", null, "0", ...], 2 edits
 */
export function alignLines(a: string, b: string): Alignment {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const cost = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  const aligned: Array<string | null> = Array.from({ length: a.length }, () => null);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    if (cost[i][j] === cost[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      aligned[i - 1] = b[j - 1];
      i--;
      j--;
    } else if (cost[i][j] === cost[i - 1][j] + 1) i--;
    else j--;
  }
  return { aligned, edits: cost[a.length][b.length] };
}
