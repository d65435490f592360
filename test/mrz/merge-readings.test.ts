import { correctMrz, findMrz, mergeReadings, parseMrz, preferLstmLetters, withFieldValue } from '../../src/mrz';
import { substitutions } from '../../src/mrz/merge-readings';

const today = new Date('2026-11-21T00:00:00Z');
// A synthetic German passport MRZ (valid): document number HV7PW1113.
const DEU = ['P<D<<ZIMMERMANN<<HENDRIK<KLAUS<<<<<<<<<<<<<<', 'HV7PW11134D<<7205217M2809229<<<<<<<<<<<<<<<6'];

describe('substitutions', () => {
  it('finds where two readings of a line disagree, through the LSTM engine’s longer filler noise', () => {
    expect(substitutions(DEU[1].replace('HV7PW', 'HV7PN'), 'HV7PW11134D<<7205217M2809229<<<<<<K<K<KLKLKLKLKKKK6')).toEqual([{ at: 4, char: 'W' }]);
  });
  it('reports nothing for the same line', () => {
    expect(substitutions(DEU[1], DEU[1])).toEqual([]);
  });
});

describe('mergeReadings', () => {
  it('lets the check digits choose a character another engine read differently', () => {
    const legacy = correctMrz([DEU[0], DEU[1].replace('HV7PW', 'HV7PN')], { today });
    expect(legacy?.valid).toBe(false);
    const lstmLine2 = 'HV7PW11134D<<7205217M2809229<<<<<<K<K<KLKLKLKLKKKK6';
    const merged = mergeReadings([legacy], ['P<DK<ZIMMERMANNK<HENDRIK<KKLAUS<K<KKLKLKLKL', lstmLine2], { today });
    expect(merged?.lines).toEqual(DEU);
    expect(merged?.valid).toBe(true);
  });

  it('keeps an invalid reading invalid when no other reading settles it', () => {
    const legacy = correctMrz([DEU[0], DEU[1].replace('HV7PW', 'HV7PN')], { today });
    const merged = mergeReadings([legacy], [DEU[1].replace('HV7PW', 'HV7PN')], { today });
    expect(merged?.valid).toBe(false);
    expect(merged?.lines[1].slice(0, 9)).toBe('HV7PN1113');
  });
});

describe('mergeReadings against one engine’s misreading that passes every check', () => {
  // L898902C3 read LB9890ZC3: 8→B and 2→Z weigh the same modulo 10, so the check digits pass it too.
  const UTO = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
  const misread = UTO[1].replace('L898902C3', 'LB9890ZC3');

  it('takes what the other engines read, field by field, over it', () => {
    const lone = correctMrz([UTO[0], misread], { today })!;
    expect(lone.valid).toBe(true);
    const others = [UTO[1].replace('7408122', '7408I22'), UTO[1].replace('1204159', '12O4159')];
    const merged = mergeReadings([lone, correctMrz([UTO[0], others[0]], { today })], [UTO[0], misread, ...others], { today });
    expect(merged?.fields.documentNumber).toBe('L898902C3');
    expect(merged?.valid).toBe(true);
  });

  it('keeps it when the engines split one against one', () => {
    const lone = correctMrz([UTO[0], misread], { today })!;
    expect(mergeReadings([lone], [UTO[0], misread, UTO[1]], { today })?.fields.documentNumber).toBe('LB9890ZC3');
  });

  it('keeps it when no other engine read that line', () => {
    const lone = correctMrz([UTO[0], misread], { today })!;
    expect(mergeReadings([lone], [UTO[0], misread], { today })?.fields.documentNumber).toBe('LB9890ZC3');
  });
});

describe('preferLstmLetters', () => {
  it('takes the LSTM engine’s letters inside names, and its fillers nowhere', () => {
    const legacy = parseMrz(['P<D<<HUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4'], { today })!;
    const fixed = preferLstmLetters(legacy, ['P<D<K<MUSTERMANNK<KERIKA<K<K<KLKLKLKLKLKLKL'], { today });
    expect(fixed.lines[0]).toBe('P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<');
    expect(fixed.fields.surname).toBe('MUSTERMANN');
    expect(fixed.lines[1]).toBe(legacy.lines[1]);
  });

  it('ignores a reading of another line', () => {
    const legacy = parseMrz(DEU, { today })!;
    expect(preferLstmLetters(legacy, ['BUNDESREPUBLIK DEUTSCHLAND REISEPASS PASSPORT']).lines).toEqual(DEU);
  });

  it('ignores a few letters read under the MRZ, which align with any line', () => {
    // cze-2006-specimen: the band's LSTM read ends in "E2 UE", which turned SPECIMEN into SPECIUEN
    const lines = ['P<CZESPECIMEN<<VZOR<<<<<<<<<<<<<<<<<<<<<<<<<', '99006000<8CZE1102299F16090641152291111<<<<24'];
    const legacy = parseMrz(lines, { today })!;
    expect(preferLstmLetters(legacy, ['E2 UE', 'PRADA SIBKATRSBATTI'], { today }).lines).toEqual(lines);
  });
});

describe('withFieldValue', () => {
  const fra = ['P<FRANGUYEN<<MAELLE<NOEMIE<<<<<<<<<<<<<<<<<<', '01DN330766FRA7606191F3208058<<<<<<<<<<<<<<08'];
  it('settles a failed check with the same value read in the visual zone', () => {
    const misread = correctMrz([fra[0], fra[1].replace(/^0/, 'O')], { today })!;
    expect(misread.valid).toBe(false);
    const confirmed = withFieldValue(misread, 'documentNumber', '01DN33076', { today });
    expect(confirmed?.lines).toEqual(fra);
    expect(confirmed?.valid).toBe(true);
  });

  it('refuses a visual-zone value that does not make the checks pass', () => {
    const misread = correctMrz([fra[0], fra[1].replace(/^0/, 'O')], { today })!;
    expect(withFieldValue(misread, 'documentNumber', '01DN33077', { today })).toBeNull();
    expect(withFieldValue(misread, 'expiryDate', '2032-08-05', { today })).toBeNull();
  });
});

describe('the sex position, which no check digit covers', () => {
  it('yields M, F or X, never a misread digit', () => {
    const line2 = '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06';
    expect(parseMrz(['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', line2], { today })?.fields.sex).toBe('M');
    const misread = parseMrz(['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', line2.replace('3M18', '3318')], { today });
    expect(misread?.valid).toBe(true);
    expect(misread?.fields.sex).toBe('');
    expect(findMrz(misread!.lines.join('\n'), { today })?.fields.sex).toBe('');
  });
});
