import { THAI_MONTH_NAMES, thaiMonthFromName } from '../../src/dates/thai-month-names';

describe('thaiMonthFromName', () => {
  it('reads every name and abbreviation as its month', () => {
    THAI_MONTH_NAMES.forEach(([name, abbreviation], index) => {
      expect(thaiMonthFromName(name)).toBe(index + 1);
      expect(thaiMonthFromName(abbreviation)).toBe(index + 1);
      expect(thaiMonthFromName(abbreviation.replace(/\./g, ''))).toBe(index + 1);
      expect(thaiMonthFromName(name.replace(/\p{M}/gu, ''))).toBe(index + 1);
    });
  });

  it.each([
    ['ม. ค.', 1],
    ['ม.ค', 1],
    ['มี.ค.', 3],
    ['มิ.ย.', 6],
    ['กุมภาพันธ', 2],
    ['พฤศจกายน', 11],
  ])('reads %s as month %i', (name, month) => {
    expect(thaiMonthFromName(name)).toBe(month);
  });

  it('does not read an abbreviation that lost its mark as a full name', () => {
    // มี.ค. without its SARA II is ม.ค., January: that is the OCR's error, not a reason to guess March.
    expect(thaiMonthFromName('ม.ค.')).toBe(1);
    expect(thaiMonthFromName('กข')).toBeUndefined();
    expect(thaiMonthFromName('')).toBeUndefined();
  });
});
