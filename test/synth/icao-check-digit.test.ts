import { icaoCheckDigit } from '../../packages/fixture-generator/src/icao-check-digit';
import { checkDigit } from '../../src/mrz/check-digit';

/**
 * The generator's check digit, written apart from the reader's so the truth it draws does not share the
 * reader's code: ICAO 9303 part 4's worked examples, and the two implementations agreeing on many strings.
 */
describe('the generator\'s ICAO check digit', () => {
  it.each([
    ['L898902C3', 6], // the specimen passport's number
    ['740812', 2], // its birth date
    ['120415', 9], // its expiry date
    ['ZE184226B<<<<<', 1], // its personal number with fillers
    ['<<<<<<<<<', 0],
  ])('%s gives %i', (field, digit) => {
    expect(icaoCheckDigit(field)).toBe(digit);
  });

  it('agrees with the reader\'s check on every field the generator could draw', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ<';
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 2000; n++) {
      const field = Array.from({ length: 1 + (next() % 30) }, () => alphabet[next() % alphabet.length]).join('');
      expect(icaoCheckDigit(field)).toBe(checkDigit(field));
    }
  });
});
