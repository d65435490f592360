import { isAnythingOfKind, isDocumentFound } from '../../src/recognition/is-document-found';
import type { FieldDetail } from '../../src/domain/recognition';
import type { Extraction } from '../../src/rules/extract-fields';
import type { MrzResult } from '../../src/mrz/types';
import type { RuleSet } from '../../src/rules/types';
import { testRuleSet } from '../support/rule-set';

/** The rule behind 422 UNREADABLE_IMAGE after OCR (README, "When the answer is 422"), case by case. */
const rules: RuleSet = testRuleSet(
  Object.fromEntries(
    ['surname', 'givenNames', 'dateOfBirth', 'number', 'address', 'sex', 'expiry', 'issued', 'place', 'height'].map((f) => [f, f === 'dateOfBirth' ? { from: [{ text: 'x' }], date: { century: 'past' } } : { from: [{ text: 'x' }] }]),
  ),
  { anchors: { surname: ['Surname'], birth: ['Date of birth'], number: ['Card No'] } },
);

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
  it('an MRZ with a passing check digit is enough, one with none is not', () => {
    expect(isDocumentFound(rules, mrzWith(1), recognition({}))).toBe(true);
    expect(isDocumentFound(rules, mrzWith(0), recognition({}))).toBe(false);
  });

  it('a field read from a barcode whose data passed validation is enough; any QR code\'s text is not', () => {
    const fromBarcode = recognition({ number: 'D1234567' }, { number: { source: 'barcode', confidence: 0.99, checks: [{ name: 'barcode.aamva', ok: true }] } });
    const qrText = recognition({ number: 'https://example.org' }, { number: { source: 'barcode', confidence: 0.99, checks: [] } });
    expect(isDocumentFound(rules, null, qrText)).toBe(false);
    expect(isDocumentFound(rules, null, fromBarcode)).toBe(true);
  });

  it('a passed national checksum is enough, a failed one is not', () => {
    const checked: FieldDetail = { source: 'viz', confidence: 0.9, checks: [{ name: 'checksum.curp', ok: true }] };
    const failed: FieldDetail = { source: 'viz', confidence: 0.4, checks: [{ name: 'checksum.curp', ok: false }] };
    expect(isDocumentFound(rules, null, recognition({ number: 'X' }, { number: checked }))).toBe(true);
    expect(isDocumentFound(rules, null, recognition({ number: 'X' }, { number: failed }))).toBe(false);
  });

  it('a partly read document: two of its captions and one of its dates', () => {
    expect(isDocumentFound(rules, null, recognition({ dateOfBirth: '1990-02-01' }, {}, captions))).toBe(true);
    // Captions with text under them but no date: a blank form (its own captions and box edges under each).
    expect(isDocumentFound(rules, null, recognition({ surname: 'Straße, Hausnummer', number: 'iA' }, {}, captions))).toBe(false);
    expect(isDocumentFound(rules, null, recognition({}, {}, ['surname', 'birth', 'number']))).toBe(false);
  });

  it('three captions and a date printed anywhere: a small picture whose dates were not put under their captions', () => {
    const three = ['surname', 'birth', 'number'];
    expect(isDocumentFound(rules, null, recognition({ surname: 'SMITH' }, {}, three), 1)).toBe(true);
    // Without a printed date (a blank form), or with only two captions (a letter with a date and a "Surname"), not.
    expect(isDocumentFound(rules, null, recognition({ surname: 'SMITH' }, {}, three), 0)).toBe(false);
    expect(isDocumentFound(rules, null, recognition({ surname: 'SMITH' }, {}, captions), 2)).toBe(false);
  });

  it('one caption needs 30 % of the fields filled: a letter that mentions a surname is not a card', () => {
    expect(isDocumentFound(rules, null, recognition(threeFilled, {}, captions.slice(0, 1)))).toBe(true);
    expect(isDocumentFound(rules, null, recognition({ surname: 'SMITH', number: 'X123' }, {}, captions.slice(0, 1)))).toBe(false);
    expect(isDocumentFound(rules, null, recognition(threeFilled))).toBe(false);
  });

  it('a kind that prints no caption needs a check: an MRZ, a barcode or a checksum', () => {
    const uncaptioned = { ...rules, anchors: {} };
    expect(isDocumentFound(uncaptioned, null, recognition(threeFilled))).toBe(false);
    expect(isDocumentFound(uncaptioned, mrzWith(2), recognition(threeFilled))).toBe(true);
  });
});

describe('whether anything of the kind was seen (else the page is not read further)', () => {
  it('a caption, a barcode or an identifier checked by its checksum, even a failing one', () => {
    expect(isAnythingOfKind(recognition({}, {}, ['surname']))).toBe(true);
    expect(isAnythingOfKind(recognition({ number: 'D1' }, { number: { source: 'barcode', confidence: 1, checks: [{ name: 'barcode.aamva', ok: true }] } }))).toBe(true);
    expect(isAnythingOfKind(recognition({ number: 'X' }, { number: { source: 'viz', confidence: 0.4, checks: [{ name: 'checksum.nik', ok: false }] } }))).toBe(true);
    expect(isAnythingOfKind(recognition(threeFilled))).toBe(false);
  });
});
