import { hasOwnLetters, readsAsLookalikes } from '../../src/text/script-lookalikes';

describe('readsAsLookalikes', () => {
  it('knows what an English read makes of Cyrillic and Greek capitals', () => {
    expect(readsAsLookalikes('УКРАЇНА', 'YKPAIHA')).toBe(true);
    expect(readsAsLookalikes('ХАРКІВСЬКА', 'XAPKIBCbKA')).toBe(true);
    expect(readsAsLookalikes('ОБЛ.', 'OBJI.')).toBe(true);
    expect(readsAsLookalikes('БЕЛАРУСЬ', 'BEJIAPYCb')).toBe(true);
    expect(readsAsLookalikes('ΑΘΗΝΑ', 'AOHNA')).toBe(true);
  });

  it('does not take a Latin word for a misread of another alphabet', () => {
    // What a Ukrainian read makes of the Latin "UKRAINE" and "UKR": other letters, not look-alikes of them.
    expect(readsAsLookalikes('ОКВАЇІМЕ', 'UKRAINE')).toBe(false);
    expect(readsAsLookalikes('ОКА', 'UKR')).toBe(false);
    expect(readsAsLookalikes('КУІУ', 'KYIV')).toBe(false);
  });
});

describe('hasOwnLetters', () => {
  it('tells a word that could be Latin pixels from one that cannot', () => {
    expect(hasOwnLetters('ХАРКІВ')).toBe(false);
    expect(hasOwnLetters('УКРАЇНА')).toBe(true);
    expect(hasOwnLetters('ЛЬВІВ')).toBe(true);
    expect(hasOwnLetters('KYIV')).toBe(false);
  });
});
