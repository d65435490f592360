import { extractFields } from '../../src/rules/extract-fields';
import { captionShape } from '../../src/rules/layout/find-labels';
import type { OcrLine } from '../../src/ocr/types';
import type { RuleSet } from '../../src/rules/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * Captions read with a letter taken for a digit or a digit for a letter are still their caption, short ones
 * too ("D0B", "1SS"), so no rules file spells those confusions out; numbers stay numbers. Hand-made OCR lines.
 */
const today = new Date('2026-11-21T00:00:00Z');
const rules: RuleSet = testRuleSet(
  {
    dateOfBirth: { from: [{ anchor: 'birth', take: 'right' }] },
    issueDate: { from: [{ anchor: 'issue', take: 'right' }] },
    expiryDate: { from: [{ anchor: 'expiry', take: 'right' }] },
  },
  { anchors: { birth: ['DOB'], issue: ['ISS'], expiry: ['EXPIRES'] } },
);
const run = (lines: OcrLine[]) => extractFields(rules, { lines, width: 1000, height: 600, mrz: null }, today).fields;

describe('captions read with look-alikes', () => {
  it('finds a short caption read with a zero or a one for a letter', () => {
    expect(run([line('D0B 08/16/1960', 50, 100), line('1SS 02/01/2013', 50, 160)])).toMatchObject({ dateOfBirth: '08/16/1960', issueDate: '02/01/2013' });
  });

  it('finds a caption whose I was read as a small l or a 1', () => {
    expect(run([line('EXPlRES 07/10/2021', 50, 100)])).toMatchObject({ expiryDate: '07/10/2021' });
    expect(run([line('EXP1RES 07/10/2021', 50, 100)])).toMatchObject({ expiryDate: '07/10/2021' });
  });

  it('does not take a number for a caption that looks like it', () => {
    expect(run([line('155 02/01/2013', 50, 100), line('D08 08/16/1960', 50, 160)])).toMatchObject({ issueDate: '', dateOfBirth: '' });
  });

  it('makes look-alikes one only where letters outnumber digits', () => {
    expect(captionShape('D0B')).toBe('DOB');
    expect(captionShape('1SS')).toBe('ISS');
    expect(captionShape('155')).toBe('155');
    expect(captionShape('CLASS')).toBe('CIASS');
  });
});
