/**
 * How a two-digit year is placed: `past` (birth and issue dates: never after today), `nearest` (expiry dates:
 * the century that puts the date within 50 years of today).
 */
export type CenturyRule = 'past' | 'nearest';

/** e.g. resolveCentury(74, 8, 12, 'past', new Date('2026-11-21')) === 1974 */
export function resolveCentury(yy: number, month: number, day: number, rule: CenturyRule, today: Date): number {
  const thisYear = today.getUTCFullYear();
  const base = Math.floor(thisYear / 100) * 100;
  if (rule === 'past') {
    const candidate = base + yy;
    const asDate = Date.UTC(candidate, month - 1, day);
    return asDate > today.getTime() ? candidate - 100 : candidate;
  }
  const candidates = [base - 100 + yy, base + yy, base + 100 + yy];
  const target = today.getTime();
  return candidates.reduce((best, c) =>
    Math.abs(Date.UTC(c, month - 1, day) - target) < Math.abs(Date.UTC(best, month - 1, day) - target) ? c : best,
  );
}
