import { extractFields } from '../../src/rules/extract-fields';
import { parseMrz } from '../../src/mrz/parse-mrz';
import { mrzFieldBox } from '../../src/mrz/mrz-field-box';
import type { FieldRule, RuleSet } from '../../src/rules/types';
import type { MrzResult } from '../../src/mrz/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * Where on the page each field was read (Extraction.regions, the boxes of contract.md 6a before they are mapped to
 * the images sent): the words a value came from, the part of a line its pattern selected, an MRZ value's
 * characters, a template's parts; none for derived values. Hand-made lines: 14 px a letter, 30 px tall.
 */
const today = new Date('2026-11-21T00:00:00Z');

// ICAO 9303's specimen TD3, its two lines read in a band 44 × 20 px a character, 2 × 50 px a row.
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const band = { x0: 100, y0: 500, x1: 100 + 44 * 20, y1: 600 };
const mrz: MrzResult = { ...parseMrz(TD3)!, band };

const ruleSet = (fields: Record<string, FieldRule>): RuleSet =>
  testRuleSet(fields, { mrz: { formats: ['TD3'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } });

describe('field regions', () => {
  it('a pattern that selects part of a line: the words it selected, not the line', () => {
    const lines = [line('IDENTITY CARD XB27C58', 50, 100)];
    const { regions } = extractFields(ruleSet({ number: { from: [{ text: '(?<value>[A-Z0-9]{7})$' }] } }), { lines, width: 1000, height: 800, mrz: null }, today);
    // The third word: after "IDENTITY" (8 letters) and "CARD" (4), each 10 px apart.
    expect(regions.number).toEqual({ x0: 50 + 8 * 14 + 10 + 4 * 14 + 10, y0: 100, x1: 50 + 8 * 14 + 10 + 4 * 14 + 10 + 7 * 14, y1: 130 });
  });

  it('a caption\'s value: the value\'s words beside the caption', () => {
    const rules = ruleSet({ surname: { from: [{ anchor: 'surname', take: 'right' }] } });
    rules.anchors = { surname: ['Surname'] };
    const { regions } = extractFields(rules, { lines: [line('Surname', 50, 200), line('ERIKSSON', 200, 200)], width: 1000, height: 800, mrz: null }, today);
    expect(regions.surname).toEqual({ x0: 200, y0: 200, x1: 200 + 8 * 14, y1: 230 });
  });

  it("an MRZ value: its characters on its row of the band; a name up to its last letter; the lines: the band", () => {
    const rules = ruleSet({
      number: { from: [{ mrz: 'documentNumber' }] },
      surname: { from: [{ mrz: 'surname' }] },
      given: { from: [{ mrz: 'givenNames' }] },
      lines: { from: [{ mrz: 'raw' }] },
    });
    const { regions } = extractFields(rules, { lines: [], width: 1000, height: 800, mrz }, today);
    // Line 2, characters 0-8.
    expect(regions.number).toEqual({ x0: 100, y0: 550, x1: 100 + 9 * 20, y1: 600 });
    // Line 1, characters 5-12 (ERIKSSON) and 15-24 (ANNA<MARIA).
    expect(regions.surname).toEqual({ x0: 100 + 5 * 20, y0: 500, x1: 100 + 13 * 20, y1: 550 });
    expect(regions.given).toEqual({ x0: 100 + 15 * 20, y0: 500, x1: 100 + 25 * 20, y1: 550 });
    expect(regions.lines).toEqual(band);
  });

  it('a template: around the parts it joins; a derived value and an empty one: none', () => {
    const rules = ruleSet({
      fullName: { from: [{ template: '{given} {surname}' }] },
      curp: { from: [{ text: '(?<value>[A-Z]{4}\\d{6}[HM][A-Z]{5}[A-Z0-9]\\d)' }] },
      sex: { from: [{ derive: 'curpSex', of: 'curp' }] },
      missing: { from: [{ text: 'NOTHING (?<value>\\d+)' }] },
    });
    rules.parts = { given: { from: [{ mrz: 'givenNames' }] }, surname: { from: [{ anchor: 'surname', take: 'right' }] } };
    rules.anchors = { surname: ['Surname'] };
    const { fields, regions } = extractFields(rules, { lines: [line('Surname', 50, 200), line('ERIKSSON', 200, 200), line('CURP AUHC350422HPLBRL08', 50, 300)], width: 1000, height: 800, mrz }, today);
    expect(fields.fullName).toBe('ANNA MARIA ERIKSSON');
    expect(regions.fullName).toEqual({ x0: 200, y0: 200, x1: 100 + 25 * 20, y1: 550 });
    expect(fields.sex).toBe('H');
    expect(regions.curp).toBeDefined();
    expect(regions.sex).toBeUndefined();
    expect(regions.missing).toBeUndefined();
  });

  it('an MRZ decoded from text alone has no place on a page', () => {
    expect(mrzFieldBox(parseMrz(TD3)!, 'documentNumber')).toBeUndefined();
  });
});
