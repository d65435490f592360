import { digitsForLetters, lettersForDigits, lookalikesOf, PRINTED_DIGIT_CLASS } from '../../src/text/lookalikes';
import { NORMALISERS } from '../../src/rules/normalisers/registry';
import { parsePrintedDate } from '../../src/dates/parse-printed-date';

/**
 * One table of look-alikes, read through one view per reading: what each reading may take a misread character
 * for decides which wrong values can pass a check by luck, so the views differ on purpose and are pinned here.
 */
describe('the look-alike table', () => {
  it('gives each digit its likeliest letters first', () => {
    expect(lettersForDigits('numberShape')['0']).toEqual(['O', 'D', 'Q']);
    expect(lettersForDigits('mrz')['0']).toEqual(['O']);
    expect(digitsForLetters('mrz').T).toEqual(['1', '7']);
  });

  it('trusts the widest set in the MRZ (OCR-B, check digits) and fewer pairs where letters and digits mix', () => {
    expect(digitsForLetters('mrz').U).toEqual(['0']);
    expect(lookalikesOf('mrzAlnum').U).toBeUndefined();
    expect(lookalikesOf('mrzAlnum').L).toBeUndefined();
    expect(lookalikesOf('mrzAlnum').A).toBeUndefined();
    expect(lookalikesOf('numberShape').A).toEqual(['4']);
  });

  it('reads a printed identifier\'s digits with the lower-case l and the bar, never a G (a letter of a name, not a 6)', () => {
    expect(NORMALISERS.digitLookalikes('l2O4S|B')).toBe('1204518');
    expect(NORMALISERS.digitLookalikes('G6')).toBe('G6');
    expect(new RegExp(`^${PRINTED_DIGIT_CLASS}+$`, 'u').test('l2O4S|BZDQ')).toBe(true);
    expect(new RegExp(`^${PRINTED_DIGIT_CLASS}$`, 'u').test('G')).toBe(false);
  });

  it('reads the look-alike letters of a printed date as the digits they look like', () => {
    expect(parsePrintedDate('12 O7 I9S5', { orders: ['DMY'], century: 'past', today: new Date('2026-01-01T00:00:00Z') })).toBe('1955-07-12');
    expect(digitsForLetters('date').T).toEqual(['7']);
  });
});
