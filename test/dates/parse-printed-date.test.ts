import { MONTH_NAMES } from '../../src/dates/month-names';
import { parsePrintedDate, type DateOptions } from '../../src/dates/parse-printed-date';
import { THAI_MONTH_NAMES } from '../../src/dates/thai-month-names';

const today = new Date('2026-11-21T12:00:00Z');
const past: DateOptions = { orders: ['DMY'], century: 'past', today };
const nearest: DateOptions = { orders: ['DMY'], century: 'nearest', today };

describe('parsePrintedDate', () => {
  it.each([
    ['12 AUGUST/AOUT 74', '1974-08-12'],
    ['16 APR/AVR 07', '2007-04-16'],
    ['12 AUG /AOÛT 1974', '1974-08-12'],
    ['12.08.1974', '1974-08-12'],
    ['12/08/1974', '1974-08-12'],
    ['12 08 1974', '1974-08-12'],
    ['1 ENE/JAN 1990', '1990-01-01'],
    ['03 MRT/MAR 2001', '2001-03-03'],
    ['25 DIC 1999', '1999-12-25'],
    ['12 AGO/AUG 1974', '1974-08-12'],
    ['1974-08-12', '1974-08-12'],
    ['I2.O8.1974', '1974-08-12'],
  ])('reads %s as %s', (printed, expected) => {
    expect(parsePrintedDate(printed, past)).toBe(expected);
  });

  it('puts a two-digit issue year in the past and an expiry year within 50 years', () => {
    expect(parsePrintedDate('01 JAN 30', past)).toBe('1930-01-01');
    expect(parsePrintedDate('01 JAN 30', nearest)).toBe('2030-01-01');
    expect(parsePrintedDate('15 APR/AVR 12', nearest)).toBe('2012-04-15');
  });

  it('tries numeric orders in the order given', () => {
    expect(parsePrintedDate('08/12/1974', { ...past, orders: ['MDY'] })).toBe('1974-08-12');
    expect(parsePrintedDate('1974 08 12', { ...past, orders: ['DMY', 'YMD'] })).toBe('1974-08-12');
  });

  it('reads a date one of whose slashes was read as a 1 or a 7', () => {
    expect(parsePrintedDate('11725/1950', { ...past, orders: ['MDY'] })).toBe('1950-11-25');
    expect(parsePrintedDate('08/1271974', past)).toBe('1974-12-08');
    expect(parsePrintedDate('80331 1974', past)).toBe('');
  });

  it('reads a date one of whose separators was lost', () => {
    expect(parsePrintedDate('0112/1967', { ...past, orders: ['MDY'] })).toBe('1967-01-12');
    expect(parsePrintedDate('01/121967', { ...past, orders: ['MDY'] })).toBe('1967-01-12');
    expect(parsePrintedDate('2306 2034', nearest)).toBe('2034-06-23');
    // Two groups of four that make no month and day are no date.
    expect(parsePrintedDate('1234 5678', nearest)).toBe('');
  });

  it('reads a blurred U of a month read as V', () => {
    expect(parsePrintedDate('14AVG2027', nearest)).toBe('2027-08-14');
    expect(parsePrintedDate('13 JVN 1986', past)).toBe('1986-06-13');
  });

  it('finds no date in a four-digit year no document prints', () => {
    // "1986" misread: as a Buddhist-era year, 7008 would be 6465.
    expect(parsePrintedDate('13IUN TO08', past)).toBe('');
    expect(parsePrintedDate('12 JAN 1066', past)).toBe('');
    expect(parsePrintedDate('12.01.2301', past)).toBe('');
  });

  it.each(['31 APR 2001', '30.02.2000', 'PASSPORT OFFICE', '', '12 FOO 1974', '2023-02-29'])('finds no date in %j', (text) => {
    expect(parsePrintedDate(text, past)).toBe('');
  });
});

describe('parsePrintedDate, bilingual and long forms', () => {
  it.each([
    ['12 JAN/JAN 1990', '1990-01-12'],
    ['12 AUG/AOÛT 1990', '1990-08-12'],
    ['01 ENE/JAN 90', '1990-01-01'],
    ['12.JAN.1990', '1990-01-12'],
    ['12-JAN-1990', '1990-01-12'],
    ['12JAN1990', '1990-01-12'],
    ['12 JANV./JAN. 1990', '1990-01-12'],
    ['10 MAA/MAR 2014', '2014-03-10'],
    ['10 MEI/MAY 2014', '2014-05-10'],
    ['05 NOI/NOV 2015', '2015-11-05'],
    ['05 IUL/JUL 2015', '2015-07-05'],
    ['17 AGS 1945', '1945-08-17'],
    ['17 Agustus 1945', '1945-08-17'],
    ['10 Nopember 1945', '1945-11-10'],
    ['1 Pebruari 1950', '1950-02-01'],
    ['3 Jänner 1980', '1980-01-03'],
    ['3 März 1980', '1980-03-03'],
    ['12 OUT/OCT 2020', '2020-10-12'],
    ['12 de enero de 1990', '1990-01-12'],
    ['12 DE JANEIRO DE 1990', '1990-01-12'],
    ['12 de enero del 1990', '1990-01-12'],
    ['1er janvier 1990', '1990-01-01'],
    ['12 AUGIAOUT 1990', '1990-08-12'],
    // 14/AUG/1990 with the slash after the day read as a 1 and the one before the year lost.
    ['141AUG1990', '1990-08-14'],
    ['11JAN1990', '1990-01-11'],
    ['12 ENE1JAN 1990', '1990-01-12'],
    ['12 JANJAN 1990', '1990-01-12'],
    ['12 Jan. 1987', '1987-01-12'],
    ['JAKARTA, 12-01-1990', '1990-01-12'],
    ['NÉ LE 12 AOÛT 1990', '1990-08-12'],
    ['FOO BAR 12 03 1990', '1990-03-12'],
    ['I2 AUG 1990', '1990-08-12'],
    ['12 05 IO', '2010-05-12'],
    ['I AUG 1990', '1990-08-01'],
    ['O1 MAI/MAY 1990', '1990-05-01'],
  ])('reads %s as %s', (printed, expected) => {
    expect(parsePrintedDate(printed, past)).toBe(expected);
  });

  it('looks past a word that only looks like a date to the real one after it', () => {
    expect(parsePrintedDate('I ABC 12 AUG 1990', past)).toBe('1990-08-12');
    expect(parsePrintedDate('123 12 08 1974', past)).toBe('1974-08-12');
  });

  const everyName = Object.values(MONTH_NAMES).flatMap((months) => months.flat());
  it.each(everyName)('reads a day, %s and a year', (name) => {
    expect(parsePrintedDate(`12 ${name} 1990`, past)).toMatch(/^1990-\d\d-12$/);
  });
});

describe('parsePrintedDate, Thai', () => {
  it.each(THAI_MONTH_NAMES.flatMap(([name, abbreviation], index) => [
    [`12 ${name} 2530`, index + 1],
    [`12 ${abbreviation} 2530`, index + 1],
  ]))('reads %s as month %i of 1987', (printed, month) => {
    expect(parsePrintedDate(printed as string, past)).toBe(`1987-${String(month).padStart(2, '0')}-12`);
  });

  it.each([
    ['12 ม.ค. 2530', '1987-01-12'],
    ['๑๒ ม.ค. ๒๕๓๐', '1987-01-12'],
    ['เกิดวันที่ ๒๙ ก.พ. ๒๕๓๑', '1988-02-29'],
    ['12ม.ค.2530', '1987-01-12'],
    ['12 ม. ค. 2530', '1987-01-12'],
    ['12 ม.ค 2530', '1987-01-12'],
    ['12 กุมภาพันธ 2530', '1987-02-12'],
    ['12 มถนายน 2530', '1987-06-12'],
    ['12 มี.ค. 2530', '1987-03-12'],
    // ประจำ with SARA AM written as NIKHAHIT + SARA AA, as tesseract writes it
    ['บัตรประจ\u0E4D\u0E32ตัวประชาชน วันออกบัตร 12 ม.ค. 2560', '2017-01-12'],
    ['บัตรประจ\u0E33ตัวประชาชน วันออกบัตร 12 ม.ค. 2560', '2017-01-12'],
    ['12 ม.ค. 1987', '1987-01-12'],
  ])('reads %s as %s', (printed, expected) => {
    expect(parsePrintedDate(printed, past)).toBe(expected);
  });

  it('reads the English form of the Thai card', () => {
    expect(parsePrintedDate('Date of Birth 12 Jan. 1987', past)).toBe('1987-01-12');
  });

  it.each(['29 ก.พ. 2530', '12 ม.ค. 30', '12 ม.ค.', 'ม.ค. 2530', '12 กข. 2530'])('finds no date in %s', (text) => {
    expect(parsePrintedDate(text, past)).toBe('');
  });
});

describe('parsePrintedDate, Buddhist-era years', () => {
  it.each([
    ['12 JAN 2530', '1987-01-12'],
    ['12/01/2530', '1987-01-12'],
    ['12.01.2567', '2024-01-12'],
    ['2530-01-12', '1987-01-12'],
    ['12012530', '1987-01-12'],
  ])('reads %s as %s', (printed, expected) => {
    expect(parsePrintedDate(printed, past)).toBe(expected);
  });

  it('checks 29 February in the Gregorian year', () => {
    expect(parsePrintedDate('29/02/2531', past)).toBe('1988-02-29');
    expect(parsePrintedDate('29/02/2530', past)).toBe('');
  });
});

describe('parsePrintedDate, Arabic and Persian digits', () => {
  const ymd: DateOptions = { ...past, orders: ['YMD'] };

  it.each([
    ['٢٠١٩/٠٣/١٥', ymd, '2019-03-15'],
    ['\u200F٢٠١٩/\u200F٠٣/\u200F١٥', ymd, '2019-03-15'],
    ['٢٠\u061C١٩/٠٣/١٥', ymd, '2019-03-15'],
    ['تاريخ الإصدار ٢٠١٩/٠٣/١٥', ymd, '2019-03-15'],
    ['۲۰۱۹/۰۳/۱۵', ymd, '2019-03-15'],
    ['١٥/٠٣/٢٠١٩', past, '2019-03-15'],
    ['١٥-٠٣-٢٠١٩', past, '2019-03-15'],
    ['\u200E15\u200E.03.2019', past, '2019-03-15'],
  ])('reads %s as %s', (printed, options, expected) => {
    expect(parsePrintedDate(printed, options)).toBe(expected);
  });
});

describe('parsePrintedDate, month and year without a day', () => {
  const everyName = [...new Set(Object.values(MONTH_NAMES).flatMap((months) => months.flat()))];
  it.each(everyName)('is no date: %s 1990', (name) => {
    expect(parsePrintedDate(`${name} 1990`, past)).toBe('');
    expect(parsePrintedDate(`${name}/${name} 90`, past)).toBe('');
    expect(parsePrintedDate(`${name}.2030`, nearest)).toBe('');
  });

  it.each(['03/2025', '03.2025', '2025/03', '03 2025', '٠٣/٢٠٢٥', 'SCADE IL 03/2025', 'ม.ค. 2530', 'มกราคม ๒๕๓๐', 'JAN/JAN 1990'])(
    'is no date: %s',
    (text) => {
      expect(parsePrintedDate(text, { ...past, orders: ['DMY', 'MDY', 'YMD'] })).toBe('');
    },
  );
});
