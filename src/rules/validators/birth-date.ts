import { formatIsoDate } from '../../dates/parse-printed-date';
import { resolveCentury } from '../../dates/resolve-century';

/** YYYY-MM-DD of a birth date that exists and is not after today, else ''. e.g. (1985, 12, 10) → "1985-12-10" */
export function birthDate(year: number, month: number, day: number, today: Date): string {
  const iso = formatIsoDate(year, month, day);
  return iso !== '' && iso <= today.toISOString().slice(0, 10) ? iso : '';
}

/**
 * The same for a two-digit year, placed in today's century unless that is after today (contract.md: a birth
 * date is never in the future). e.g. (85, 12, 10) → "1985-12-10"; (07, 4, 16) → "2007-04-16" in 2026
 */
export function pastBirthDate(yy: number, month: number, day: number, today: Date): string {
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  return birthDate(resolveCentury(yy, month, day, 'past', today), month, day, today);
}
