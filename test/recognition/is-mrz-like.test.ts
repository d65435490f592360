import { isMrzLike } from '../../src/recognition/read-mrz';

/** Which lines of a page read are taken for MRZ lines (invented values). */
describe('isMrzLike', () => {
  it('takes an MRZ line, also with a glyph or two the LSTM could not place (?)', () => {
    expect(isMrzLike('XK4Y7TW526D<<9104037F3307219<<<<<<<<<<<<<<<8')).toBe(true);
    expect(isMrzLike('XK4Y7TW526D<<9104037F3307219<<<<<<<<<<<<<<<?')).toBe(true);
    expect(isMrzLike('XK4Y7TW5?6D<<9104037F3307219<<<<<<<<<<<<<<<?')).toBe(true);
  });

  it('takes a line whose last check digit was read as a small letter, and not one with small letters inside', () => {
    expect(isMrzLike('6408125<2010315D< << <<< CLLL<LL<Lh')).toBe(true);
    expect(isMrzLike('9006153M3007033ESP<<<<<<<<<<<b6')).toBe(true);
    expect(isMrzLike('I<PER473600945<b6<<<<<<<<<<<<<<<')).toBe(false);
  });

  it('takes a data line whose fillers were all read as letters: its digits stand in several runs', () => {
    expect(isMrzLike('XK4Y7TW526DKK9104037F3307219KKKKKKKKKKKKKKK8')).toBe(true);
    expect(isMrzLike('9104037F3307219NLDKKKKKKKKKKK4')).toBe(true);
  });

  it('leaves a heading that ends in one number (a card number beside the state\'s name)', () => {
    expect(isMrzLike('NORDVALSKA REPUBLIKA 122000129')).toBe(false);
    expect(isMrzLike('REPUBBLICA ITALIANA CA85077JE')).toBe(false);
    expect(isMrzLike('COL INFONAVIT EL ROSARIO 85036')).toBe(false);
  });

  it('leaves headings, captions and lines with more unknown glyphs', () => {
    expect(isMrzLike('BUNDESREPUBLIK DEUTSCHLAND REISEPASS')).toBe(false);
    expect(isMrzLike('Date of expiry / Date d expiration')).toBe(false);
    expect(isMrzLike('XK4?7TW5?6D<<9104037F3307219<<<<<<<<<<<<<<<?')).toBe(false);
  });
});
