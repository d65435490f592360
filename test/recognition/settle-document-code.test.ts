import { parseMrz } from '../../src/mrz';
import { settleDocumentCode } from '../../src/recognition/settle-document-code';
import { ocrLine } from '../support/ocr-lines';

/** ICAO 9303's specimen page, its MRZ read with the type's filler taken for an A. */
const today = new Date('2026-01-01T00:00:00Z');
const misread = parseMrz(['PAUTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'], { today })!;

describe('the MRZ document code settled by the type the page prints', () => {
  it('is P< where the page prints P alone beside the state\'s code (a letter off counts)', () => {
    for (const head of ['PASSPORT P UTO L898902C3', 'P UT L898902C3']) {
      const settled = settleDocumentCode(misread, [ocrLine(head, 50, 50)]);
      expect(settled.lines[0]).toBe('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<');
      expect(settled.fields.documentCode).toBe('P');
      expect(settled.lines[1]).toBe(misread.lines[1]);
    }
  });

  it('stays as read where the page prints another type, or no type beside the code', () => {
    expect(settleDocumentCode(misread, [ocrLine('PA UTO L898902C3', 50, 50)])).toBe(misread);
    expect(settleDocumentCode(misread, [ocrLine('P ABCD', 50, 50), ocrLine('UTOPIA', 50, 90)])).toBe(misread);
  });
});

describe('the MRZ document code settled by the codes the kind carries', () => {
  // A German card's MRZ, its ID read with the D taken for an O (the engines read it 0).
  const card = (code: string) => parseMrz([`${code}D<<T220001293<<<<<<<<<<<<<<<`, '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'], { today })!;

  it('is the one listed code the read one is with look-alikes', () => {
    const settled = settleDocumentCode(card('IO'), [], ['ID', 'IT']);
    expect(settled.lines[0]).toBe('IDD<<T220001293<<<<<<<<<<<<<<<');
    expect(settled.fields.documentCode).toBe('ID');
    expect(settled.valid).toBe(true);
    // A filler read as one of the letters the LSTM writes for it.
    expect(settleDocumentCode(card('IC'), [], ['I<']).lines[0]).toMatch(/^I<D<</);
  });

  it('stays as read where it is listed, where no listed code fits, or where two do', () => {
    expect(settleDocumentCode(card('ID'), [], ['ID'])).toEqual(card('ID'));
    expect(settleDocumentCode(card('IR'), [], ['ID'])).toEqual(card('IR'));
    expect(settleDocumentCode(card('IO'), [], ['ID', 'IQ'])).toEqual(card('IO'));
  });
});
