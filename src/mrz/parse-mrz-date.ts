/** Which rule settles the century of a two-digit year. */
export type MrzDateKind = 'birth' | 'expiry';

const DAY_MS = 86_400_000;

/**
 * Turns an MRZ `YYMMDD` into `YYYY-MM-DD`, or `''` when it is not a calendar date (fillers, letters, 13th month,
 * 30 February...). A birth date is never in the future: the latest century that keeps it on or before `today`.
 * An expiry date takes the century that brings it closest to `today` (so within 50 years; a tie goes to the
 * past, since expiries 50 years ahead do not exist).
 *
 * @example parseMrzDate('740812', 'birth', new Date('2026-11-21')) === '1974-08-12'
 */
export function parseMrzDate(yymmdd: string, kind: MrzDateKind, today: Date): string {
  // e.g. 740812
  if (!/^\d{6}$/.test(yymmdd)) return '';
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';

  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  let year: number;
  if (kind === 'birth') {
    year = century + yy;
    const todayKey = today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
    if (year * 10_000 + month * 100 + day > todayKey) year -= 100;
  } else {
    const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const distance = (y: number) => Math.abs(Date.UTC(y, month - 1, day) - todayMs);
    const candidates = [century - 100 + yy, century + yy, century + 100 + yy];
    year = candidates.reduce((best, y) => (distance(y) < distance(best) ? y : best));
  }
  if (day > daysInMonth(year, month)) return '';
  return `${String(year).padStart(4, '0')}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

function daysInMonth(year: number, month: number): number {
  return Math.round((Date.UTC(year, month, 1) - Date.UTC(year, month - 1, 1)) / DAY_MS);
}
