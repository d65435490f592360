/**
 * The least consistency gain that lets a legal character be replaced: both neighbours of the same class, i.e.
 * the change mends a block from inside (`L8989O2C3`). At a block's edge (`D23…` → `023…`) a letter prefix is as
 * likely as a misread digit.
 */
export const MIN_CONSISTENCY = 2;

/**
 * How much better the changed characters of `after` fit their neighbours than those of `before` (same length):
 * for each changed position, the neighbours of the same class (digit or letter) after, minus before. Issuers
 * write numbers as letter and digit blocks (`L898902C3`, `XB1200417`), so among readings a check digit cannot
 * tell apart, the one that mends a block (`D23I45890` → `D23145890`) is the likelier.
 *
 * @example scoreConsistency('D23I45890', 'D23145890') === 2
 */
export function scoreConsistency(before: string, after: string): number {
  let score = 0;
  for (let i = 0; i < before.length; i++) {
    if (before[i] !== after[i]) score += agreement(after, i) - agreement(before, i);
  }
  return score;
}

function agreement(text: string, i: number): number {
  const own = classOf(text[i]);
  if (own === 'other') return 0;
  return [text[i - 1], text[i + 1]].filter((ch) => ch !== undefined && classOf(ch) === own).length;
}

function classOf(ch: string): 'digit' | 'letter' | 'other' {
  if (ch >= '0' && ch <= '9') return 'digit';
  if (ch >= 'A' && ch <= 'Z') return 'letter';
  return 'other';
}
