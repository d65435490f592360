import { VALIDATORS, type ValidatorName } from '../../src/rules/validators/registry';

const today = new Date('2026-11-21T12:00:00Z');
const check = (name: ValidatorName, value: string) => VALIDATORS[name].check(value, today);
const repair = (name: ValidatorName, value: string) => VALIDATORS[name].repair(value, today);

// Published examples where there are any (a public INEA list of CURPs, python-stdnum's doctests, the DVLA
// specimen, the widely cited Mario Rossi codice fiscale); the rest computed by hand from the stated algorithms.
const VALID: [ValidatorName, string][] = [
  ['curp', 'AAMR780430MGRBRN00'],
  ['curp', 'AUHC350422HPLBRL08'],
  ['curp', 'XEXX010101HNEXXXA4'], // letter homoclave: born 2001
  ['nik', '3674076204940001'],
  ['nikStructure', '3674076204940001'],
  ['thaiId', '3100600445635'],
  ['thaiId', '1101700207455'],
  ['cnp', '1630615123457'],
  ['cnp', '6050316401232'],
  ['cnp', '1850101401061'], // sum mod 11 = 10, written 1
  ['codiceFiscale', 'RSSMRA85T10A562S'],
  ['codiceFiscale', 'BNCLRA90M52F20RA'], // omocodic: 5 written R
  ['dniEs', '12345678Z'],
  ['dniEs', '00000023T'],
  ['dniEs', 'X1234567L'],
  ['dniEs', '00000022E'], // the table's last letter
  ['cuil', '20-05536168-2'],
  ['cuil', '20267565393'],
  ['cuil', '27123456780'], // 11 − 0 = 11 read as 0
  ['cuil', '23-12345676-9'], // the number given instead when 20 would need check 10
  ['egyptNationalNumber', '29001010101234'],
  ['egyptNationalNumber', '٢٩٠٠١٠١٠١٠١٢٣٤'],
  ['egyptNationalNumber', '29001018801234'], // 88: born abroad
  ['peruDni', '10117410'],
  ['peruDni', '10117410-2'],
  ['peruDni', '10117410-G'],
  ['peruDni', '12345678-1'], // sum mod 11 = 6: the table's second 1
  ['peruDni', '12345678E'],
  ['ukDriverNumber', 'MORGA753116SM9IJ'],
  ['ukDriverNumber', 'SMITH701230JJ9AB'],
  ['nlBsn', '111222333'],
  ['nlBsn', '123456782'],
];

// One character changed from a valid value, or a structural rule broken.
const INVALID: [ValidatorName, string, string][] = [
  ['curp', 'AAMR780430MGRBRN01', 'check digit'],
  ['curp', 'AAMR780430MGRBRN0', 'length'],
  ['curp', 'AAMR780430MXXBRN00', 'state code'],
  ['curp', 'AAMR781330MGRBRN00', 'month 13'],
  ['curp', 'GOVM800705MCLMLR01', 'the IFE specimen, whose check digit is invented'],
  ['nik', '3674076204940000', 'serial 0000'],
  ['nik', '3674077204940001', 'day 72'],
  ['nik', '3674076214940001', 'month 14'],
  ['nik', '3674073002940001', '30 February'],
  ['nik', '1074076204940001', 'province 10'],
  ['nik', '3674072902930001', '29 February 1993'],
  ['nik', '3171234567890123', 'the Dukcapil sample, month 67'],
  ['nikStructure', '3674070000940000', 'serial 0000'],
  ['thaiId', '3100600445636', 'check digit'],
  ['thaiId', '1234545678789', 'check digit (stdnum)'],
  ['thaiId', '9100600445634', 'person type 9, check digit right'],
  ['cnp', '1630615123458', 'check digit (stdnum)'],
  ['cnp', '1632215123457', 'month 22 (stdnum)'],
  ['cnp', '1630615120005', 'serial 000, check digit right'],
  ['cnp', '0800101221142', 'sex digit 0 (stdnum)'],
  ['cnp', '1630615491239', 'county 49, check digit right'],
  ['cnp', '5300101401232', 'born 2030, check digit right'],
  ['codiceFiscale', 'RSSMRA85T10A562T', 'check letter'],
  ['codiceFiscale', 'RSSMRA85T10A563S', 'one digit'],
  ['codiceFiscale', 'RSSMRA85F10A562S', 'F is no month letter'],
  ['dniEs', '12345678A', 'the DNI 3.0 specimen letter'],
  ['dniEs', '12345679Z', 'one digit'],
  ['dniEs', 'W1234567L', 'W is no NIE prefix'],
  ['cuil', '20-05536168-3', 'check digit'],
  ['cuil', '20-12345676-0', 'check would be 10'],
  ['cuil', '20-12345676-9', 'check would be 10'],
  ['cuil', '21-05536168-9', 'prefix 21, check digit right'],
  ['cuil', '20267565392', 'check digit (stdnum)'],
  ['cuil', '200-5536168-2', 'dashes misplaced'],
  ['egyptNationalNumber', '29013010101234', 'month 13'],
  ['egyptNationalNumber', '29001013001234', 'governorate 30'],
  ['egyptNationalNumber', '39001010101234', 'born 2090'],
  ['egyptNationalNumber', '19001010101234', 'century 1'],
  ['peruDni', '10117410-3', 'check digit (stdnum)'],
  ['peruDni', '10117411-2', 'one digit'],
  ['peruDni', '1011741', 'seven digits'],
  ['ukDriverNumber', 'MORGA754316SM9IJ', '31 April'],
  ['ukDriverNumber', 'MORGA773116SM9IJ', 'month 23'],
  ['ukDriverNumber', 'MO9GA753116SM9IJ', 'padding inside the surname'],
  ['ukDriverNumber', 'MORGA753116SM9IJ35', 'with the issue number'],
  ['nlBsn', '111222334', 'eleven test'],
  ['nlBsn', '000000000', 'all zeros'],
];

describe('validators', () => {
  it.each(VALID)('%s accepts %s', (name, value) => {
    expect(check(name, value)).toBe(true);
    expect(repair(name, value)).not.toContain(value);
  });

  it.each(INVALID)('%s rejects %s (%s)', (name, value) => {
    expect(check(name, value)).toBe(false);
  });

  it.each<[ValidatorName, string, string]>([
    ['curp', 'AAMR78O43OMGRBRN0O', 'AAMR780430MGRBRN00'],
    ['curp', 'AAMR780430MGR8RN00', 'AAMR780430MGRBRN00'], // 8 in a consonant position
    ['nik', '3674O762O494OOO1', '3674076204940001'],
    ['nikStructure', '3674O76204940001', '3674076204940001'],
    ['thaiId', '3I00600445635', '3100600445635'],
    ['cnp', '1630615I23457', '1630615123457'],
    ['codiceFiscale', 'RSSMRA85T1OA562S', 'RSSMRA85T10A562S'], // O is no omocode letter: must be 0
    ['codiceFiscale', 'RSSMRA8ST10A562S', 'RSSMRA85T10A562S'], // S is omocode 6, but only 5 passes the check
    ['codiceFiscale', 'RSSMRA857I0A562S', 'RSSMRA85T10A562S'], // month 7 read for T
    ['dniEs', 'I2345678Z', '12345678Z'],
    ['dniEs', '123456782', '12345678Z'],
    ['dniEs', 'XI234567L', 'X1234567L'],
    ['dniEs', '123456788Z', '12345678Z'], // a digit read twice
    ['cuil', '20-O5536168-2', '20-05536168-2'],
    ['cuil', '2O267S65393', '20267565393'],
    ['egyptNationalNumber', '29OO1010101234', '29001010101234'],
    ['peruDni', '1O117410-2', '10117410-2'],
    ['peruDni', '10117410-6', '10117410-G'], // G read as 6 in the check position
    ['ukDriverNumber', 'M0RGA7S3116SM9IJ', 'MORGA753116SM9IJ'],
    ['nlBsn', '1I1222333', '111222333'],
  ])('%s repairs %s to %s', (name, misread, valid) => {
    expect(check(name, misread)).toBe(false);
    expect(repair(name, misread)[0]).toBe(valid);
  });

  it('lists every reading that passes, likeliest first, when the structure cannot tell', () => {
    // 0 in a surname letter: O, D or Q (no check digit decides), O being the usual misread.
    expect(repair('ukDriverNumber', 'M0RGA753116SM9IJ')).toEqual(['MORGA753116SM9IJ', 'MDRGA753116SM9IJ', 'MQRGA753116SM9IJ']);
  });

  it.each<[ValidatorName, string, string]>([
    ['thaiId', '0100600445635', 'a 0 person type has no look-alike to stand for'],
    ['curp', 'AAMR780430MGRBRN01', 'a wrong check digit is no misread'],
    ['curp', 'XEXX010101HNEXXX84', 'the homoclave may be a digit or a letter, so B read as 8 is not guessed'],
    ['ukDriverNumber', 'MORGA753116SM9I1', 'unchecked check characters are never changed'],
    ['nlBsn', '12345678', 'wrong length'],
  ])('%s does not repair %s: %s', (name, misread) => {
    expect(repair(name, misread)).toEqual([]);
  });

  it("fits a CURP that fails its check digit to its structure where the homoclave's letter would put the birth in the future", () => {
    const structure = (value: string): string[] => VALIDATORS.curp.repairStructure!(value, today);
    // A made-up check digit (1 for 0) and an O read for the homoclave's 0 of a 1978 birth: O would mean 2078.
    expect(check('curp', 'AAMR780430MGRBRNO1')).toBe(false);
    expect(repair('curp', 'AAMR780430MGRBRNO1')).toEqual([]);
    expect(structure('AAMR780430MGRBRNO1')).toEqual(['AAMR780430MGRBRN01']);
    // Structure as read: nothing to fit (a letter homoclave of a 2001 birth, a wrong check digit alone).
    expect(structure('XEXX010101HNEXXXA5')).toEqual([]);
    expect(structure('AAMR780430MGRBRN01')).toEqual([]);
  });

  it('returns at most 8 repairs', () => {
    // Five zeros in surname and initials positions: 3 readings each and no check to decide.
    expect(repair('ukDriverNumber', '0000A753116009IJ')).toHaveLength(8);
  });

  it('registers exactly the validators the rules engine names', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(
      ['cnp', 'codiceFiscale', 'cuil', 'curp', 'dniEs', 'egyptNationalNumber', 'nik', 'nikStructure', 'nlBsn', 'peruDni', 'thaiId', 'ukDriverNumber'],
    );
  });

  it('checks a date only as far as today', () => {
    expect(VALIDATORS.egyptNationalNumber.check('32601010101234', new Date('2026-01-02T00:00:00Z'))).toBe(true);
    expect(VALIDATORS.egyptNationalNumber.check('32601010101234', new Date('2025-12-31T00:00:00Z'))).toBe(false);
  });

  it('accepts any NIK serial: there is no check digit to say otherwise', () => {
    expect(check('nik', '3674076204940002')).toBe(true);
  });
});
