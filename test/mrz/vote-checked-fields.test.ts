import { correctMrz } from '../../src/mrz';
import { voteCheckedFields, voteTd3FromReadings } from '../../src/mrz/vote-checked-fields';

const today = new Date('2026-11-29T00:00:00Z');
// ICAO 9303's specimen passport (valid).
const UTO = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

/** `line` with the characters at `at` replaced by `chars`. */
const misread = (line: string, at: number, chars: string) => line.slice(0, at) + chars + line.slice(at + chars.length);

describe('voteCheckedFields', () => {
  // Three engines, each wrong somewhere else: the number, the birth date, the expiry; one reads a character short.
  const readings = [
    misread(UTO[1], 1, 'BS'), // L8S... for L89... : the number fails
    misread(UTO[1], 15, '5'), // a birth date digit
    misread(UTO[1], 22, '7').replace('ZE184226B', 'ZE18426B'), // an expiry digit, and the personal number short
  ];

  it('puts an MRZ together from readings that are each wrong in another field', () => {
    const base = correctMrz([UTO[0], readings[0]], { today })!;
    expect(base.valid).toBe(false);
    const voted = voteCheckedFields(base, [UTO[0], ...readings], { today });
    expect(voted?.lines).toEqual(UTO);
    expect(voted?.valid).toBe(true);
  });

  it('gives nothing when one reading is all there is', () => {
    const base = correctMrz([UTO[0], readings[0]], { today })!;
    expect(voteCheckedFields(base, [readings[0]], { today })).toBeNull();
  });

  it('gives nothing when the readings agree on a field its check digit refuses', () => {
    const wrong = misread(UTO[1], 3, '7');
    const base = correctMrz([UTO[0], wrong], { today })!;
    expect(voteCheckedFields(base, [wrong, wrong, wrong], { today })).toBeNull();
  });
});

describe('voteTd3FromReadings', () => {
  it('reads a passport whose readings each fit no layout: a name line lost, lines a character off', () => {
    const voted = voteTd3FromReadings(
      [
        'PCUTOERIKSS0N<<ANNA<MAR1A<<<<',
        UTO[1].slice(0, 40) + '<<10 F J', // a filler short, with print beside the band after a gap
        misread(UTO[1], 15, '5').replace('<<<<<', '<<<<<<<'), // two fillers long
        UTO[1].replace('7408122', '74O8I22').slice(1), // its first character lost
      ],
      { today },
    );
    expect(voted?.valid).toBe(true);
    expect(voted?.fields.documentNumber).toBe('L898902C3');
    expect(voted?.fields.dateOfBirth).toBe('1974-08-12');
  });

  it('finds no MRZ in page text', () => {
    expect(voteTd3FromReadings(['REISEPASS PASSPORT PASSEPORT 12345678', 'Date of birth 12.08.1974 Place of birth'], { today })).toBeNull();
  });
});
