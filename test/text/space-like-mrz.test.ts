import { spaceLikeMrz } from '../../src/text/space-like-mrz';

describe('spaceLikeMrz', () => {
  it('drops a space OCR put inside a word the MRZ writes whole, and adds one where OCR glued two words', () => {
    expect(spaceLikeMrz('HOLM BERG NOWAK', 'HOLMBERG NOWAK')).toBe('HOLMBERG NOWAK');
    expect(spaceLikeMrz('ANNAMARIA', 'ANNA MARIA')).toBe('ANNA MARIA');
  });

  it('keeps what is printed at the MRZ\'s breaks: hyphens, apostrophes, case and accents', () => {
    expect(spaceLikeMrz('Jean-Luc', 'JEAN LUC')).toBe('Jean-Luc');
    expect(spaceLikeMrz('Anna - Maria', 'ANNA MARIA')).toBe('Anna - Maria');
    expect(spaceLikeMrz('Björn Åsa', 'BJOERN AASA')).toBe('Björn Åsa');
  });

  it('leaves a name alone when its letters do not line up one for one with the MRZ\'s', () => {
    expect(spaceLikeMrz('Björn', 'BJORN')).toBe('Björn');
    expect(spaceLikeMrz('NOW AK', 'NOWAKOWSKA')).toBe('NOW AK');
  });
});
