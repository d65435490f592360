import { foldText } from '../text/fold-text';
import { monthFromName } from './month-names';
import { resolveCentury, type CenturyRule } from './resolve-century';

/** Which way round an all-numeric date is printed. */
export type NumericOrder = 'DMY' | 'MDY' | 'YMD';

export interface DateOptions {
  /** Numeric orders to try, in order. */
  orders: readonly NumericOrder[];
  century: CenturyRule;
  today: Date;
}

// OCR reads digits in a date as look-alike letters; in a date position they can only be digits.
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };

/**
 * Reads a date as printed on a document and returns it as YYYY-MM-DD, or '' when no valid calendar date
 * is there. Named months in any language of month-names.ts, bilingual forms, and numeric forms in the
 * given orders are accepted; nothing is guessed beyond those.
 * e.g. "12 AUGUST/AOUT 74" → "1974-08-12"; "12.08.1974" → "1974-08-12"; "16 APR/AVR 07" → "2007-04-16"
 */
export function parsePrintedDate(text: string, options: DateOptions): string {
  // Already ISO (an MRZ date, or a barcode's): taken as is once it is a real calendar date.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return formatIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const folded = foldText(text.replace(/[.\-/,]/g, ' '));
  return parseNamedMonth(folded, options) || parseNumeric(folded, options);
}

// e.g. "12 AUGUST AOUT 74", "12 AUG 1974", "1 ENE ENE 1990"
const NAMED = /(?:^|\s)([0-9OIL]{1,2})\s*((?:[A-Z]{3,10}\s*){1,2})\s*([0-9OILSZB]{4}|[0-9OILSZB]{2})(?=\s|$)/;

function parseNamedMonth(folded: string, options: DateOptions): string {
  const match = NAMED.exec(folded);
  if (!match) return '';
  const month = match[2]
    .trim()
    .split(/\s+/)
    .map(monthFromName)
    .find((m) => m !== undefined);
  if (!month) return '';
  return build(toDigits(match[3]), month, Number(toDigits(match[1])), options);
}

// e.g. "12 08 1974", "1974 08 12", "12 08 74"
const NUMERIC = /(?:^|\s)([0-9OILSZB]{1,4})\s+([0-9OILSZB]{1,2})\s+([0-9OILSZB]{1,4})(?=\s|$)/;
const COMPACT = /(?:^|\s)(\d{2})(\d{2})(\d{4})(?=\s|$)/; // e.g. "12081974"

function parseNumeric(folded: string, options: DateOptions): string {
  const match = NUMERIC.exec(folded) ?? COMPACT.exec(folded);
  if (!match) return '';
  const [a, b, c] = [toDigits(match[1]), toDigits(match[2]), toDigits(match[3])];
  for (const order of options.orders) {
    const parts = order === 'DMY' ? { d: a, m: b, y: c } : order === 'MDY' ? { d: b, m: a, y: c } : { d: c, m: b, y: a };
    if (parts.d.length > 2 || parts.m.length > 2 || (parts.y.length !== 2 && parts.y.length !== 4)) continue;
    const result = build(parts.y, Number(parts.m), Number(parts.d), options);
    if (result) return result;
  }
  return '';
}

function build(yearText: string, month: number, day: number, options: DateOptions): string {
  if (!/^\d+$/.test(yearText) || month < 1 || month > 12 || day < 1 || day > 31) return '';
  const year = yearText.length === 2 ? resolveCentury(Number(yearText), month, day, options.century, options.today) : Number(yearText);
  return formatIsoDate(year, month, day);
}

/** YYYY-MM-DD of a calendar date, or '' when it does not exist (31 April, 29 February 2023). */
export function formatIsoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDigits(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch);
}
