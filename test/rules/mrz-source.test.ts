import { extractFields } from '../../src/rules/extract-fields';
import type { OcrLine } from '../../src/ocr/types';
import type { FieldRule, RuleSet } from '../../src/rules/types';
import type { MrzCheck, MrzFields, MrzResult } from '../../src/mrz/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * `pattern` on an mrz source: part of an MRZ value, e.g. the series letters and the number of a Romanian
 * identity card, whose MRZ writes them as one document number ("RD123456").
 */
const today = new Date('2026-11-21T00:00:00Z');


function mrzOf(fields: Partial<MrzFields>, checks: MrzCheck[]): MrzResult {
  return {
    format: 'TD1',
    lines: ['IDROURD1234567<<<<<<<<<<<<<<<', '8501012M3012310ROU<<<<<<<<<<6', 'POPESCU<<ION<<<<<<<<<<<<<<<<<'],
    fields: { documentCode: 'ID', issuingState: 'ROU', documentNumber: '', nationality: 'ROU', dateOfBirth: '', sex: '', expiryDate: '', personalNumber: '', optionalData2: '', surname: '', givenNames: '', ...fields },
    checks,
    valid: checks.every((c) => c.ok),
    corrections: 0,
  };
}

const ruleSet = (fields: Record<string, FieldRule>): RuleSet =>
  testRuleSet(fields, { mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } });

const run = (rules: RuleSet, mrz: MrzResult, lines: OcrLine[] = []) => extractFields(rules, { lines, width: 1000, height: 600, mrz }, today);

const numberOk: MrzCheck[] = [{ field: 'documentNumber', ok: true }, { field: 'composite', ok: true }];

describe('mrz source with a pattern', () => {
  const seriesAndNumber = ruleSet({
    series: { from: [{ mrz: 'documentNumber', pattern: '^(?<value>[A-Z]{2})\\d{6}$' }] },
    number: { from: [{ mrz: 'documentNumber', pattern: '^[A-Z]{2}(?<value>\\d{6})$' }] },
  });

  it('returns the part of the MRZ value the pattern selects, with the check digit behind it', () => {
    const result = run(seriesAndNumber, mrzOf({ documentNumber: 'RD123456' }, numberOk));
    expect(result.fields).toEqual({ series: 'RD', number: '123456' });
    expect(result.details.number).toEqual({ source: 'mrz', confidence: 0.99, checks: [{ name: 'mrz.documentNumber', ok: true }] });
  });

  it('uses the first group when the pattern names no `value` group, else the whole match', () => {
    const rules = ruleSet({
      group: { from: [{ mrz: 'documentNumber', pattern: '^[A-Z]{2}(\\d{3})' }] },
      whole: { from: [{ mrz: 'documentNumber', pattern: '\\d{6}' }] },
    });
    expect(run(rules, mrzOf({ documentNumber: 'RD123456' }, numberOk)).fields).toEqual({ group: '123', whole: '123456' });
  });

  it('yields nothing when the value does not have the pattern\'s shape, so the next source is tried', () => {
    const rules = ruleSet({
      number: { from: [{ mrz: 'documentNumber', pattern: '^[A-Z]{2}(?<value>\\d{6})$' }, { text: 'NR\\. (?<value>\\d{6})' }] },
      series: { from: [{ mrz: 'documentNumber', pattern: '^(?<value>[A-Z]{2})\\d{6}$' }] },
    });
    // A nine-character number is not series + number.
    const result = run(rules, mrzOf({ documentNumber: 'X12345678' }, numberOk), [line('SERIA RD NR. 654321', 50, 100)]);
    expect(result.fields).toEqual({ number: '654321', series: '' });
    expect(result.details.number.source).toBe('viz');
  });

  it('still refuses a value whose check digit fails, pattern or not, unless `unchecked`', () => {
    const failed = mrzOf({ documentNumber: 'RD123456' }, [{ field: 'documentNumber', ok: false }, { field: 'composite', ok: false }]);
    const rules = ruleSet({
      checked: { from: [{ mrz: 'documentNumber', pattern: '^(?<value>[A-Z]{2})' }] },
      unchecked: { from: [{ mrz: 'documentNumber', pattern: '^(?<value>[A-Z]{2})', unchecked: true }] },
    });
    const result = run(rules, failed);
    expect(result.fields).toEqual({ checked: '', unchecked: 'RD' });
    expect(result.details.unchecked).toEqual({ source: 'mrz', confidence: 0.4, checks: [{ name: 'mrz.documentNumber', ok: false }] });
  });

  it('applies to names built from the MRZ too', () => {
    const rules = ruleSet({ firstGiven: { from: [{ mrz: 'givenNames', pattern: '^(?<value>\\S+)' }] } });
    const mrz = mrzOf({ surname: 'POPESCU', givenNames: 'ION ANDREI' }, numberOk);
    expect(run(rules, mrz).fields.firstGiven).toBe('ION');
  });
});

describe('mrz source with printedAs', () => {
  const rules = ruleSet({
    nationality: { from: [{ text: 'NATIONALITY (?<value>[A-Z]+)' }, { mrz: 'nationality', printedAs: { ROU: 'ROMÂNĂ', D: 'DEUTSCH' } }] },
  });

  it('gives the form the state prints for the MRZ code where the print was not read', () => {
    const result = run(rules, mrzOf({}, numberOk));
    expect(result.fields.nationality).toBe('ROMÂNĂ');
    expect(result.details.nationality.source).toBe('mrz');
  });

  it('gives a code it does not list as the MRZ has it, and never overrides what the print says', () => {
    expect(run(rules, mrzOf({ nationality: 'XVD' }, numberOk)).fields.nationality).toBe('XVD');
    expect(run(rules, mrzOf({}, numberOk), [line('NATIONALITY MOLDOVAN', 50, 100)]).fields.nationality).toBe('MOLDOVAN');
  });
});
