import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BARCODE_FORMATS, type DecodedBarcode } from '../../src/barcode/types';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import type { OcrLine } from '../../src/ocr/types';
import { extractFields } from '../../src/rules/extract-fields';
import { loadRuleSets, SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import { NORMALISERS } from '../../src/rules/normalisers/registry';
import { RulesError } from '../../src/rules/rules-error';
import { barcodeFormatsOf } from '../../src/rules/sources/barcode-source';
import type { RuleSet } from '../../src/rules/types';
import { CalendarDate } from '../../packages/fixture-generator/src/calendar-date';
import { buildAamvaData, type AamvaRecord } from '../../packages/fixture-generator/src/kinds/us_drivers_license-aamva';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * The `barcode` source at the text layer: decoded symbols (and OCR lines) in, fields out, no image. A symbol
 * whose data is valid wins over the printed text when the rules list it first; an absent or invalid one leaves
 * the field to the printed text.
 */
const today = new Date('2026-11-21T00:00:00Z');
const bundled = loadRuleSets([BUNDLED_RULES_DIR]);


const rules = testRuleSet;

const run = (ruleSet: RuleSet, barcodes: DecodedBarcode[], lines: OcrLine[] = []) =>
  extractFields(ruleSet, { lines, width: 1000, height: 600, mrz: null, barcodes }, today);

const licence = (overrides: Partial<AamvaRecord>): DecodedBarcode => ({
  format: 'pdf417',
  text: buildAamvaData({
    iin: '636010', country: 'USA', familyName: 'JOHNSON', firstName: 'RICHARD', middleName: 'THOMAS', birth: new CalendarDate(1997, 4, 23),
    issue: new CalendarDate(2023, 3, 26), expiry: new CalendarDate(2031, 4, 23), sex: 'M', eyes: 'BRO', hair: 'BRO', height: 70, weight: 180,
    street: '2635 W CEDAR RD APT 4', city: 'ORLANDO', jurisdiction: 'FL', postalCode: '32848-1234', customerId: 'J525681971430',
    discriminator: 'D123456789', vehicleClass: 'E', restrictions: 'NONE', endorsements: 'NONE', organDonor: false,
    ...overrides,
  }),
});

describe('barcode source with the bundled rules', () => {
  it('US: every field the barcode holds, written as the state prints it, from the barcode', () => {
    const florida = run(bundled.get('us_drivers_license')!, [licence({})]);
    expect(florida.fields).toEqual({
      firstName: 'RICHARD THOMAS', lastName: 'JOHNSON', licenseNumber: 'J525-681-97-143-0', dateOfBirth: '1997-04-23', issueDate: '2023-03-26',
      expiryDate: '2031-04-23', address: '2635 W CEDAR RD APT 4', city: 'ORLANDO', state: 'FL', zipCode: '32848-1234', gender: 'M', height: '5-10',
      // The pre-2017 Florida design prints no eye colour.
      eyeColor: '', vehicleClass: 'E', restrictions: 'NONE',
    });
    expect(Object.entries(florida.details).filter(([, d]) => d.source !== 'barcode').map(([name]) => name)).toEqual(['eyeColor']);
    expect(florida.details.licenseNumber.checks).toEqual([{ name: 'barcode.aamva', ok: true }]);

    const california = run(bundled.get('us_drivers_license')!, [licence({ jurisdiction: 'CA', iin: '636014', customerId: 'D4172638', sex: 'F', height: 64, restrictions: 'CORR LENS', postalCode: '95818', middleName: '' })]);
    expect(california.fields).toMatchObject({ firstName: 'RICHARD', licenseNumber: 'D4172638', gender: 'F', height: '5\'-04"', eyeColor: 'BRO', restrictions: 'CORR LENS', zipCode: '95818' });
  });

  it('CA: the address as the province prints it, and only the fields it prints', () => {
    const ca = bundled.get('ca_drivers_license')!;
    const common = { country: 'CAN' as const, familyName: 'TREMBLAY', firstName: 'DANIEL', middleName: '', height: 192, weight: 105, eyes: 'BLK', hair: 'BLN' };
    const ontario = run(ca, [licence({ ...common, iin: '636012', jurisdiction: 'ON', street: '1602 DUNDAS DR E', city: 'WATERLOO', postalCode: 'N2L 8R0', customerId: 'T65142670680515', vehicleClass: 'G', restrictions: '', discriminator: 'DG4723660', organDonor: true })]);
    expect(ontario.fields).toEqual({
      firstName: 'DANIEL', lastName: 'TREMBLAY', licenseNumber: 'T6514-26706-80515', licenseClass: 'G', dateOfBirth: '1997-04-23', issueDate: '2023-03-26',
      expiryDate: '2031-04-23', address: '1602 DUNDAS DR E WATERLOO, ON N2L 8R0', gender: 'M', height: '192 cm', eyeColor: '', hairColor: '', weight: '',
      restrictions: '', organDonorStatus: '', documentDiscriminator: 'DG4723660',
    });
    expect(ontario.details.address.source).toBe('barcode');
    const alberta = run(ca, [licence({ ...common, iin: '604432', jurisdiction: 'AB', street: '8363 PARK CRES', city: 'MEDICINE HAT', postalCode: 'T1A 0K5', customerId: '935907367', vehicleClass: '5-GDL', restrictions: 'NONE', discriminator: '89406875-05953', organDonor: true })]);
    expect(alberta.fields).toMatchObject({ licenseNumber: '935907-367', address: '8363 PARK CRES MEDICINE HAT, AB T1A 0K5', eyeColor: 'BLK', hairColor: 'BLN', weight: '105 kg', restrictions: 'NONE', organDonorStatus: 'DONOR', licenseClass: '5-GDL' });
    const quebec = run(ca, [licence({ ...common, iin: '604428', jurisdiction: 'QC', familyName: 'DUBÉ', firstName: 'LÉA', street: '6061 RUE SHERBROOKE', city: 'MONTRÉAL', postalCode: 'H2X 3V9', customerId: 'D050419048702', restrictions: 'Y' })]);
    expect(quebec.fields).toMatchObject({ lastName: 'DUBÉ', firstName: 'LÉA', licenseNumber: 'D0504-190487-02', address: '6061 RUE SHERBROOKE MONTRÉAL QC H2X 3V9', restrictions: 'Y', weight: '' });
  });

  it('NL: the QR code\'s text, else the printed number stands for it', () => {
    const nl = bundled.get('nl_id_card')!;
    const printed = [line('Persoonsnummer/Personal No.', 50, 300), line('604707022', 50, 340)];
    expect(run(nl, [{ format: 'qrcode', text: '999990019' }], printed).fields).toMatchObject({ qrCodeData: '999990019', personalNumber: '999990019' });
    expect(run(nl, [], printed).fields).toMatchObject({ qrCodeData: '604707022', personalNumber: '604707022' });
  });

  it('asks for the formats each kind reads, and none for kinds without a barcode', () => {
    expect(barcodeFormatsOf(bundled.get('us_drivers_license')!)).toEqual(['pdf417']);
    expect(barcodeFormatsOf(bundled.get('ca_drivers_license')!)).toEqual(['pdf417']);
    expect(barcodeFormatsOf(bundled.get('nl_id_card')!)).toEqual(['qrcode']);
    expect(barcodeFormatsOf(bundled.get('de_id_card')!)).toEqual([]);
  });
});

describe('barcode source', () => {
  const ruleSet = rules(
    { surname: { from: [{ barcode: 'pdf417', element: 'DCS' }, { anchor: 'surname', take: 'right' }] } },
    { anchors: { surname: ['SURNAME'] } },
  );
  const printed = [line('SURNAME JONSON', 50, 100)];

  it('wins over the printed text when its data is valid', () => {
    const result = run(ruleSet, [licence({})], printed);
    expect(result.fields.surname).toBe('JOHNSON');
    expect(result.details.surname).toEqual({ source: 'barcode', confidence: 0.99, checks: [{ name: 'barcode.aamva', ok: true }] });
  });

  it('leaves the field to the printed text when no symbol was found', () => {
    const result = run(ruleSet, [], printed);
    expect(result.fields.surname).toBe('JONSON');
    expect(result.details.surname.source).toBe('viz');
  });

  it('leaves the field to the printed text when the symbol\'s data is not valid', () => {
    const expiredBeforeBirth = licence({ expiry: new CalendarDate(1990, 1, 1) });
    expect(run(ruleSet, [expiredBeforeBirth], printed).fields.surname).toBe('JONSON');
    expect(run(ruleSet, [{ format: 'pdf417', text: 'M1DOE/JOHN E1234567 SFOLAXUA 0123' }], printed).fields.surname).toBe('JONSON');
    expect(run(ruleSet, [{ format: 'qrcode', text: licence({}).text }], printed).fields.surname).toBe('JONSON');
  });

  it('when: only for the jurisdictions listed', () => {
    const eyes = rules({ eyes: { from: [{ barcode: 'pdf417', element: 'DAY', when: { DAJ: ['BC', 'AB'] } }] } });
    expect(run(eyes, [licence({ jurisdiction: 'ab' })]).fields.eyes).toBe('BRO');
    expect(run(eyes, [licence({ jurisdiction: 'ON' })]).fields.eyes).toBe('');
  });

  it('pattern and as: the value written from the named groups; nothing when the pattern does not match', () => {
    const number = rules({ number: { from: [{ barcode: 'pdf417', element: 'DAQ', pattern: '^(?<a>[A-Z]\\d{3})(?<b>\\d{4})(?<c>\\d{4})$', as: '{a}-{b}-{c}' }] } });
    expect(run(number, [licence({ customerId: 'S53041784296' })]).fields.number).toBe('S530-4178-4296');
    expect(run(number, [licence({ customerId: 'D4172638' })]).fields.number).toBe('');
  });

  it('without an element: the symbol\'s whole text', () => {
    const qr = rules({ data: { from: [{ barcode: 'qrcode' }] } });
    expect(run(qr, [{ format: 'qrcode', text: 'NLD 604707022' }]).fields.data).toBe('NLD 604707022');
    expect(run(qr, [{ format: 'pdf417', text: 'NLD 604707022' }]).fields.data).toBe('');
  });

  it('a template of barcode values comes from the barcode; mixed with printed ones, from the visual zone', () => {
    const joined = rules(
      {
        both: { from: [{ template: '{given} {family}' }] },
        mixed: { from: [{ template: '{given} {printed}' }] },
      },
      { anchors: { surname: ['SURNAME'] }, parts: { given: { from: [{ barcode: 'pdf417', element: 'DAC' }] }, family: { from: [{ barcode: 'pdf417', element: 'DCS' }] }, printed: { from: [{ anchor: 'surname', take: 'right' }] } } },
    );
    const result = run(joined, [licence({})], printed);
    expect(result.fields).toEqual({ both: 'RICHARD JOHNSON', mixed: 'RICHARD JONSON' });
    expect([result.details.both.source, result.details.mixed.source]).toEqual(['barcode', 'viz']);
  });
});

describe('feet and inches normalisers', () => {
  it('write a barcode height in inches as US licences print it, and leave printed heights alone', () => {
    expect(NORMALISERS.feetInches('070 IN')).toBe('5-10');
    expect(NORMALISERS.feetInches('064 in')).toBe('5-04');
    expect(NORMALISERS.feetInchesMarked('070 IN')).toBe('5\'-10"');
    expect(NORMALISERS.feetInches('5\'-08"')).toBe('5\'-08"');
    expect(NORMALISERS.feetInchesMarked('175 CM')).toBe('175 CM');
  });
});

describe('barcode sources in a rules file', () => {
  const file = (source: string): string => `version: 1
documentType: sample_card
title: Sample card
ocr:
  languages: [eng]
fields:
  number:
    from:
      - ${source}
`;
  function problemsOf(source: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-rules-'));
    fs.writeFileSync(path.join(dir, 'sample_card.yaml'), file(source));
    try {
      loadRuleSets([dir]);
    } catch (error) {
      expect(error).toBeInstanceOf(RulesError);
      return (error as RulesError).message;
    }
    return '';
  }

  it('loads the forms the bundled rules use', () => {
    expect(problemsOf("{ barcode: pdf417, element: DAQ, when: { DAJ: [FL] }, pattern: '^(?<a>\\d{3})(?<b>\\d+)$', as: '{a}-{b}' }")).toBe('');
    expect(problemsOf('{ barcode: qrcode }')).toBe('');
  });

  it('refuses what would read nothing, saying why', () => {
    expect(problemsOf('{ barcode: qrcode, element: DAQ }')).toMatch(/from\/0\/element \(line 9\): AAMVA elements are read from pdf417 only/);
    expect(problemsOf('{ barcode: pdf417, when: { DAJ: [FL] } }')).toMatch(/from\/0\/when.*`when` needs an `element`/);
    expect(problemsOf("{ barcode: pdf417, element: DAQ, as: '{a}' }")).toMatch(/from\/0\/as.*there is none/);
    expect(problemsOf("{ barcode: pdf417, element: DAQ, pattern: '^(?<first>\\d{3})', as: '{frist}' }")).toMatch(/the pattern has no group "frist"; did you mean "first"\?/);
    expect(problemsOf('{ barcode: aztec }')).toMatch(/from\/0\/barcode.*allowed values: pdf417, qrcode/);
    expect(problemsOf('{ barcode: pdf417, element: daq }')).toMatch(/from\/0\/element.*must match pattern/);
  });

  it('reports a misspelt property as that, not as a failure to match any kind of source', () => {
    const message = problemsOf('{ barcode: pdf417, elemnt: DAQ }');
    expect(message).toMatch(/from\/0 \(line 9\): unknown property "elemnt"/);
    expect(message).not.toMatch(/exactly one of/);
  });

  it('the schema names exactly the formats the decoder reads', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'rules.schema.json'), 'utf8'));
    const branch = schema.definitions.source.oneOf.find((b: { required: string[] }) => b.required[0] === 'barcode');
    expect([...branch.properties.barcode.enum].sort()).toEqual([...BARCODE_FORMATS].sort());
  });
});
