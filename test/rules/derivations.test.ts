import { DERIVATIONS, type DerivationName } from '../../src/rules/derivations/registry';

const today = new Date('2026-11-21T12:00:00Z');

describe('derivations', () => {
  it.each<[DerivationName, string, string]>([
    ['curpBirthDate', 'AAMR780430MGRBRN00', '1978-04-30'],
    ['curpBirthDate', 'XEXX010101HNEXXXA4', '2001-01-01'], // letter homoclave: 2000s
    ['curpBirthDate', 'PEGA050312MDFRRN04', '1905-03-12'], // digit homoclave: 1900s, however young YY looks
    ['curpSex', 'AAMR780430MGRBRN00', 'M'],
    ['curpSex', 'AUHC350422HPLBRL08', 'H'],
    ['nikBirthDate', '3674076204940001', '1994-04-22'],
    ['nikBirthDate', '3674072204940001', '1994-04-22'],
    ['nikBirthDate', '3674070101100001', '2010-01-01'],
    ['nikSex', '3674076204940001', 'PEREMPUAN'],
    ['nikSex', '3674072204940001', 'LAKI-LAKI'],
    ['nikSex', '3674074504940001', 'PEREMPUAN'], // the 5th, plus 40
    ['nikBirthDate', '3674074504940001', '1994-04-05'],
    ['cnpBirthDate', '1630615123457', '1963-06-15'],
    ['cnpBirthDate', '6050316401232', '2005-03-16'],
    ['cnpBirthDate', '2851210350018', '1985-12-10'],
    ['cnpBirthDate', '3991231401231', '1899-12-31'],
    ['cnpBirthDate', '7010101123459', '2001-01-01'], // resident: century the latest not after today
    ['cnpSex', '1630615123457', 'M'],
    ['cnpSex', '6050316401232', 'F'],
    ['egyptBirthDate', '29001010101234', '1990-01-01'],
    ['egyptBirthDate', '٢٩٠٠١٠١٠١٠١٢٣٤', '1990-01-01'],
    ['egyptBirthDate', '30501150101224', '2005-01-15'],
    ['egyptSex', '29001010101234', 'ذكر'],
    ['egyptSex', '29001010101224', 'أنثى'],
    ['codiceFiscaleBirthDate', 'RSSMRA85T10A562S', '1985-12-10'],
    ['codiceFiscaleBirthDate', 'BNCLRA90M52F205F', '1990-08-12'], // day 52: a woman born on the 12th
    ['codiceFiscaleBirthDate', 'BNCLRA9LM52F205Q', '1990-08-12'], // omocodic year
    ['codiceFiscaleBirthDate', 'BNCLRA10A01F205J', '2010-01-01'],
    ['codiceFiscaleBirthDate', 'BNCLRA30M52F205R', '1930-08-12'], // 2030 would be after today
    ['ukDriverBirthDate', 'MORGA753116SM9IJ', '1976-03-11'],
    ['ukDriverBirthDate', 'SMITH701230JJ9AB', '1970-01-23'],
    ['cuilDocumentNumber', '20-05536168-2', '5536168'], // a 7-digit DNI, padded in the CUIL
    ['cuilDocumentNumber', '20267565393', '26756539'],
  ])('%s of %s is %s', (name, value, expected) => {
    expect(DERIVATIONS[name](value, today, {})).toBe(expected);
  });

  it.each<[DerivationName, string]>([
    ['curpBirthDate', 'AAMR780430MGRBRN01'],
    ['curpSex', 'AAMR780430MGRBRN01'],
    ['nikBirthDate', '3674076204940000'],
    ['nikSex', '3674073002940001'],
    ['cnpBirthDate', '1630615123458'],
    ['cnpSex', '1630615123458'],
    ['egyptBirthDate', '29001013001234'],
    ['egyptSex', '29013010101234'],
    ['codiceFiscaleBirthDate', 'RSSMRA85T10A562T'],
    ['ukDriverBirthDate', 'MORGA754316SM9IJ'],
    ['cuilDocumentNumber', '20-05536168-3'],
    ['curpBirthDate', ''],
  ])('%s gives nothing for %j, which fails its check', (name, value) => {
    expect(DERIVATIONS[name](value, today, {})).toBe('');
  });

  it('places a two-digit year by the day it runs', () => {
    expect(DERIVATIONS.codiceFiscaleBirthDate('BNCLRA10A01F205J', new Date('2005-06-01T00:00:00Z'), {})).toBe('1910-01-01');
    expect(DERIVATIONS.nikBirthDate('3674070101100001', new Date('2005-06-01T00:00:00Z'), {})).toBe('1910-01-01');
  });

  it('yearsEarlier: a date the given years before, to the day (the Egyptian card runs seven years)', () => {
    const earlier = (value: string, years?: number): string => DERIVATIONS.yearsEarlier(value, today, { years });
    expect(earlier('2030-06-04', 7)).toBe('2023-06-04');
    expect(earlier('2031-02-28', 7)).toBe('2024-02-28');
    expect(earlier('2032-02-29', 7)).toBe('2025-02-28'); // 2025 has no 29 February
    expect(earlier('2032-02-29', 4)).toBe('2028-02-29');
    expect(earlier('2030-06-04')).toBe('');
    expect(earlier('04.06.2030', 7)).toBe('');
  });

  it('registers exactly the derivations the rules engine names', () => {
    expect(Object.keys(DERIVATIONS).sort()).toEqual([
      'cnpBirthDate', 'cnpSex', 'codiceFiscaleBirthDate', 'cuilDocumentNumber', 'curpBirthDate', 'curpSex', 'egyptBirthDate', 'egyptSex',
      'nikBirthDate', 'nikSex', 'ukDriverBirthDate', 'yearsEarlier',
    ]);
  });
});
