import { parseMrzDate } from '../../src/mrz/parse-mrz-date';

const today = new Date('2026-11-21T10:00:00Z');

describe('parseMrzDate', () => {
  it.each([
    ['740812', '1974-08-12'],
    ['250101', '2025-01-01'], // in the past this century
    ['261121', '2026-11-21'], // today is not the future
    ['261122', '1926-11-22'], // tomorrow is
    ['300101', '1930-01-01'],
    ['000229', '2000-02-29'], // 2000 was a leap year
  ])('birth %s → %s', (yymmdd, iso) => {
    expect(parseMrzDate(yymmdd, 'birth', today)).toBe(iso);
  });

  it.each([
    ['340501', '2034-05-01'],
    ['900101', '1990-01-01'], // 36 years ago, not 64 ahead
    ['120415', '2012-04-15'],
    ['800101', '1980-01-01'], // 47 years ago rather than 53 ahead
    ['700101', '2070-01-01'], // 43 years ahead rather than 57 ago
  ])('expiry %s → %s', (yymmdd, iso) => {
    expect(parseMrzDate(yymmdd, 'expiry', today)).toBe(iso);
  });

  it.each(['741340', '741300', '740800', '740431', '010229', '74O812', '<<<<<<', '7408'])(
    'returns "" for %s, which is no calendar date',
    (yymmdd) => {
      expect(parseMrzDate(yymmdd, 'birth', today)).toBe('');
      expect(parseMrzDate(yymmdd, 'expiry', today)).toBe('');
    },
  );

  it('depends on the injected day', () => {
    expect(parseMrzDate('300101', 'birth', new Date('2031-01-01T00:00:00Z'))).toBe('2030-01-01');
    expect(parseMrzDate('900101', 'expiry', new Date('2050-01-01T00:00:00Z'))).toBe('2090-01-01');
  });
});
