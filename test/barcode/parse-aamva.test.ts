import { parseAamva } from '../../src/barcode/parse-aamva';
import { readAamvaDate } from '../../src/barcode/read-aamva-date';

/**
 * The text of a licence's PDF417 symbol as issuers write it (AAMVA DL/ID Card Design Standard, annex D) and as
 * scanners hand it over, read into data elements a rules file can take, and judged trustworthy or not.
 */
const LF = '\n';
const RS = '\x1e';
const CR = '\r';

/** A symbol's text: the header of `version` (with a jurisdiction version from version 2 on), one subfile. */
function symbol(version: string, iin: string, elements: string[], options: { type?: string; separator?: string; jurisdictionVersion?: boolean } = {}): string {
  const type = options.type ?? 'DL';
  const separator = options.separator ?? LF;
  const subfile = `${type}${elements.join(separator)}${CR}`;
  const withJurisdiction = options.jurisdictionVersion ?? Number(version) >= 2;
  const head = `@${LF}${RS}${CR}ANSI ${iin}${version}${withJurisdiction ? '00' : ''}01`;
  const offset = head.length + 10;
  return `${head}${type}${String(offset).padStart(4, '0')}${String(subfile.length).padStart(4, '0')}${subfile}`;
}

const US_2020 = [
  'DAQD4172638', 'DCAC', 'DCBNONE', 'DCDNONE', 'DBA04232031', 'DCSJOHNSON', 'DACRICHARD', 'DADTHOMAS', 'DBD03262023', 'DBB04231997',
  'DBC1', 'DAYBRN', 'DAU070 IN', 'DAG2635 W CEDAR RD', 'DAISACRAMENTO', 'DAJCA', 'DAK958180000  ', 'DCF08/31/200962973/AAFD/31', 'DCGUSA',
  'DDEN', 'DDFN', 'DDGN',
];

describe('parseAamva', () => {
  it('reads a US licence of the 2020 standard: elements by id, dates MMDDCCYY as YYYY-MM-DD, padding trimmed', () => {
    const data = parseAamva(symbol('10', '636014', US_2020));
    expect(data).toMatchObject({ iin: '636014', version: 10, subfile: 'DL', valid: true, problems: [] });
    expect(data.elements).toMatchObject({
      DAQ: 'D4172638', DCS: 'JOHNSON', DAC: 'RICHARD', DAD: 'THOMAS', DCT: 'RICHARD THOMAS',
      DBB: '1997-04-23', DBD: '2023-03-26', DBA: '2031-04-23', DBC: '1', DAU: '070 IN', DAK: '958180000', DCF: '08/31/200962973/AAFD/31',
    });
  });

  it('reads a Canadian licence: dates CCYYMMDD, an ID card subfile too', () => {
    const elements = ['DAQS57784021901515', 'DCSTREMBLAY', 'DACÉTIENNE', 'DADNONE', 'DBB19680515', 'DBD20240222', 'DBA20290515', 'DCGCAN'];
    const data = parseAamva(symbol('09', '636012', elements, { type: 'ID' }));
    expect(data).toMatchObject({ subfile: 'ID', valid: true });
    expect(data.elements).toMatchObject({ DBB: '1968-05-15', DBD: '2024-02-22', DBA: '2029-05-15', DAC: 'ÉTIENNE', DCT: 'ÉTIENNE' });
    // "NONE" is no middle name.
    expect(data.elements.DAD).toBeUndefined();
  });

  it('reads a version 1 symbol: no jurisdiction version in the header, the DAA full name, dates year first', () => {
    const elements = ['DAQ123456789', 'DAASMITH,JOHN,ALLEN', 'DBB19700102', 'DBA20300102', 'DBD20220301', 'DAG1 MAIN ST', 'DAJNY'];
    const data = parseAamva(symbol('01', '636001', elements));
    expect(data).toMatchObject({ version: 1, valid: true });
    expect(data.elements).toMatchObject({ DCS: 'SMITH', DAC: 'JOHN', DAD: 'ALLEN', DCT: 'JOHN ALLEN', DBB: '1970-01-02', DBA: '2030-01-02' });
  });

  it('reads version 3 given names (DCT, by a comma) as first and middle names', () => {
    const data = parseAamva(symbol('03', '636015', ['DAQ41726385', 'DCSGARCIA', 'DCTMARIA,ELENA', 'DBB02141985', 'DBA02142029', 'DCGUSA']));
    expect(data.elements).toMatchObject({ DCT: 'MARIA ELENA', DAC: 'MARIA', DAD: 'ELENA' });
  });

  it('takes elements ended by CR LF, and a subfile its offset does not point at', () => {
    const text = symbol('08', '636015', ['DAQ41726385', 'DCSGARCIA', 'DACMARIA', 'DBB02141985', 'DBA02142029'], { separator: `${CR}${LF}` }).replace(/DL\d{4}(\d{4})/, 'DL0099$1');
    const data = parseAamva(text);
    expect(data.valid).toBe(true);
    expect(data.elements).toMatchObject({ DAQ: '41726385', DCS: 'GARCIA', DAC: 'MARIA', DBB: '1985-02-14', DBA: '2029-02-14' });
  });

  it('finds the subfile after a jurisdiction subfile listed first, and stops where the next subfile begins', () => {
    const body = `DLDAQ41726385${LF}DCSGARCIA${LF}DACMARIA${LF}DBB02141985${LF}DBA02142029${CR}`;
    const length = String(body.length).padStart(4, '0');
    const listedFirst = `@${LF}${RS}${CR}ANSI 636015080002ZT00410008DL0049${length}ZTZTA01${CR}${body}`;
    expect(parseAamva(listedFirst)).toMatchObject({ valid: true, elements: { DAQ: '41726385', DCS: 'GARCIA', DAC: 'MARIA', DCT: 'MARIA', DBB: '1985-02-14', DBA: '2029-02-14' } });
    // The offsets are wrong by one: the subfile is found, and the jurisdiction's after it is not read into it.
    const after = `@${LF}${RS}${CR}ANSI 636015080002DL0042${length}ZT00990008${body}ZTZTA01${CR}`;
    expect(parseAamva(after).elements).toEqual({ DAQ: '41726385', DCS: 'GARCIA', DAC: 'MARIA', DCT: 'MARIA', DBB: '1985-02-14', DBA: '2029-02-14' });
  });

  it('finds the subfile when the designators cannot be read, or their offset points back into the header', () => {
    const good = symbol('10', '636014', US_2020);
    const mangled = good.replace(/DL(\d{4})(\d{4})DL/, 'DL00??$2DL');
    expect(parseAamva(mangled)).toMatchObject({ valid: true, elements: expect.objectContaining({ DAQ: 'D4172638', DBB: '1997-04-23' }) });
    const intoHeader = good.replace(/DL(\d{4})(\d{4})DL/, 'DL0021$2DL');
    expect(parseAamva(intoHeader)).toMatchObject({ valid: true, elements: expect.objectContaining({ DAQ: 'D4172638', DBB: '1997-04-23' }) });
  });

  it('is not valid without the header, a DL or ID subfile, or a required element', () => {
    expect(parseAamva('M1DOE/JOHN E1234567 SFOLAXUA 0123 123Y001A0001 100')).toMatchObject({ valid: false, problems: ['no AAMVA header'] });
    expect(parseAamva(symbol('10', '636014', US_2020, { type: 'ZC' })).valid).toBe(false);
    const noNumber = parseAamva(symbol('10', '636014', US_2020.filter((e) => !e.startsWith('DAQ'))));
    expect(noNumber).toMatchObject({ valid: false, problems: ['no customer id (DAQ)'] });
    const noName = parseAamva(symbol('10', '636014', US_2020.map((e) => (e.startsWith('DCS') ? 'DCSNONE' : e))));
    expect(noName.problems).toEqual(['no family name (DCS)']);
  });

  it('is not valid with a date that is no calendar day, or an expiry before the birth', () => {
    const badDay = parseAamva(symbol('10', '636014', US_2020.map((e) => (e.startsWith('DBB') ? 'DBB02301997' : e))));
    expect(badDay.valid).toBe(false);
    expect(badDay.problems).toContain('DBB is not a date');
    const reversed = parseAamva(symbol('10', '636014', US_2020.map((e) => (e.startsWith('DBA') ? 'DBA04231990' : e))));
    expect(reversed).toMatchObject({ valid: false, problems: ['expiry (DBA) is not after birth (DBB)'] });
  });
});

describe('readAamvaDate', () => {
  it('reads the order the jurisdiction should write, and the other one when only that gives a calendar day', () => {
    expect(readAamvaDate('04231997', 'MDY')).toBe('1997-04-23');
    expect(readAamvaDate('19970423', 'YMD')).toBe('1997-04-23');
    // A Canadian province writing US order, a US state writing year first: only one reading is a day.
    expect(readAamvaDate('04231997', 'YMD')).toBe('1997-04-23');
    expect(readAamvaDate('19970423', 'MDY')).toBe('1997-04-23');
  });

  it('gives nothing for what is not a date', () => {
    expect(readAamvaDate('00000000', 'MDY')).toBe('');
    expect(readAamvaDate('13401997', 'MDY')).toBe('');
    expect(readAamvaDate('1997-04-23', 'MDY')).toBe('');
  });
});
