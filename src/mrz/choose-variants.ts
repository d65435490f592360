import { evaluateChecks } from './evaluate-checks';
import type { MrzLayout } from './formats';
import type { Variant } from './list-variants';
import type { MrzCheck } from './types';

/** Combinations tried at most; lists are cut from their costliest end until the product fits. */
const MAX_COMBINATIONS = 4_096;

/**
 * Picks one variant per group (each group's first variant being "no change") so that the most check digits
 * pass, then the fewest changes, then the changes that best fit their neighbours (see `scoreConsistency`).
 * A combination that makes a speculative change (one that replaced a character legal where it stood) counts
 * only if every check digit then passes: one passing check is a one-in-ten coincidence, and a specimen printed
 * with a wrong digit must not be "fixed" into something else. When several best combinations give different
 * lines, the groups they disagree about stay unchanged: an undecidable reading must not come out looking valid.
 * Returns the lines with the chosen changes applied.
 */
export function chooseVariants(layout: MrzLayout, lines: readonly string[], groups: Variant[][]): string[] {
  const lists = trimToBudget(groups);

  let bestScore: number[] | null = null;
  let best: number[][] = [];
  let bestLines = new Set<string>();
  for (const picks of product(lists.map((list) => list.length))) {
    const variants = picks.map((pick, g) => lists[g][pick]);
    const candidate = applyVariants(lines, variants);
    const checks = evaluateChecks(layout, candidate);
    if (!isEligible(variants, checks)) continue;
    const score = [
      checks.filter((check) => check.ok).length,
      -variants.reduce((sum, v) => sum + v.cost, 0),
      variants.reduce((sum, v) => sum + v.consistency, 0),
    ];
    const order = bestScore ? compare(score, bestScore) : 1;
    if (order > 0) {
      bestScore = score;
      best = [picks];
      bestLines = new Set([candidate.join('\n')]);
    } else if (order === 0) {
      best.push(picks);
      bestLines.add(candidate.join('\n'));
    }
  }
  if (bestLines.size === 1) return applyVariants(lines, best[0].map((pick, g) => lists[g][pick]));
  const agreed = lists.map((list, g) => (best.every((picks) => picks[g] === best[0][g]) ? list[best[0][g]] : list[0]));
  const merged = applyVariants(lines, agreed);
  if (isEligible(agreed, evaluateChecks(layout, merged))) return merged;
  // What the tied readings agree on may not validate alone: then only the type-decided changes stay.
  return applyVariants(lines, agreed.map((variant, g) => (variant.speculative ? lists[g][0] : variant)));
}

/** A speculative change is believed only when every check then passes. */
function isEligible(variants: readonly Variant[], checks: readonly MrzCheck[]): boolean {
  return !variants.some((variant) => variant.speculative) || checks.every((check) => check.ok);
}

function applyVariants(lines: readonly string[], variants: readonly Variant[]): string[] {
  const chars = lines.map((line) => [...line]);
  for (const variant of variants) for (const { cell, ch } of variant.changes) chars[cell.line][cell.col] = ch;
  return chars.map((line) => line.join(''));
}

function trimToBudget(groups: Variant[][]): Variant[][] {
  const lists = groups.map((group) => [...group]);
  const size = () => lists.reduce((total, list) => total * list.length, 1);
  while (size() > MAX_COMBINATIONS) {
    const longest = lists.reduce((a, b) => (b.length > a.length ? b : a));
    longest.splice(Math.ceil(longest.length / 2));
  }
  return lists;
}

/** Every index tuple over lists of the given lengths, the all-zero tuple first. */
function* product(lengths: number[]): Generator<number[]> {
  const picks = lengths.map(() => 0);
  while (true) {
    yield [...picks];
    let g = lengths.length - 1;
    while (g >= 0 && ++picks[g] === lengths[g]) picks[g--] = 0;
    if (g < 0) return;
  }
}

/** Lexicographic order of two scores of equal length. */
function compare(a: readonly number[], b: readonly number[]): number {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at === -1 ? 0 : a[at] - b[at];
}
