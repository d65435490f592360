import { fitDocumentNumber } from '../../src/mrz/fit-document-number';
import { parseMrz } from '../../src/mrz';
import type { MrzResult } from '../../src/mrz/types';

const parsed = (lines: string[]): MrzResult => {
  const result = parseMrz(lines);
  if (!result) throw new Error('unparseable');
  return result;
};

describe('fitDocumentNumber', () => {
  it('turns a 6 read for G back into the letter the number format needs, as the check digit cannot tell them apart', () => {
    const misread = parsed(['IDPOLLU65688620<<<<<<<<<<<<<<<', '0304133M3111127POL032413298910', 'KOWALCZYK<<LUKASZ<<<<<<<<<<<<<']);
    expect(misread.valid).toBe(true);
    const fitted = fitDocumentNumber(misread, /^[A-Z]{3}\d{6}$/);
    expect(fitted.fields.documentNumber).toBe('LUG568862');
    expect(fitted.lines[0]).toBe('IDPOLLUG5688620<<<<<<<<<<<<<<<');
    expect(fitted.valid).toBe(true);
  });

  it('undoes swaps that cancel out in the check digit (B for 8, Z for 2, O for 0 together)', () => {
    const misread = parsed(['IDD<<LBWLGZOM17<<<<<<<<<<<<<<<', '9610264<3410255D<<2410<<<<<<<7', 'KRUEGER<<PAUL<<<<<<<<<<<<<<<<<']);
    expect(misread.valid).toBe(true);
    expect(fitDocumentNumber(misread, /^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}$/).fields.documentNumber).toBe('L8WLG20M1');
  });

  it('leaves a number that fits alone, and one no swap can fit', () => {
    const good = parsed(['IDPOLLUG5688620<<<<<<<<<<<<<<<', '0304133M3111127POL032413298910', 'KOWALCZYK<<LUKASZ<<<<<<<<<<<<<']);
    expect(fitDocumentNumber(good, /^[A-Z]{3}\d{6}$/)).toBe(good);
    expect(fitDocumentNumber(good, /^\d{9}$/)).toBe(good);
  });
});
