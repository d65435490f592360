import { voteCharacters } from '../../src/text/vote-characters';

// A toy check digit: the last digit is the sum of the others mod 10.
const sumCheck = (s: string): boolean => /^\d+$/.test(s) && [...s.slice(0, -1)].reduce((n, d) => n + Number(d), 0) % 10 === Number(s.at(-1));

describe('voteCharacters', () => {
  it('mends a number from two readings that misread different characters', () => {
    // 1+2+3+4 = 10 → 0: "12340"; one reading lost the 3, the other the check digit.
    expect(voteCharacters(['12840', '12349'], sumCheck)).toBe('12340');
  });

  it('settles nothing when two spellings pass', () => {
    // "1203" and "1708" both pass as read, so the check cannot tell which is right.
    expect(voteCharacters(['1203', '1708'], sumCheck)).toBeNull();
  });

  it('settles nothing when no spelling passes', () => {
    expect(voteCharacters(['12345', '12355'], sumCheck)).toBeNull();
  });

  it('needs two readings of the same length', () => {
    expect(voteCharacters(['12340'], sumCheck)).toBeNull();
    expect(voteCharacters(['1234', '12349'], sumCheck)).toBeNull();
  });

  it('lets only readings of the most common length vote', () => {
    expect(voteCharacters(['12840', '1234', '12349'], sumCheck)).toBe('12340');
  });

  it('gives up when the readings disagree in too many places', () => {
    expect(voteCharacters(['000000', '111111'], () => true)).toBeNull();
  });
});
