import { parseMrz } from '../../src/mrz/parse-mrz';
import { repairNamesFromPrint, type PrintedWord } from '../../src/mrz/repair-names-from-print';

// Invented names on ICAO's sample data line (the name line has no check digit, so any name parses).
const today = new Date('2026-11-21T12:00:00Z');
const DATA_LINE = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
const td3 = (nameField: string) => parseMrz([`P<UTO${nameField}`.padEnd(44, '<'), DATA_LINE], { today })!;
const words = (text: string, confidence = 92): PrintedWord[] => text.split(' ').map((w) => ({ text: w, confidence }));

describe('repairNamesFromPrint', () => {
  it('a name part misread in the MRZ takes the letters of the one confident printed word one letter off it, and the line is written again', () => {
    const repaired = repairNamesFromPrint(td3('MARTINES<<ASTRID'), words('SURNAME MARTINEZ GIVEN NAMES ASTRID'));
    expect(repaired.fields.surname).toBe('MARTINEZ');
    expect(repaired.lines[0]).toBe('P<UTOMARTINEZ<<ASTRID'.padEnd(44, '<'));
    expect(repaired.lines[1]).toBe(DATA_LINE);
  });

  it('two neighbouring printed letters read as one in the MRZ (MA as K), or one read as two, take the printed word', () => {
    const merged = repairNamesFromPrint(td3('KRTIN<<SARAH'), words('MARTIN SARAH'));
    expect(merged.fields.surname).toBe('MARTIN');
    expect(merged.lines[0]).toBe('P<UTOMARTIN<<SARAH'.padEnd(44, '<'));
    // N read as IV
    expect(repairNamesFromPrint(td3('HOLMBERG<<KRISTIIVA'), words('KRISTINA')).fields.givenNames).toBe('KRISTINA');
  });

  it('printed accents are transliterated before they are compared (Ö as OE)', () => {
    const repaired = repairNamesFromPrint(td3('HOLMBERG<<BJOERM'), words('Holmberg Björn'));
    expect(repaired.fields.givenNames).toBe('BJOERN');
  });

  it('leaves the MRZ alone when the print spells it already, when the word is unsure, when two words are near, or when the name fills its field', () => {
    const exact = td3('HOLMBERG<<ASTRID');
    expect(repairNamesFromPrint(exact, words('HOLMBERG ASTRID'))).toBe(exact);
    const misread = td3('HOLMBERC<<ASTRID');
    expect(repairNamesFromPrint(misread, words('HOLMBERG', 40))).toBe(misread);
    expect(repairNamesFromPrint(misread, words('HOLMBERG HOLMBERK'))).toBe(misread);
    const full = td3('HOLMBERC<<ASTRID<MARIA<ELISABETH<KRISTI');
    expect(full.lines[0].endsWith('<')).toBe(false);
    expect(repairNamesFromPrint(full, words('HOLMBERG'))).toBe(full);
  });

  it('never takes a short word, a longer or shorter one, a caption, nor another part of the same name', () => {
    const short = td3('LIND<<KARL');
    expect(repairNamesFromPrint(short, words('LAND KART'))).toBe(short);
    const far = td3('HOLMQVIST<<ASTRID');
    expect(repairNamesFromPrint(far, words('HOLMBERG'))).toBe(far);
    // A letter more or fewer is OCR's doing more often than the MRZ's (a name's end mark read as a letter).
    const longer = td3('ROCHAT<<ASTRID');
    expect(repairNamesFromPrint(longer, words('ROCHATI'))).toBe(longer);
    const shorter = td3('ROCHATI<<ASTRID');
    expect(repairNamesFromPrint(shorter, words('ROCHAT'))).toBe(shorter);
    const added = td3('HOLMBERG<<ASTRLID');
    expect(repairNamesFromPrint(added, words('ASTRID'))).toBe(added);
    const inside = td3('MARTIN<<SARAH');
    expect(repairNamesFromPrint(inside, words('MARTTIN'))).toBe(inside);
    // A caption is no name, however close: TAILLE (height) is one letter off TAILLO.
    const caption = td3('DURAND<<TAILLO');
    expect(repairNamesFromPrint(caption, words('TAILLE'), (w) => w === 'TAILLE')).toBe(caption);
    const twins = td3('ANDERSSON<ANDERSEN<<ASTRID');
    expect(repairNamesFromPrint(twins, words('ANDERSSON ANDERSEN ASTRID'))).toBe(twins);
  });
});
