import { parseMrz } from '../../src/mrz/parse-mrz';
import type { MrzCheck, MrzFields } from '../../src/mrz/types';
import { MISPRINTED_SPECIMENS } from './misprinted-specimens';

// MRZs copied from /work/shared/mrz-samples and /work/shared/specimens (public specimens and ICAO figures).
const today = new Date('2026-11-21T12:00:00Z');

function parse(lines: string[]) {
  const result = parseMrz(lines, { today });
  if (!result) throw new Error(`no layout for ${JSON.stringify(lines)}`);
  return result;
}

function failing(checks: MrzCheck[]): string[] {
  return checks.filter((check) => !check.ok).map((check) => check.field);
}

describe('parseMrz: TD3 passports', () => {
  it('reads the ICAO Utopia specimen', () => {
    const result = parse(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(result.format).toBe('TD3');
    expect(result.valid).toBe(true);
    expect(result.corrections).toBe(0);
    expect(result.checks.map((check) => check.field)).toEqual([
      'documentNumber', 'dateOfBirth', 'expiryDate', 'personalNumber', 'composite',
    ]);
    expect(result.fields).toEqual<MrzFields>({
      documentCode: 'P',
      issuingState: 'UTO',
      documentNumber: 'L898902C3',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      expiryDate: '2012-04-15',
      personalNumber: 'ZE184226B',
      optionalData2: '',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
    });
  });

  it('reads the German passport with its one-letter state code', () => {
    const result = parse(['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'CZ6311T472D<<8308126F34050192405<<<<<<<<<<10']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({
      issuingState: 'D',
      nationality: 'D',
      documentNumber: 'CZ6311T47',
      dateOfBirth: '1983-08-12',
      expiryDate: '2034-05-01',
      personalNumber: '2405',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA',
    });
  });

  it.each([
    ['CAN', 'P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08', 'ZE000509', 'MARTIN', 'SARAH', '1985-01-01', '2023-01-14', ''],
    ['FRA', 'P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06', '08CD50338', 'ULYSSE', 'CHRISTOPHE', '1960-04-10', '2018-06-05', ''],
    ['HRV', 'P<HRVSPECIMEN<<SPECIMEN<<<<<<<<<<<<<<<<<<<<<', '0070070071HRV8212258F1407019<<<<<<<<<<<<<<06', '007007007', 'SPECIMEN', 'SPECIMEN', '1982-12-25', '2014-07-01', ''],
    ['ISL', 'P<ISLAEVARSDOTTIR<<THURIDUR<OESP<<<<<<<<<<<<', 'A0000000<0ISL6612315F0905264311266<9539<<<32', 'A0000000', 'AEVARSDOTTIR', 'THURIDUR OESP', '1966-12-31', '2009-05-26', '3112669539'],
    ['LUX', 'P<LUXMAUS<<KETTY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'S998527<<4LUX7806201F110808403060021041<<<96', 'S998527', 'MAUS', 'KETTY', '1978-06-20', '2011-08-08', '03060021041'],
    ['NLD', 'P<NLDMEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<<<', 'XA00000148NLD7110195F0604121123456782<<<<<02', 'XA0000014', 'MEULENDIJK', 'LOES ALBERTINE', '1971-10-19', '2006-04-12', '123456782'],
    ['POL', 'P<POLKOWALSKA<KWIATKOWSKA<<JOANNA<<<<<<<<<<<', 'AA00000000POL6002084F1412314<<<<<<<<<<<<<<<4', 'AA0000000', 'KOWALSKA KWIATKOWSKA', 'JOANNA', '1960-02-08', '2014-12-31', ''],
    ['TWN', 'P<TWNLIN<<MEI<HUA<<<<<<<<<<<<<<<<<<<<<<<<<<<', '0000000000TWN7601015F1404018A234567893<<<<18', '000000000', 'LIN', 'MEI HUA', '1976-01-01', '2014-04-01', 'A234567893'],
    ['NLD crop', 'P<NLDDE<BRUIJN<<WILLEKE<LISELOTTE<<<<<<<<<<<', 'SPECI20142NLD6503101F2401151999999990<<<<<82', 'SPECI2014', 'DE BRUIJN', 'WILLEKE LISELOTTE', '1965-03-10', '2024-01-15', '999999990'],
  ])('reads the %s specimen', (_name, line1, line2, number, surname, givenNames, birth, expiry, personal) => {
    const result = parse([line1, line2]);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ documentNumber: number, surname, givenNames, dateOfBirth: birth, expiryDate: expiry, personalNumber: personal });
  });

  it('keeps the Australian travel document state AUS and nationality UTO apart', () => {
    const result = parse(['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'U0996738<2UTO7906075F1112256<50013871L<<<<68']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ issuingState: 'AUS', nationality: 'UTO', documentNumber: 'U0996738', personalNumber: '50013871L' });
  });

  it('takes the Australian crop MRZ as printed: its checks pass even though the page prints another expiry', () => {
    // The specimen's notes: MRZ expiry 190321 differs from the printed 01 MAR 2024; the MRZ is self-consistent.
    const result = parse(['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PA09404433AUS8406077F1903212<17332717P<<<<68']);
    expect(result.valid).toBe(true);
    expect(result.fields.expiryDate).toBe('2019-03-21');
    expect(result.fields.dateOfBirth).toBe('1984-06-07');
  });

  it('flags a wrong check digit rather than hiding it', () => {
    const result = parse(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C35UTO7408122F1204159ZE184226B<<<<<10']);
    expect(result.valid).toBe(false);
    expect(failing(result.checks)).toEqual(['documentNumber', 'composite']);
    expect(result.fields.documentNumber).toBe('L898902C3');
  });
});

describe('parseMrz: TD1 cards', () => {
  it('reads the ICAO Utopia card', () => {
    const result = parse(['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<']);
    expect(result.format).toBe('TD1');
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => check.field)).toEqual(['documentNumber', 'dateOfBirth', 'expiryDate', 'composite']);
    expect(result.fields).toEqual<MrzFields>({
      documentCode: 'I',
      issuingState: 'UTO',
      documentNumber: 'D23145890',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      expiryDate: '2012-04-15',
      personalNumber: '',
      optionalData2: '',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
    });
  });

  it('rebuilds a long document number from the optional data (ICAO 9303 part 5)', () => {
    const result = parse(['I<UTOD23145890<7349<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<']);
    expect(result.valid).toBe(true);
    expect(result.fields.documentNumber).toBe('D23145890734');
    expect(result.fields.personalNumber).toBe('');
  });

  it('reads the German identity card: state D, sex < as X', () => {
    const result = parse(['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({
      documentCode: 'ID',
      issuingState: 'D',
      nationality: 'D',
      documentNumber: 'T22000129',
      sex: 'X',
      dateOfBirth: '1964-08-12',
      expiryDate: '2020-10-31',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA',
    });
  });

  it('reads optional data 2 of the 2021 German card', () => {
    const result = parse(['IDD<<L01X00T471<<<<<<<<<<<<<<<', '8308126<3108011D<<2108<<<<<<<7', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ documentNumber: 'L01X00T47', optionalData2: '2108', expiryDate: '2031-08-01' });
  });

  it.each([
    ['NLD', 'I<NLDSPECI20142999999990<<<<<8', '6503101F2403096NLD<<<<<<<<<<<8', 'DE<BRUIJN<<WILLEKE<LISELOTTE<<', 'I', 'NLD', 'SPECI2014', 'DE BRUIJN', 'WILLEKE LISELOTTE', '9999999908', ''],
    ['POL', 'I<POLZZC9000094<<<<<<<<<<<<<<<', '8101028M2501305POL810102001412', 'KOWALSKI<<JAN<<<<<<<<<<<<<<<<<', 'I', 'POL', 'ZZC900009', 'KOWALSKI', 'JAN', '', '81010200141'],
    ['SVN', 'I<SI<09999100180706966505468<<', '6606079F0807276SI<<<<<<<<<<<<0', 'VZOREC<<TINA<<<<<<<<<<<<<<<<<<', 'I', 'SI', '099991001', 'VZOREC', 'TINA', '0706966505468', ''],
    ['USA', 'IAUSA0000000033LIN1044750079<<', '5808175F1004027COD<<<<<<<<<<<7', 'SPECIMEN<<TEST<VOID<<<<<<<<<<<', 'IA', 'USA', '000000003', 'SPECIMEN', 'TEST VOID', 'LIN1044750079', ''],
  ])('reads the %s card', (_name, l1, l2, l3, code, state, number, surname, givenNames, personal, optional2) => {
    const result = parse([l1, l2, l3]);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({
      documentCode: code,
      issuingState: state,
      documentNumber: number,
      surname,
      givenNames,
      personalNumber: personal,
      optionalData2: optional2,
    });
  });
});

describe('parseMrz: specimens printed with wrong check digits stay invalid', () => {
  it.each(MISPRINTED_SPECIMENS)('%s', (_name, lines, failures) => {
    const result = parse(lines);
    expect(result.valid).toBe(false);
    expect(failing(result.checks)).toEqual(failures);
    expect(result.lines).toEqual(lines);
  });

  it('still decodes the fields of the CMW card', () => {
    const result = parse(['IDCMW<512849702<<<<<<<<<<<<<<<', '6104128M1402209CMW<<<<<<<<<<<1', 'PUBLIC<<JON<<<<<<<<<<<<<<<<<<<']);
    expect(result.fields).toMatchObject({
      issuingState: 'CMW',
      documentNumber: '51284970',
      dateOfBirth: '1961-04-12',
      expiryDate: '2014-02-20',
      surname: 'PUBLIC',
      givenNames: 'JON',
    });
  });
});

describe('parseMrz: TD2 and visas', () => {
  it('reads the ICAO Utopia TD2', () => {
    const result = parse(['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6']);
    expect(result.format).toBe('TD2');
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => check.field)).toEqual(['documentNumber', 'dateOfBirth', 'expiryDate', 'composite']);
    expect(result.fields).toMatchObject({ documentNumber: 'D23145890', nationality: 'UTO', dateOfBirth: '1974-08-12', surname: 'ERIKSSON' });
  });

  it('rebuilds a long TD2 document number', () => {
    const result = parse(['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D23145890<UTO7408122F12041597349<<<2']);
    expect(result.valid).toBe(true);
    expect(result.fields.documentNumber).toBe('D23145890734');
  });

  it('reads an MRV-A visa by size as TD3, without composite or personal number check', () => {
    const result = parse(['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<']);
    expect(result.format).toBe('TD3');
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => check.field)).toEqual(['documentNumber', 'dateOfBirth', 'expiryDate']);
    // The ICAO figure encodes 400907 and 961210 in the MRZ, whatever its visual zone says.
    expect(result.fields).toMatchObject({ documentCode: 'V', documentNumber: 'L8988901C', nationality: 'XXX', dateOfBirth: '1940-09-07', expiryDate: '1996-12-10', personalNumber: '6ZE184226B' });
  });

  it('reads the US immigrant visa (MRV-A)', () => {
    const result = parse(['VIUSATRAVELER<<HAPPYPERSON<<<<<<<<<<<<<<<<<<', '555123ABC6GBR6502056F0412236IFLND00AMS803085']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ documentCode: 'VI', documentNumber: '555123ABC', nationality: 'GBR', personalNumber: 'IFLND00AMS803085', givenNames: 'HAPPYPERSON' });
  });

  it.each([
    [['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<'], 'V', 'L8988901C', 'ERIKSSON'],
    [['VCPOLKOWALSKA<KWIATKOWSKA<<BEATA<<<<', 'PL00000008POL6002084F0505011<<<<<<<0'], 'VC', 'PL0000000', 'KOWALSKA KWIATKOWSKA'],
  ])('reads an MRV-B visa by size as TD2 (%#)', (lines, code, number, surname) => {
    const result = parse(lines);
    expect(result.format).toBe('TD2');
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => check.field)).not.toContain('composite');
    expect(result.fields).toMatchObject({ documentCode: code, documentNumber: number, surname });
  });
});

describe('parseMrz: shapes', () => {
  it.each([
    [['D1FRA13AA000026181231MARTIN<<9']], // one-line driving licence code: not ICAO
    [['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']], // 43 + 44
    [['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6']], // two TD1 lines
    [[]],
  ])('returns null for lines that fit no layout (%#)', (lines) => {
    expect(parseMrz(lines, { today })).toBeNull();
  });

  it('does not correct anything', () => {
    const result = parse(['P<UT0ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO74O8122F1204159ZE184226B<<<<<10']);
    expect(result.fields.issuingState).toBe('UT0');
    expect(result.fields.dateOfBirth).toBe('');
    expect(failing(result.checks)).toEqual(['dateOfBirth', 'composite']);
  });
});
