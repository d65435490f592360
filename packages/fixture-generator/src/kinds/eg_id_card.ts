import { CalendarDate, pad2 } from '../calendar-date';
import type { CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { EG_GOVERNORATES, EG_NAMES, EG_PROFESSIONS } from './eg_id_card-data';

/** The card prints every number in Eastern Arabic digits (U+0660-U+0669). */
export function toEasternDigits(value: string): string {
  return value.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

// Weighted mod-11 check of the last digit, as published by Egyptian validators; implementations disagree on the
// remainders 0 and 1 (check 0 or 1), so numbers are drawn where every variant agrees.
const CHECK_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The check digit of a 13-digit body, or null where published variants of the rule disagree. */
export function egyptCheckDigit(body: string): number | null {
  const sum = [...body].reduce((total, d, i) => total + Number(d) * CHECK_WEIGHTS[i], 0);
  const remainder = sum % 11;
  return remainder < 2 ? null : 11 - remainder;
}

/**
 * century (2 = 1900s, 3 = 2000s), YYMMDD of birth, two digits of the birth governorate, a four-digit serial
 * whose last digit is odd for men and even for women, one check digit. e.g. 29501023201952
 */
function nationalNumber(rng: Rng, birth: CalendarDate, governorate: string, female: boolean): string {
  for (;;) {
    const century = birth.year >= 2000 ? '3' : '2';
    const sexDigit = female ? rng.pick([0, 2, 4, 6, 8]) : rng.pick([1, 3, 5, 7, 9]);
    const body = `${century}${birth.yymmdd()}${governorate}${rng.int(0, 999).toString().padStart(3, '0')}${sexDigit}`;
    const check = egyptCheckDigit(body);
    if (check !== null) return body + check;
  }
}

const INK = '#141414';
const HEADER = '#1d3557';
// Dates print year first, in Eastern Arabic digits: ٢٠٣٠/٠٤/١٢; the issue date on the back only year and month.
const arabicDate = (d: CalendarDate): string => toEasternDigits(`${d.year}/${pad2(d.month)}/${pad2(d.day)}`);
const arabicYearMonth = (d: CalendarDate): string => toEasternDigits(`${d.year}/${d.month}`);

/**
 * Egyptian national ID card (بطاقة تحقيق الشخصية, the card issued since 2009, valid seven years). No captions:
 * the front prints the name on two lines (own name, then father's and grandfather's names and the family name),
 * the address on two lines and the 14-digit national number at the bottom right, with the photo, the birth date
 * and the card's serial on the left. The back prints the national number again with the issue year and month,
 * the profession (with the employer on a second line for some), gender, religion and marital status on one
 * row, the issuing civil registry office and "البطاقة سارية حتى" with the expiry date, above a PDF417 code.
 */
export const generator: KindGenerator = {
  documentType: 'eg_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const christian = rng.chance(0.12);
    const pool = christian ? EG_NAMES.christian : EG_NAMES.muslim;
    const own = rng.pick(female ? pool.female : pool.male);
    const father = rng.pick(pool.male);
    let grandfather = rng.pick(pool.male);
    while (grandfather === father) grandfather = rng.pick(pool.male);
    const family = rng.chance(0.6) ? ` ${rng.pick(EG_NAMES.family)}` : '';
    const nameLine2 = `${father} ${grandfather}${family}`;

    const birth = birthDate(rng);
    const birthGovernorate = rng.pick(EG_GOVERNORATES);
    const home = rng.chance(0.6) ? birthGovernorate : rng.pick(EG_GOVERNORATES);
    const national = nationalNumber(rng, birth, birthGovernorate.code, female);
    const issue = issueDate(rng, birth);
    const expiry = issue.addYears(7);

    const street = `${toEasternDigits(String(rng.int(1, 180)))} ${rng.pick(['ش', 'شارع'])} ${rng.pick(EG_NAMES.streets)}`;
    const district = rng.pick(home.districts);
    const addressLine2 = `${district} - ${home.name}`;
    const office = `سجل مدني ${rng.pick(home.districts)}`;

    const adult = birth.yearsUntil(issue);
    const profession = pickProfession(rng, female, adult);
    const gender = female ? 'أنثى' : 'ذكر';
    const religion = christian ? (female ? 'مسيحية' : 'مسيحي') : female ? 'مسلمة' : 'مسلم';
    const marital = maritalStatus(rng, female, adult);
    const serial = rng.pick(['FA', 'FB', 'FC', 'GA', 'GB', 'JD', 'KE']) + String(rng.int(1000000, 9999999));

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#dbe7ef', '#efe3c9'], pattern: '#c2d1dc' },
      elements: [
        // The golden eagle of the arms at the top left, printed faint like the card's other motifs.
        { type: 'rect', x: 4, y: 1.8, w: 9, h: 6.4, fill: '#b8954f', opacity: 0.35, r: 3 },
        { type: 'text', x: 82.5, y: 5.8, text: 'جمهورية مصر العربية', size: 2.4, bold: true, font: 'arabic', fill: HEADER, rtl: true },
        { type: 'text', x: 82.5, y: 9.6, text: 'بطاقة تحقيق الشخصية', size: 2.2, font: 'arabic', fill: HEADER, rtl: true },
        { type: 'photo', x: 3, y: 9, w: 22, h: 28 },
        { type: 'text', x: 82.5, y: 17, text: own, size: 3.2, bold: true, font: 'arabic', fill: INK, rtl: true, maxWidth: 54 },
        { type: 'text', x: 82.5, y: 22.6, text: nameLine2, size: 3.2, bold: true, font: 'arabic', fill: INK, rtl: true, maxWidth: 54 },
        { type: 'text', x: 82.5, y: 29.4, text: street, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true, maxWidth: 54 },
        { type: 'text', x: 82.5, y: 34.4, text: addressLine2, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true, maxWidth: 54 },
        { type: 'text', x: 14, y: 41, text: arabicDate(birth), size: 2.6, bold: true, font: 'arabic', fill: INK, anchor: 'middle' },
        { type: 'text', x: 3.5, y: 50.5, text: serial, size: 2.2, font: 'sans', fill: '#3a3a3a' },
        { type: 'text', x: 82.5, y: 48.5, text: toEasternDigits(national), size: 4, bold: true, font: 'arabic', fill: INK, anchor: 'end', letterSpacing: 0.35 },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f2e8c9', '#e8dcb6'], pattern: '#d8c99d' },
      elements: [
        // The pharaoh mask at the left and the eagle at the right, as faint shapes.
        { type: 'rect', x: 2.5, y: 3, w: 11, h: 24, fill: '#b8954f', opacity: 0.35, r: 4 },
        { type: 'rect', x: 72, y: 3, w: 11, h: 14, fill: '#8a7a5a', opacity: 0.3, r: 2 },
        { type: 'text', x: 69, y: 6.5, text: toEasternDigits(national), size: 2.8, bold: true, font: 'arabic', fill: INK, anchor: 'end', letterSpacing: 0.2 },
        { type: 'text', x: 16, y: 6.5, text: arabicYearMonth(issue), size: 2.6, bold: true, font: 'arabic', fill: INK },
        ...profession.lines.map((line, i) => ({
          type: 'text' as const, x: 69, y: 12.5 + i * 4.6, text: line, size: 2.8, bold: true, font: 'arabic' as const, fill: INK, rtl: true, maxWidth: 52,
        })),
        { type: 'text', x: 69, y: 23.5, text: gender, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true },
        { type: 'text', x: 50, y: 23.5, text: religion, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true },
        { type: 'text', x: 31, y: 23.5, text: marital, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true },
        { type: 'text', x: 69, y: 29, text: office, size: 2.6, bold: true, font: 'arabic', fill: INK, rtl: true, maxWidth: 52 },
        { type: 'text', x: 69, y: 34.5, text: `البطاقة سارية حتى ${arabicDate(expiry)}`, size: 2.8, bold: true, font: 'arabic', fill: INK, rtl: true },
        { type: 'barcode', format: 'pdf417', data: rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 120), x: 8, y: 38, w: 70, h: 13 },
      ],
    };
    return {
      fields: {
        nationalNumber: national,
        name: `${own} ${nameLine2}`,
        dateOfBirth: birth.iso(),
        gender,
        religion,
        address: `${street} ${addressLine2}`,
        issuingOffice: office,
        profession: profession.lines.join(' '),
        issueDate: issue.iso(),
        expiryDate: expiry.iso(),
      },
      sides: [front, back],
      sideFields: [['nationalNumber', 'name', 'address', 'dateOfBirth'], ['nationalNumber', 'gender', 'religion', 'issuingOffice', 'profession', 'issueDate', 'expiryDate']],
    };
  },
};

/** Holders are 16 or older: the card is compulsory from 16. */
function birthDate(rng: Rng): CalendarDate {
  const age = rng.int(17, 75);
  return REFERENCE_DATE.addYears(-age - 1).addDays(rng.int(1, 364));
}

/** Within the seven years before the reference date, after the 16th birthday; never 29 February (no such expiry). */
function issueDate(rng: Rng, birth: CalendarDate): CalendarDate {
  const earliest = Math.max(birth.addYears(16).dayNumber(), REFERENCE_DATE.addYears(-7).dayNumber() + 30);
  const date = CalendarDate.fromDayNumber(rng.int(earliest, REFERENCE_DATE.dayNumber() - 7));
  return date.month === 2 && date.day === 29 ? date.addDays(1) : date;
}

function pickProfession(rng: Rng, female: boolean, age: number): { lines: string[] } {
  if (age < 23 && rng.chance(0.7)) return { lines: [female ? 'طالبة' : 'طالب'] };
  const entry = rng.pick(EG_PROFESSIONS);
  const title = female ? entry.female : entry.male;
  if (!title) return { lines: [female ? 'ربة منزل' : 'بدون عمل'] };
  return entry.employers.length && rng.chance(0.5) ? { lines: [title, rng.pick(entry.employers)] } : { lines: [title] };
}

function maritalStatus(rng: Rng, female: boolean, age: number): string {
  const single = female ? 'آنسة' : 'أعزب';
  if (age < 22) return single;
  const roll = rng.next();
  if (roll < 0.3) return single;
  if (roll < 0.85) return female ? 'متزوجة' : 'متزوج';
  if (roll < 0.93) return female ? 'مطلقة' : 'مطلق';
  return female ? 'أرملة' : 'أرمل';
}
