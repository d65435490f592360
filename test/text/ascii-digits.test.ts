import { asciiDigits } from '../../src/text/ascii-digits';

describe('asciiDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['๐๑๒๓๔๕๖๗๘๙', '0123456789'],
    ['٢٠١٩/٠٣/١٥', '2019/03/15'],
    ['๑๒ ม.ค. ๒๕๓๐', '12 ม.ค. 2530'],
    ['رقم ۱۲۳', 'رقم 123'],
  ])('turns %s into %s', (text, expected) => {
    expect(asciiDigits(text)).toBe(expected);
  });

  it('removes the bidirectional marks and controls', () => {
    expect(asciiDigits('\u200F١٥\u200E/\u061C٠٣')).toBe('15/03');
    expect(asciiDigits('\u202B12\u202C \u2067AB\u2069')).toBe('12 AB');
  });

  it('leaves everything else as it is', () => {
    const text = 'Müller 12.08.1974 ม.ค. تاريخ ١ ½ ² 𝟙 ١٢٣٤\u200B';
    expect(asciiDigits(text)).toBe('Müller 12.08.1974 ม.ค. تاريخ 1 ½ ² 𝟙 1234\u200B');
    expect(asciiDigits('')).toBe('');
  });
});
