import { formatIsoDate } from '../dates/parse-printed-date';

/** How a symbol writes its dates: MMDDCCYY (US jurisdictions since version 2) or CCYYMMDD (Canada; everyone in version 1). */
export type AamvaDateOrder = 'MDY' | 'YMD';

// Years a licence's dates can hold; it also keeps "12011990" from reading as the year 1201.
const FIRST_YEAR = 1880;
const LAST_YEAR = 2199;

/**
 * An AAMVA date as YYYY-MM-DD, '' when it is not a real calendar date. The expected order is tried first and
 * the other one after it: jurisdictions do not all follow the standard, and with four-digit years only one of
 * the two orders can give a calendar date (the century digits 19, 20 are no month).
 * e.g. readAamvaDate("04231997", "MDY") === "1997-04-23"; readAamvaDate("19970423", "MDY") === "1997-04-23"
 */
export function readAamvaDate(raw: string, expected: AamvaDateOrder): string {
  const digits = raw.trim();
  if (!/^\d{8}$/.test(digits)) return '';
  for (const order of expected === 'MDY' ? (['MDY', 'YMD'] as const) : (['YMD', 'MDY'] as const)) {
    const [year, month, day] =
      order === 'MDY' ? [digits.slice(4), digits.slice(0, 2), digits.slice(2, 4)] : [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)];
    if (Number(year) < FIRST_YEAR || Number(year) > LAST_YEAR) continue;
    const iso = formatIsoDate(Number(year), Number(month), Number(day));
    if (iso) return iso;
  }
  return '';
}
