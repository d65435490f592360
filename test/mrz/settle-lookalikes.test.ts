import { checkDigit } from '../../src/mrz/check-digit';
import { correctMrz } from '../../src/mrz/correct-mrz';
import { parseMrz } from '../../src/mrz/parse-mrz';
import { settleLookalikes } from '../../src/mrz/settle-lookalikes';
import { settleSex } from '../../src/mrz/settle-sex';
import type { MrzResult } from '../../src/mrz/types';

// Readings of public specimens (/work/shared/specimens) and the ICAO Utopia passport.
const today = new Date('2026-11-21T12:00:00Z');
const parse = (lines: string[]): MrzResult => parseMrz(lines, { today })!;
const SWISS = ['IDCHES1AOOAOO<9<<<<<<<<<<<<<<<', '9508015F3303228CHE<<<<<<<<<<<2', 'SCHWEIZER<SAMPLE<<HELVETIA<<<<'];
const SWISS_NUMBER = /^[A-Z]\d[A-Z]\d{2}[A-Z]\d{2}$/u;
const UTO = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

/** The Utopia passport's data line with another document number, its check digits recomputed. */
function td3DataLine(number: string): string {
  const start = `${number}${checkDigit(number)}UTO7408122F1204159ZE184226B<<<<<1`;
  const composite = checkDigit(start.slice(0, 10) + start.slice(13, 20) + start.slice(21, 43));
  return `${start}${composite}`;
}

describe('settleLookalikes', () => {
  it('lets the kind’s number pattern choose between spellings the check digits both pass', () => {
    // ch2023-helvetia-schweizer-sample-back: O and 0 weigh the same at these four places, so both pass
    const read = parse(SWISS);
    const settled = settleLookalikes(read, { documentNumberPattern: SWISS_NUMBER }, { today });
    expect(settled.fields.documentNumber).toBe('S1A00A00');
    expect(settled.lines[0]).toBe('IDCHES1A00A00<9<<<<<<<<<<<<<<<');
    expect(settled.corrections).toBe(read.corrections + 4);
    // without a pattern nothing tells them apart, and the reading stays as read
    expect(settleLookalikes(read, {}, { today }).fields.documentNumber).toBe('S1AOOAOO');
  });

  it('takes the spelling the visual zone prints where the check digits pass several and no pattern tells', () => {
    // The Swiss card read without its kind's pattern: the page's own print of the number decides.
    const read = parse(SWISS);
    const printed = new Set(['SCHWEIZER', 'S1A00A00', 'HELVETIA']);
    expect(settleLookalikes(read, { printed }, { today }).fields.documentNumber).toBe('S1A00A00');
    // A number printed as read (the same look-alikes in both faces) is kept as read.
    expect(settleLookalikes(read, { printed: new Set(['S1AOOAOO']) }, { today }).fields.documentNumber).toBe('S1AOOAOO');
    // Print that is no spelling of the number leaves the other hints to decide.
    expect(settleLookalikes(read, { printed: new Set(['SCHWEIZER']) }, { today }).fields.documentNumber).toBe('S1AOOAOO');
  });

  it('takes the number the visual zone prints where no look-alike makes the MRZ’s pass its check digit', () => {
    // ZE000509 read 15000509 (Z and E are no look-alikes of 1 and 5): its check digit 9 fails as read.
    const read = parse(['P<CANMARTIN<<SARAH'.padEnd(44, '<'), '15000509<9CAN8501019F2301147<<<<<<<<<<<<<<08']);
    expect(read.checks.find((c) => c.field === 'documentNumber')?.ok).toBe(false);
    const settled = settleLookalikes(read, { printed: new Set(['CANADA', 'ZE000509', '85']) }, { today });
    expect(settled.fields.documentNumber).toBe('ZE000509');
    expect(settled.valid).toBe(true);
    // A printed number that fails the check digit too, or is far from the reading, is not taken.
    expect(settleLookalikes(read, { printed: new Set(['ZE000508']) }, { today }).fields.documentNumber).toBe('15000509');
    expect(settleLookalikes(read, { printed: new Set(['AB123456']) }, { today }).fields.documentNumber).toBe('15000509');
  });

  it('reads an issuing state and a nationality a letter apart as the one code the visual zone prints', () => {
    // TWN read TUN in the nationality: both are listed codes and no check digit covers either.
    const read = parse(['P<TWNLIN<<MEI<HUA<<<<<<<<<<<<<<<<<<<<<<<<<<<', UTO[1].replace('UTO', 'TUN')]);
    const settled = settleLookalikes(read, { printed: new Set(['TWN', 'REPUBLIC', 'CHINA']) }, { today });
    expect([settled.fields.issuingState, settled.fields.nationality]).toEqual(['TWN', 'TWN']);
    // With neither code printed, or both, the reading stays: a holder may have another nationality.
    expect(settleLookalikes(read, { printed: new Set(['REPUBLIC']) }, { today }).fields.nationality).toBe('TUN');
    expect(settleLookalikes(read, { printed: new Set(['TWN', 'TUN']) }, { today }).fields.nationality).toBe('TUN');
    // Codes more than a letter apart are two nationalities, whatever the page prints.
    const other = parse(['P<DEUMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', UTO[1].replace('UTO', 'AUT')]);
    expect(settleLookalikes(other, { printed: new Set(['DEU']) }, { today }).fields.nationality).toBe('AUT');
  });

  it('takes the one spelling that passes, however many look-alikes it changes', () => {
    // the legacy engine's KEDSO9O3 for KE050903 (D, S, O, O)
    const read = parse(['P<CANMORIN<<JULIE<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'KEDSO9O3<5CAN7902147F3106051<<<<<<<<<<<<<<08']);
    expect(read.valid).toBe(false);
    const settled = settleLookalikes(read, {}, { today });
    expect(settled.fields.documentNumber).toBe('KE050903');
    expect(settled.valid).toBe(true);
  });

  it('takes, among passing spellings, the one in fewer letter and digit blocks, as issuers write numbers', () => {
    // B for 8 twice: LB9B902C3 passes every check too, in six blocks where L898902C3 has four.
    const read = parse([UTO[0], 'LB9B902C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(read.valid).toBe(true);
    expect(settleLookalikes(read, {}, { today }).fields.documentNumber).toBe('L898902C3');
    const other = parse(UTO);
    expect(settleLookalikes(read, { readings: [read, other] }, { today }).fields.documentNumber).toBe('L898902C3');
    // Three O for 0 cancel out in the check digit (a Canadian number, ZE000509).
    const canadian = parse(['P<CANBROWN<<HOLLIE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZEOO05O9<9CAN8501019F2301147<<<<<<<<<<<<<<08']);
    expect(canadian.valid).toBe(true);
    expect(settleLookalikes(canadian, {}, { today }).fields.documentNumber).toBe('ZE000509');
    // A number printed in mixed blocks whose look-alikes pass no check stays as read.
    const mixed = parse(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'S1A00A00<9UTO7408122F1204159ZE184226B<<<<<14']);
    expect(mixed.valid).toBe(true);
    expect(settleLookalikes(mixed, {}, { today }).fields.documentNumber).toBe('S1A00A00');
  });

  it('never turns G into 6 without a pattern: no check digit can tell them apart', () => {
    // XG1204567 read with O for 0: XG1204567 and X61204567 both pass; only the O is the check digits' to settle
    const line = td3DataLine('XG1204567');
    const read = parse([UTO[0], line.replace('XG1204567', 'XG12O4567')]);
    expect(read.checks[0].ok).toBe(false);
    expect(settleLookalikes(read, {}, { today }).lines[1]).toBe(line);
  });

  it('does not make a misread outside the look-alikes pass by breaking the number’s blocks', () => {
    // 8 read as G: LG9B9OZC3 passes the check digits by chance, but cuts the digit run apart
    const read = parse([UTO[0], 'LG98902C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(settleLookalikes(read, {}, { today })).toBe(read);
  });

  it.each([
    // W read as N: HV7PNI113 passes by chance, but engines read digits as letters, not the other way
    ['P<D<<ZIMMERMANN<<HENDRIK<KLAUS<<<<<<<<<<<<<<', 'HV7PN11134D<<7205217M2809229<<<<<<<<<<<<<<<6'],
    // 5 read as 6: 0231468907 passes by chance, but one change at a block's edge is a guess
    ['I<UTOD231468907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'],
  ])('does not make a misread outside the look-alikes pass by luck (%s)', (...lines) => {
    const read = parse(lines);
    expect(read.checks[0].ok).toBe(false);
    expect(settleLookalikes(read, {}, { today })).toBe(read);
  });

  it('leaves a number no look-alike makes pass as read', () => {
    const read = parse([UTO[0], 'L898302C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(settleLookalikes(read, {}, { today })).toBe(read);
  });
});

describe('settleSex', () => {
  it('takes M or F from another reading where the result has a misread there', () => {
    // fra-diplomatic-ulysse: the enlarged legacy read has 3 for M, the LSTM page read M amid its own noise
    const read = parse(['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA600410331806058<<<<<<<<<<<<<<06']);
    expect(read.fields.sex).toBe('');
    const settled = settleSex(read, ['OS8CDS03380FRAS004T103M1806058<<<<<K<K<K<K<<LK<K06', 'PL<FRAULYSSE<<CHRISTOPHE<<<<CCLCLLLLLLLLLL4<<'], { today });
    expect(settled.fields.sex).toBe('M');
    expect(settled.lines[1]).toBe('08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06');
    expect(settled.valid).toBe(true);
  });

  it('keeps the misread when the other readings do not say', () => {
    const read = parse(['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA600410331806058<<<<<<<<<<<<<<06']);
    expect(settleSex(read, ['08CD503380FRA600410331806058<<<<<<<<<<<<<<06'], { today }).fields.sex).toBe('');
    expect(settleSex(read, ['M', 'F M1'], { today }).fields.sex).toBe('');
  });
});

describe('correctMrz: the sex position', () => {
  it('reads the legacy engine’s H for OCR-B’s M as M', () => {
    // gbr-pudarsan-henert-mindee
    const result = correctMrz(['P<GBRPUDARSAN<<HENERT<<<<<<<<<<<<<<<<<<<<<<<', '7077979792GBR9505209H1704224<<<<<<<<<<<<<<00'], { today })!;
    expect(result.fields.sex).toBe('M');
    expect(result.lines[1]).toBe('7077979792GBR9505209M1704224<<<<<<<<<<<<<<00');
  });
});
