import { correctMrz } from '../../src/mrz/correct-mrz';
import { findMrz } from '../../src/mrz/find-mrz';
import { parseMrz } from '../../src/mrz/parse-mrz';
import type { MrzResult } from '../../src/mrz/types';

// The French identity card of 1988-2021: 2 × 36, not TD2. Invented holders, check digits computed.
const today = new Date('2026-11-21T12:00:00Z');
const LEMAIRE = ['IDFRALEMAIRE<<<<<<<<<<<<<<<<<<<<<<<<', '8806930051244ISABELLE<<<<<<7508239F7'];
const FOURNIER = ['IDFRAFOURNIER<<<<<<<<<<<<<<<<<130042', '152213X407187PAUL<<ANDRE<<<8903176M1'];
const UTO_TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];

function failing(result: MrzResult): string[] {
  return result.checks.filter((check) => !check.ok).map((check) => check.field);
}

describe('FRA-ID: the French identity card of 1988-2021', () => {
  it('decodes a card into the usual fields', () => {
    const result = parseMrz(LEMAIRE, { today })!;
    expect(result.format).toBe('FRA-ID');
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => check.field)).toEqual(['documentNumber', 'dateOfBirth', 'composite']);
    expect(result.fields).toEqual({
      documentCode: 'ID',
      issuingState: 'FRA',
      documentNumber: '880693005124',
      nationality: '',
      dateOfBirth: '1975-08-23',
      sex: 'F',
      expiryDate: '',
      personalNumber: '',
      optionalData2: '',
      surname: 'LEMAIRE',
      givenNames: 'ISABELLE',
    });
  });

  it('reads two given names and keeps wrong check digits as printed', () => {
    // as on vendor samples whose data was edited: birth date and composite check digits that do not match
    for (const result of [parseMrz(FOURNIER, { today })!, correctMrz(FOURNIER, { today })!]) {
      expect(result.format).toBe('FRA-ID');
      expect(result.lines).toEqual(FOURNIER);
      expect(failing(result)).toEqual(['dateOfBirth', 'composite']);
      expect(result.fields).toMatchObject({ documentNumber: '152213X40718', surname: 'FOURNIER', givenNames: 'PAUL ANDRE', sex: 'M' });
    }
  });

  it('is found in page text and corrected like any MRZ', () => {
    // the legacy engine's usual slip on this font: S for 5 in the birth date
    const result = findMrz(`G H\n${LEMAIRE[0]}\n${LEMAIRE[1].replace('7508239', '7S08239')}\n`, { today })!;
    expect(result.lines).toEqual(LEMAIRE);
    expect(result.valid).toBe(true);
    expect(result.corrections).toBe(1);
  });

  it('leaves a TD2 document a TD2 document', () => {
    const result = parseMrz(UTO_TD2, { today })!;
    expect(result.format).toBe('TD2');
    expect(result.valid).toBe(true);
  });
});
