import { correctMrz } from '../../src/mrz/correct-mrz';
import { COUNTRY_CODES, isCountryCode } from '../../src/mrz/country-codes';
import { settleCountryCode } from '../../src/mrz/settle-country-code';
import type { MrzResult } from '../../src/mrz/types';

// Lines as the engines read the public specimens in /work/shared/specimens (see each JSON for the truth).
const today = new Date('2026-11-21T12:00:00Z');

function correct(lines: string[]): MrzResult {
  const result = correctMrz(lines, { today });
  if (!result) throw new Error(`no layout for ${JSON.stringify(lines)}`);
  return result;
}

describe('the code list (ICAO 9303 part 3)', () => {
  it('holds every ISO 3166-1 alpha-3 code and ICAO’s own', () => {
    expect(COUNTRY_CODES.size).toBe(249 + 27);
    for (const code of ['AUS', 'CZE', 'TWN', 'IND', 'CAN', 'DEU', 'ZWE', 'ABW']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['D', 'GBD', 'GBN', 'GBO', 'GBP', 'GBS', 'UNO', 'UNA', 'UNK', 'XXA', 'XXB', 'XXC', 'XXX', 'EUE', 'RKS', 'UTO']) {
      expect(isCountryCode(code)).toBe(true);
    }
    for (const code of ['AUB', 'CZS', 'THN', 'INO', 'O', 'CMW', '']) expect(isCountryCode(code)).toBe(false);
  });
});

describe('settleCountryCode', () => {
  it.each([
    ['AUB', 'AUS'], // passport/aus-jane-citizen-crop: S read as 8, then as B
    ['CZS', 'CZE'], // passport/cze-2006-specimen
    ['THN', 'TWN'], // passport/twn-lin-mei-hua
    ['INO', 'IND'], // passport/ind-doe-jocelyn-mindee
    ['O<<', 'D<<'], // de_id_card/erika-mustermann-2010-back, passport/deu-reisepass-2024
    ['DKK', 'D<<'], // the LSTM engine's fillers
  ])('settles %s, outside the list, to the one listed code its look-alikes reach: %s', (read, code) => {
    expect(settleCountryCode(read)).toBe(code);
  });

  it.each(['AUT', 'UTO', 'D<<', 'CMW', '<<<', 'QQQ'])('leaves %s as read (listed, or no single listed code is near)', (read) => {
    expect(settleCountryCode(read)).toBe(read);
  });
});

describe('correctMrz: country codes', () => {
  it('settles the issuing state and the nationality to the list', () => {
    const twn = correct(['P<THNLIN<<MEI<HUA<<<<<<<<<<<<<<<<<<<<<<<<<<<', '0000000000THN7601015F1404018A234567893<<<<18']);
    expect(twn.lines).toEqual(['P<TWNLIN<<MEI<HUA<<<<<<<<<<<<<<<<<<<<<<<<<<<', '0000000000TWN7601015F1404018A234567893<<<<18']);
    expect(twn.fields).toMatchObject({ issuingState: 'TWN', nationality: 'TWN', surname: 'LIN', givenNames: 'MEI HUA' });
    expect(twn.valid).toBe(true);
    expect(twn.corrections).toBe(2);

    const aus = correct(['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PA09404433AU88406077F1903212<17332717P<<<<68']);
    expect(aus.fields.nationality).toBe('AUS');
    expect(aus.valid).toBe(true);
  });

  it('reads Germany’s D where the engine read O or 0', () => {
    const card = correct(['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<20103150<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<']);
    expect(card.lines[1]).toBe('6408125<2010315D<<<<<<<<<<<<<4');
    expect(card.fields.nationality).toBe('D');
    const passport = correct(['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'CZ6311T4720<<8308126F34050192405<<<<<<<<<<10']);
    expect(passport.fields).toMatchObject({ nationality: 'D', documentNumber: 'CZ6311T47' });
  });

  it('drops an extra character read inside the issuing state, where the name absorbs the shift', () => {
    // passport/can-brown-hollie-azure: the legacy engine reads CAN as CAWN (45 characters)
    const can = correct(['P<CAWNBROWN<<HOLLIE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08']);
    expect(can.lines[0]).toBe('P<CANBROWN<<HOLLIE<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(can.fields).toMatchObject({ issuingState: 'CAN', surname: 'BROWN', givenNames: 'HOLLIE' });
    expect(can.corrections).toBe(1);
  });

  it('keeps a code outside the list that nothing settles (the CMW sample card)', () => {
    const card = correct(['IDCMW<512849702<<<<<<<<<<<<<<<', '6104128M1402209CMW<<<<<<<<<<<1', 'PUBLIC<<JON<<<<<<<<<<<<<<<<<<<']);
    expect(card.fields).toMatchObject({ issuingState: 'CMW', nationality: 'CMW' });
  });
});
