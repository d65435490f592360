import { parsePrintedDate, type DateOptions } from '../../src/dates/parse-printed-date';

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

  it.each(['31 APR 2001', '30.02.2000', 'PASSPORT OFFICE', '', '12 FOO 1974', '2023-02-29'])('finds no date in %j', (text) => {
    expect(parsePrintedDate(text, past)).toBe('');
  });
});
