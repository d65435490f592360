import { isDocumentFound } from '../../src/recognition/is-document-found';
import type { FieldDetail } from '../../src/recognition/recogniser';
import type { Extraction } from '../../src/rules/extract-fields';
import type { MrzResult } from '../../src/mrz/types';
import type { RuleSet } from '../../src/rules/types';

/** The rule behind 422 UNREADABLE_IMAGE after OCR (README, "When the answer is 422"), case by case. */
const rules: RuleSet = {
  file: 'test.yaml',
  version: 1,
  documentType: 'test_card',
  title: 'Test card',
  ocr: { languages: ['eng'], pageWidth: 1600 },
  anchors: { surname: ['Surname'], birth: ['Date of birth'], number: ['Card No'] },
  parts: {},
  fields: Object.fromEntries(['surname', 'givenNames', 'dateOfBirth', 'number', 'address', 'sex', 'expiry', 'issued', 'place', 'height'].map((f) => [f, { from: [{ text: 'x' }] }])),
};

const none: FieldDetail = { source: null, confidence: 0, checks: [] };
type Found = Pick<Extraction, 'fields' | 'details' | 'anchorsFound'>;
function recognition(filled: Record<string, string>, details: Record<string, FieldDetail> = {}, anchorsFound: string[] = []): Found {
  const names = Object.keys(rules.fields);
  return {
    anchorsFound: new Set(anchorsFound),
    fields: Object.fromEntries(names.map((n) => [n, filled[n] ?? ''])),
    details: Object.fromEntries(names.map((n) => [n, details[n] ?? (filled[n] ? { source: 'viz', confidence: 0.9, checks: [] } : none)])),
  };
}

const mrzWith = (passing: number): MrzResult =>
  ({ checks: ['documentNumber', 'dateOfBirth', 'expiryDate', 'composite'].map((field, i) => ({ field, ok: i < passing })) }) as MrzResult;

// The anchors whose printed captions ("Surname", "Date of birth") the page showed.
const captions = ['surname', 'birth'];
const threeFilled = { surname: 'SMITH', dateOfBirth: '1990-02-01', number: 'X123' };

describe('whether an image shows a document of the kind', () => {
  it('an MRZ with two passing check digits is enough, one is not', () => {
    expect(isDocumentFound(rules, mrzWith(2), recognition({}))).toBe(true);
    expect(isDocumentFound(rules, mrzWith(1), recognition({}))).toBe(false);
  });

  it('a field read from a barcode is enough', () => {
    const fromBarcode = recognition({ number: 'D1234567' }, { number: { source: 'barcode', confidence: 0.99, checks: [] } });
    expect(isDocumentFound(rules, null, fromBarcode)).toBe(true);
  });

  it('a passed national checksum is enough with one more field, not alone', () => {
    const checked: FieldDetail = { source: 'viz', confidence: 0.9, checks: [{ name: 'checksum.curp', ok: true }] };
    expect(isDocumentFound(rules, null, recognition({ number: 'X', surname: 'SMITH' }, { number: checked }))).toBe(true);
    expect(isDocumentFound(rules, null, recognition({ number: 'X' }, { number: checked }))).toBe(false);
  });

  it('otherwise two of the printed captions and 30 % of the fields', () => {
    expect(isDocumentFound(rules, null, recognition(threeFilled, {}, captions))).toBe(true);
    // One caption: a letter that mentions a surname is not a card.
    expect(isDocumentFound(rules, null, recognition(threeFilled, {}, captions.slice(0, 1)))).toBe(false);
    // Captions, but the values are missing: a blank form, or a photo too poor to read.
    expect(isDocumentFound(rules, null, recognition({ surname: 'SMITH', number: 'X123' }, {}, captions))).toBe(false);
  });

  it('a kind that prints one caption needs that one; a kind that prints none needs a check', () => {
    const titled = { ...rules, anchors: { title: ['DRIVING LICENCE'] } };
    expect(isDocumentFound(titled, null, recognition(threeFilled, {}, ['title']))).toBe(true);
    expect(isDocumentFound(titled, null, recognition(threeFilled))).toBe(false);
    const uncaptioned = { ...rules, anchors: {} };
    expect(isDocumentFound(uncaptioned, null, recognition(threeFilled))).toBe(false);
  });
});
