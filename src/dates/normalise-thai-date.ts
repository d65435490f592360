import { asciiDigits } from '../text/ascii-digits';
import { THAI_MONTH_NAMES, thaiMonthFromName } from './thai-month-names';

// e.g. "12 ม.ค. 2530", "12 ม. ค. 2530", "8 กุย. 2535" (a dot read as the vowel below), "20 n.@. 2540"
const THAI_DATE = /(?<!\d)(\d{1,2})\s*([\u0E01-\u0E4En@wW][\u0E01-\u0E4En@wW.,\s]*?)\s*(\d{4})(?!\d)/u;
// Latin look-alikes that the mixed Thai and English reading gives for the letters of month abbreviations.
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = { n: 'ก', w: 'พ', W: 'พ', '@': 'ค' };
// Vowels below the line: Thai OCR reads an abbreviation's dot as one of them.
const BELOW_VOWELS = /[\u0E38\u0E39]/gu;

/**
 * A Thai-script date as the contract returns it: day, month (abbreviated when printed so), Buddhist-era year,
 * single spaces, the month spelt as printed whatever OCR did to its dots, spaces and SARA AM; '' when no Thai
 * month name is there. The year is kept as printed (no era conversion).
 * e.g. "12 ม. ค. 2530" → "12 ม.ค. 2530"; "8 ก.ุย. 2535" → "8 ก.ย. 2535"; "20 n.@. 2540" → "20 ก.ค. 2540";
 * "๑ มกราคม ๒๕๓๐" → "1 มกราคม 2530"
 */
export function normaliseThaiDate(text: string): string {
  const match = THAI_DATE.exec(asciiDigits(text));
  if (!match) return '';
  const day = Number(match[1]);
  const token = match[2].trim().replace(/[n@wW]/g, (ch) => LATIN_LOOKALIKES[ch]);
  const month = thaiMonthFromName(token) ?? thaiMonthFromName(token.replace(BELOW_VOWELS, ''));
  if (!month || day < 1 || day > 31) return '';
  const [name, abbreviation] = THAI_MONTH_NAMES[month - 1];
  const abbreviated = token.includes('.') || token.replace(/[^\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46]/gu, '').length <= 3;
  return `${day} ${abbreviated ? abbreviation : name} ${match[3]}`;
}
