/**
 * The ICAO 9303 check digit, written for the fixture generator on its own: the generator draws the truth the
 * reader is measured against, so it shares no code with the reader's MRZ check (`src/mrz/check-digit`), and a
 * mistake in one is caught by the other. Each character counts as its place in "0-9A-Z" (`<` and anything
 * else as 0), weighted 7, 3, 1 in turn; the digit is the sum's last digit.
 * e.g. icaoCheckDigit('L898902C3') === 6 (ICAO 9303 part 4's specimen passport number)
 */
export function icaoCheckDigit(field: string): number {
  let total = 0;
  [...field].forEach((character, position) => {
    const worth = Math.max(0, ALPHABET.indexOf(character));
    total += worth * WEIGHTS[position % WEIGHTS.length];
  });
  return total % 10;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const WEIGHTS = [7, 3, 1] as const;
