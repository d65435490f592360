import { splitMarginNumbers } from '../../src/rules/layout/split-margin-numbers';
import { extractFields } from '../../src/rules/extract-fields';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * A field number printed in the margin ("8" before the AAMVA licence's address) read glued to the value's first
 * word, told apart by the value's next line starting one digit further right. Hand-made lines: 14 px a letter,
 * 30 px tall, 40 px line pitch.
 */
describe('splitMarginNumbers', () => {
  it('sets the number apart when the line under it starts one digit to the right', () => {
    const lines = [line('8456 ELM AVENUE', 100, 200), line('CITY, AR 12345', 116, 240)];
    expect(splitMarginNumbers(lines).map((l) => l.text)).toEqual(['8 456 ELM AVENUE', 'CITY, AR 12345']);
  });

  it('leaves a house number alone when the next line starts where it does', () => {
    const lines = [line('2570 24TH STREET', 100, 200), line('ANYTOWN, CA 95818', 101, 240)];
    expect(splitMarginNumbers(lines).map((l) => l.text)).toEqual(['2570 24TH STREET', 'ANYTOWN, CA 95818']);
  });

  it('leaves lines alone when the line under is indented by more than a digit, or is not close under', () => {
    const farRight = [line('8456 ELM AVENUE', 100, 200), line('CITY, AR 12345', 160, 240)];
    const farBelow = [line('8456 ELM AVENUE', 100, 200), line('CITY, AR 12345', 116, 320)];
    expect(splitMarginNumbers(farRight)[0].text).toBe('8456 ELM AVENUE');
    expect(splitMarginNumbers(farBelow)[0].text).toBe('8456 ELM AVENUE');
  });

  it('only splits a first word made of digits, and keeps the words as read', () => {
    const lines = [line('SAMPLE 12', 100, 200), line('JOHN', 116, 240), line('8 123 MAIN ST', 100, 300), line('CITY, ST 12345', 130, 340)];
    const split = splitMarginNumbers(lines);
    expect(split.map((l) => l.text)).toEqual(['SAMPLE 12', 'JOHN', '8 123 MAIN ST', 'CITY, ST 12345']);
    const glued = [line('8456 ELM AVENUE', 100, 200), line('CITY, AR 12345', 116, 240)];
    expect(splitMarginNumbers(glued)[0].words).toBe(glued[0].words);
  });

  it('is applied by a text source only when it asks for marginNumbers', () => {
    const rules = testRuleSet({
      split: { from: [{ text: '^(?:\\d[ \\t]+)?(?<value>\\d+ [A-Z ]+)$', marginNumbers: true }] },
      asRead: { from: [{ text: '^(?:\\d[ \\t]+)?(?<value>\\d+ [A-Z ]+)$' }] },
    });
    const lines = [line('8456 ELM AVENUE', 100, 200), line('CITY, AR 12345', 116, 240)];
    const result = extractFields(rules, { lines, width: 1000, height: 600, mrz: null }, new Date('2026-11-21T00:00:00Z'));
    expect(result.fields).toEqual({ split: '456 ELM AVENUE', asRead: '8456 ELM AVENUE' });
  });
});
