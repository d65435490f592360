import { asciiDigits } from '../text/ascii-digits';
import { foldText } from '../text/fold-text';
import { digitsForLetters } from '../text/lookalikes';
import { monthFromJoinedPair, monthFromName } from './month-names';
import { resolveBuddhistEra } from './resolve-buddhist-era';
import { resolveCentury, type CenturyRule } from './resolve-century';
import { thaiMonthFromName } from './thai-month-names';

/** Which way round an all-numeric date is printed. */
export type NumericOrder = 'DMY' | 'MDY' | 'YMD';

export interface DateOptions {
  /** Numeric orders to try, in order. */
  orders: readonly NumericOrder[];
  century: CenturyRule;
  today: Date;
}

// OCR reads digits in a date as look-alike letters; in a date position they can only be digits (text/lookalikes,
// the `date` view).
const DIGIT_LOOKALIKES = digitsForLetters('date');
/** A digit of a date as read: a digit or a letter of the `date` view (`[0-9OD…]`). */
const D = `[0-9${Object.keys(DIGIT_LOOKALIKES).join('')}]`;

/**
 * Reads a date as printed on a document and returns it as YYYY-MM-DD, or '' when no valid calendar date
 * is there. Accepted, and nothing guessed beyond them:
 * - a named month in any language of month-names.ts, day first, alone or in a bilingual pair
 *   ("12 AUG/AOÛT 1990", "12.JAN.1990", "1er janvier 1990", "12 de enero de 1990");
 * - a Thai month name or abbreviation, day first, with a four-digit year ("12 ม.ค. 2530");
 * - all-numeric dates in the given orders, with spaces, dots, slashes or dashes between the parts, or with one
 *   of two slashes read as a 1 or a 7 ("11725/1950") or lost ("0112/1967");
 * - Eastern Arabic, Persian and Thai digits, as the ASCII ones.
 * A four-digit year over 2400 is in the Buddhist era and is converted (BE − 543). A month and year without
 * a day is not a date.
 * e.g. "12 AUGUST/AOUT 74" → "1974-08-12"; "12.08.1974" → "1974-08-12"; "๑๒ ม.ค. ๒๕๓๐" → "1987-01-12"
 */
export function parsePrintedDate(text: string, options: DateOptions): string {
  const plain = asciiDigits(text).normalize('NFC');
  // Already ISO (an MRZ date, or a barcode's): taken as is once it is a real calendar date.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(plain.trim());
  if (iso) return formatIsoDate(resolveBuddhistEra(Number(iso[1])), Number(iso[2]), Number(iso[3]));
  const folded = foldText(plain.replace(/[.\-/,]/g, ' '));
  return parseThaiMonth(plain, options) || parseNamedMonth(folded, options) || parseNumeric(folded, options);
}

// Thai letters and marks, without the Thai digits (already ASCII) and the baht sign.
const THAI = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';
// e.g. "12 ม.ค. 2530", "12 มกราคม 2530", "12ม. ค.2530"
const THAI_DATE = new RegExp(`(?<!\\d)(\\d{1,2})\\s*([${THAI}][${THAI}.,\\s]*?)\\s*(\\d{4})(?!\\d)`, 'g');

function parseThaiMonth(plain: string, options: DateOptions): string {
  return firstDate(THAI_DATE, plain, (match) => {
    const month = thaiMonthFromName(match[2]);
    return month ? build(match[3], month, Number(match[1]), options) : '';
  });
}

// e.g. "12 AUGUST AOUT 74", "12 AUG 1974", "1 ENE ENE 1990", "12JAN1990", "1ER JANVIER 1990",
// "12 DE ENERO DE 1990", "12 AUGIAOUT 1990" (the slash read as I), "12 AUG 7AOUT 1990" (read as 7 or 1),
// "141AUG2027" (14/AUG/2027, the slash after a two-digit day read as 1), "I2 AUG 1990". A day of look-alikes only
// ("I JAN 1990") must stand apart, or "IUNIE/IUNIE 90" would be the 1st of June.
const NAMED = new RegExp(
  `(?:^|\\s)(\\d[0-9OIL]?|[OIL]\\d|[OIL]{1,2}(?=\\s))(?:ER|ST|ND|RD|TH)?\\s*(?:(?<=\\d\\d)[17](?=[A-Z]))?(?:DE\\s+)?([A-Z][A-Z1]{2,20}\\s*(?:[17]?[A-Z][A-Z1]{2,20}\\s*)?)\\s*(?:DE\\s+)?(${D}{4}|${D}{2})(?=\\s|$)`,
  'g',
);

function parseNamedMonth(folded: string, options: DateOptions): string {
  return firstDate(NAMED, folded, (match) => {
    // Bilingual dates print two names ("AUG AOUT"); the first that is known decides.
    const month = match[2]
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/^[17]/, ''))
      .map((word) => monthFromName(word) ?? monthFromJoinedPair(word))
      .find((m) => m !== undefined);
    return month ? build(toDigits(match[3]), month, Number(toDigits(match[1])), options) : '';
  });
}

// e.g. "12 08 1974", "1974 08 12", "12 08 74"
const NUMERIC = new RegExp(`(?:^|\\s)(${D}{1,4})\\s+(${D}{1,2})\\s+(${D}{1,4})(?=\\s|$)`, 'g');
const COMPACT = /(?:^|\s)(\d{2})(\d{2})(\d{4})(?=\s|$)/g; // e.g. "12081974"
// One of two slashes read as a 1 or a 7, the other read: "11725/1950", "11/2571950".
const SLASH_AS_DIGIT = [/(?:^|\s)(\d{2})[17](\d{2})\s(\d{4}|\d{2})(?=\s|$)/g, /(?:^|\s)(\d{2})\s(\d{2})[17](\d{4})(?=\s|$)/g];
// One of two separators lost, the other read: "0112/1967", "01/121967", "2306 2034".
const SEPARATOR_LOST = [/(?:^|\s)(\d{2})(\d{2})\s(\d{4})(?=\s|$)/g, /(?:^|\s)(\d{2})\s(\d{2})(\d{4})(?=\s|$)/g];

function parseNumeric(folded: string, options: DateOptions): string {
  const read = (match: RegExpExecArray): string => {
    // A leading part with no real digit is a word ("IL 03 2025": Italian "the", then a month and year); the
    // last part may be all look-alikes ("12 05 IO"), as no word after a month and year makes it a date.
    if (!/\d/.test(match[1]) || !/\d/.test(match[2])) return '';
    const [a, b, c] = [toDigits(match[1]), toDigits(match[2]), toDigits(match[3])];
    for (const order of options.orders) {
      const parts = order === 'DMY' ? { d: a, m: b, y: c } : order === 'MDY' ? { d: b, m: a, y: c } : { d: c, m: b, y: a };
      if (parts.d.length > 2 || parts.m.length > 2 || (parts.y.length !== 2 && parts.y.length !== 4)) continue;
      const result = build(parts.y, Number(parts.m), Number(parts.d), options);
      if (result) return result;
    }
    return '';
  };
  return (
    firstDate(NUMERIC, folded, read) ||
    firstDate(COMPACT, folded, read) ||
    [...SLASH_AS_DIGIT, ...SEPARATOR_LOST].reduce((found, pattern) => found || firstDate(pattern, folded, read), '')
  );
}

// The first match that reads as a date; a match that does not (an unknown word where the month goes) must
// not hide a real date later in the same text, so the search goes on from the next character.
function firstDate(pattern: RegExp, text: string, read: (match: RegExpExecArray) => string): string {
  const search = new RegExp(pattern.source, pattern.flags);
  for (let from = 0; from < text.length; ) {
    search.lastIndex = from;
    const match = search.exec(text);
    if (!match) return '';
    const date = read(match);
    if (date) return date;
    from = match.index + 1;
  }
  return '';
}

// No date an identity document prints falls outside these years; a four-digit "year" outside them is a misread
// ("TO08" read for 1986 is not the year 7008, nor, as a Buddhist-era year, 6465).
const EARLIEST_YEAR = 1850;
const LATEST_YEAR = 2200;

function build(yearText: string, month: number, day: number, options: DateOptions): string {
  if (!/^\d+$/.test(yearText) || month < 1 || month > 12 || day < 1 || day > 31) return '';
  const year =
    yearText.length === 2
      ? resolveCentury(Number(yearText), month, day, options.century, options.today)
      : resolveBuddhistEra(Number(yearText));
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return '';
  return formatIsoDate(year, month, day);
}

/** YYYY-MM-DD of a calendar date, or '' when it does not exist (31 April, 29 February 2023). */
export function formatIsoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDigits(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => DIGIT_LOOKALIKES[ch]?.[0] ?? ch);
}
