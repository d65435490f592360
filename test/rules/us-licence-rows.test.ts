import { extractFields } from '../../src/rules/extract-fields';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { ocrLine as line } from '../support/ocr-lines';

/**
 * A US licence's name rows over its address, CA's LN/FN glued to the names, as a page read gives them from a
 * photo: a speck or a guilloche mark between the rows read as a short row of its own. Hand-made OCR lines.
 */
const today = new Date('2026-11-29T00:00:00Z');
const rules = loadRuleSets([BUNDLED_RULES_DIR]).get('us_drivers_license')!;
const run = (rows: string[]) => extractFields(rules, { lines: rows.map((text, i) => line(text, 300, 100 + 45 * i)), width: 1600, height: 1000, mrz: null }, today).fields;

describe('US licence name rows', () => {
  it('reads the names and the address with a stray mark read as a row between them', () => {
    const fields = run(['LNCARDHOLDER', '© \\', 'FNIMA', '2570 24TH STREET', 'NY', 'ANYTOWN, CA 95818']);
    expect(fields).toMatchObject({ lastName: 'CARDHOLDER', firstName: 'IMA', address: '2570 24TH STREET', city: 'ANYTOWN', zipCode: '95818' });
  });

  it('still takes a short given name for a name, not for a stray row', () => {
    const fields = run(['LNCARDHOLDER', 'FNIMA', '2570 24TH STREET', 'ANYTOWN, CA 95818']);
    expect(fields).toMatchObject({ lastName: 'CARDHOLDER', firstName: 'IMA' });
  });

  it('takes the licence number with a mark glued after it, and not the document discriminator', () => {
    const fields = run(['sa on 999999999: poe 03/05/1960', '2 NICK', '8123 NORTH STREET', 'CITY, AR 12345', '5 DD 8888888888 1234']);
    expect(fields.licenseNumber).toBe('999999999');
  });

  it('reads a height whose foot mark and dash were lost, by its inch mark, with both marks back', () => {
    expect(run(['15 SEX M 16 HGT', 'M510"', '8123 NORTH STREET']).height).toBe('5\'-10"');
    expect(run(['16 HGT 18 EYES', 'wns 508" BLU']).height).toBe('5\'-08"');
    // Three digits with no inch mark are no height: a house number, a code.
    expect(run(['16 HGT', '510 MAIN STREET']).height).toBe('');
  });
});
