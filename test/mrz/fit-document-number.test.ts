import { fitDocumentNumber, fitDocumentNumberCheck } from '../../src/mrz/fit-document-number';
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

describe('fitDocumentNumberCheck', () => {
  it('settles an O read for 0 by the shape and the number\'s own check digit, while another field still fails', () => {
    // The birth date 660726 was read 669726: only merging with another reading can mend that.
    const misread = parsed(['IDFRAOCNYJK7988<<<<<<<<<<<<<<<', '6697261F3205220FRA<<<<<<<<<<<8', 'DURAND<<HELENE<MAELLE<<<<<<<<<']);
    expect(misread.checks.find((c) => c.field === 'documentNumber')?.ok).toBe(false);
    const fitted = fitDocumentNumberCheck(misread, /^[A-HJ-NPR-Z0-9]{9}$/);
    expect(fitted.fields.documentNumber).toBe('0CNYJK798');
    expect(fitted.checks.find((c) => c.field === 'documentNumber')?.ok).toBe(true);
    expect(fitted.valid).toBe(false);
  });

  it('leaves a number that fits its shape, or whose check digit already passes', () => {
    const good = parsed(['IDPOLLUG5688620<<<<<<<<<<<<<<<', '0304133M3111127POL032413298910', 'KOWALCZYK<<LUKASZ<<<<<<<<<<<<<']);
    expect(fitDocumentNumberCheck(good, /^[A-Z]{3}\d{6}$/)).toBe(good);
    expect(fitDocumentNumberCheck(good, /^\d{9}$/)).toBe(good);
  });
});
