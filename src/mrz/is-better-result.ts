import type { MrzResult } from './types';

/** Whether `a` is a better reading than `b`: valid first, then more passing checks, then fewer corrections. */
export function isBetterResult(a: MrzResult, b: MrzResult): boolean {
  if (a.valid !== b.valid) return a.valid;
  const passedA = countPassed(a);
  const passedB = countPassed(b);
  if (passedA !== passedB) return passedA > passedB;
  return a.corrections < b.corrections;
}

/** How many of a result's check digits pass. */
export function countPassed(result: MrzResult): number {
  return result.checks.filter((check) => check.ok).length;
}
