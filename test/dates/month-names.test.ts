import { MONTH_NAMES, monthFromJoinedPair, monthFromName } from '../../src/dates/month-names';

describe('monthFromName', () => {
  it('knows twelve months in each language and no spelling twice with different months', () => {
    const seen = new Map<string, number>();
    for (const [language, months] of Object.entries(MONTH_NAMES)) {
      expect(months).toHaveLength(12);
      if (language !== 'sv') for (const names of months) expect(names.length).toBeGreaterThan(0);
      months.forEach((names, index) => {
        for (const name of names) {
          expect(name).toMatch(/^[A-Z]{3,}$/);
          expect(seen.get(name) ?? index + 1).toBe(index + 1);
          seen.set(name, index + 1);
          expect(monthFromName(name)).toBe(index + 1);
        }
      });
    }
  });

  it('reads a V where a name has a U as that U, never as another month', () => {
    expect(monthFromName('AVG')).toBe(8);
    expect(monthFromName('JVL')).toBe(7);
    expect(monthFromName('NOV')).toBe(11);
    expect(monthFromName('AVR')).toBe(4);
    expect(monthFromName('VVV')).toBeUndefined();
  });

  it.each([
    ['es', ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC']],
    ['fr', ['JANV', 'FEVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC']],
    ['de', ['JAN', 'FEB', 'MRZ', 'APR', 'MAI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEZ']],
    ['it', ['GEN', 'FEB', 'MAR', 'APR', 'MAG', 'GIU', 'LUG', 'AGO', 'SET', 'OTT', 'NOV', 'DIC']],
    ['nl', ['JAN', 'FEB', 'MAA', 'APR', 'MEI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC']],
    ['ro', ['IAN', 'FEB', 'MAR', 'APR', 'MAI', 'IUN', 'IUL', 'AUG', 'SEP', 'OCT', 'NOI', 'DEC']],
    ['id', ['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES']],
    ['id', ['JANUARI', 'PEB', 'MARET', 'APRIL', 'MEI', 'JUNI', 'JULI', 'AGS', 'SEPTEMBER', 'OKTOBER', 'NOP', 'DESEMBER']],
    ['pt', ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ']],
    ['en', ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']],
  ])('reads the %s abbreviations %j', (_language, names) => {
    expect(names.map((name) => monthFromName(name))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([
    ['ro', ['IANUARIE', 'FEBRUARIE', 'MARTIE', 'APRILIE', 'MAI', 'IUNIE', 'IULIE', 'AUGUST', 'SEPTEMBRIE', 'OCTOMBRIE', 'NOIEMBRIE', 'DECEMBRIE']],
    ['id', ['JANUARI', 'FEBRUARI', 'MARET', 'APRIL', 'MEI', 'JUNI', 'JULI', 'AGUSTUS', 'SEPTEMBER', 'OKTOBER', 'NOVEMBER', 'DESEMBER']],
    ['pt', ['JANEIRO', 'FEVEREIRO', 'MARCO', 'ABRIL', 'MAIO', 'JUNHO', 'JULHO', 'AGOSTO', 'SETEMBRO', 'OUTUBRO', 'NOVEMBRO', 'DEZEMBRO']],
    ['it', ['GENNAIO', 'FEBBRAIO', 'MARZO', 'APRILE', 'MAGGIO', 'GIUGNO', 'LUGLIO', 'AGOSTO', 'SETTEMBRE', 'OTTOBRE', 'NOVEMBRE', 'DICEMBRE']],
  ])('reads the %s names %j', (_language, names) => {
    expect(names.map((name) => monthFromName(name))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('takes a trailing dot and nothing unknown', () => {
    expect(monthFromName('JANV.')).toBe(1);
    expect(monthFromName('FOO')).toBeUndefined();
    expect(monthFromName('')).toBeUndefined();
  });
});

describe('monthFromJoinedPair', () => {
  it.each([
    ['AUGIAOUT', 8],
    ['ENE1JAN', 1],
    ['JANJAN', 1],
    ['MAALMAR', 3],
    ['AUGUSTAOUT', 8],
    ['MAIMAY', 5],
  ])('reads %s as month %i', (word, month) => {
    expect(monthFromJoinedPair(word)).toBe(month);
  });

  it.each(['JANIS', 'JANIFEB', 'MAIL', 'DECIDE', 'JAN', 'PASSPORT', ''])('finds no month in %s', (word) => {
    expect(monthFromJoinedPair(word)).toBeUndefined();
  });
});
