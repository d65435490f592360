import { pad2, type CalendarDate } from '../calendar-date';

export const MONTHS_EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** French abbreviations as UK and Canadian passports print them: no accents, MARS/JUIN/JUIL/AOUT/SEPT. */
export const MONTHS_FR_PLAIN = ['JAN', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'];
export const MONTHS_FR = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
export const MONTHS_NL = ['JAN', 'FEB', 'MAA', 'APR', 'MEI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC'];
export const MONTHS_IT = ['GEN', 'FEB', 'MAR', 'APR', 'MAG', 'GIU', 'LUG', 'AGO', 'SET', 'OTT', 'NOV', 'DIC'];
export const MONTHS_EN_TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Day, two month names and year, the way bilingual data pages print dates.
 * e.g. (GBR) `12 AUG /AOUT 74` with separator ' /' and two-digit years; (NLD) `12 AUG/AUG 1974` with '/'.
 */
export function bilingualDate(
  date: CalendarDate,
  first: readonly string[],
  second: readonly string[],
  separator: string,
  yearDigits: 2 | 4,
): string {
  const year = yearDigits === 2 ? pad2(date.year % 100) : String(date.year);
  return `${pad2(date.day)} ${first[date.month - 1]}${separator}${second[date.month - 1]} ${year}`;
}

/** Numeric dates: `12.08.1974` (DEU) or `12 08 1974` (FRA, ESP). */
export function numericDate(date: CalendarDate, separator: string): string {
  return `${pad2(date.day)}${separator}${pad2(date.month)}${separator}${date.year}`;
}
