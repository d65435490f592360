import { joinNumberedRows } from '../../src/rules/layout/join-numbered-rows';
import { extractFields } from '../../src/rules/extract-fields';
import type { OcrLine } from '../../src/ocr/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/** One word drawn `tall` px high from (x, y): a box round a flag or guilloche rather than type. */
function tallWord(text: string, x: number, y: number, tall: number): OcrLine['words'][number] {
  return { text, confidence: 30, box: { x0: x, y0: y, x1: x + text.length * 14, y1: y + tall } };
}

const texts = (lines: readonly OcrLine[]): string[] => lines.map((l) => l.text);

/**
 * Field numbers of a numbered card read as lines of their own, put back before the value on their row.
 * Hand-made lines: 14 px a letter, 30 px tall, rows 50 px apart; numbers at x 100, values at x 160 (two
 * heights right), as on the EU-model licence.
 */
describe('joinNumberedRows', () => {
  it('joins a number read apart to the value on its row, in the value place, whichever came first', () => {
    const lines = [line('1.', 100, 200), line('2.', 100, 250), line('3.', 100, 300), line('TITLE CARD', 100, 100), line('PARKER', 160, 200), line('ANNE', 160, 250), line('ROSE', 160, 275), line('01.02.1990 NOWHERE', 160, 300)];
    expect(texts(joinNumberedRows(lines))).toEqual(['TITLE CARD', '1. PARKER', '2. ANNE', 'ROSE', '3. 01.02.1990 NOWHERE']);
  });

  it('keeps the lines of a value together when the number was read between them', () => {
    const lines = [line('8 HILL ROAD', 160, 600), line('8.', 100, 600), line('SOMETOWN', 160, 650), line('AB1 2CD', 160, 700)];
    expect(texts(joinNumberedRows(lines))).toEqual(['8. 8 HILL ROAD', 'SOMETOWN', 'AB1 2CD']);
  });

  it('sets apart what the row holds left of the number, before it, and what stands beyond a wide gap, after it', () => {
    const value = line('ANNE', 160, 250);
    const withMark: OcrLine = { ...value, text: 'ANNE ZZ', words: [...value.words, ...line('ZZ', 1000, 250).words] };
    const lines = [line('XY', 10, 250), line('2.', 100, 250), withMark, line('3. 01.02.1990', 100, 300)];
    expect(texts(joinNumberedRows(lines))).toEqual(['XY', '2. ANNE', 'ZZ', '3. 01.02.1990']);
  });

  it('leaves a line whose first word is a field number in place, with the lines left of it moved before it', () => {
    const lines = [line('1. PARKER', 100, 200), line('2. ANNE', 100, 250), line('XY', 10, 252), line('ROSE', 160, 275)];
    expect(texts(joinNumberedRows(lines))).toEqual(['1. PARKER', 'XY', '2. ANNE', 'ROSE']);
  });

  it('ends a row at a word in much larger type (a box round a flag), on a numbered line too', () => {
    const numbered = line('3. 01.02.1990 NOWHERE', 100, 300);
    const withFlag: OcrLine = { ...numbered, text: `${numbered.text} QQ`, words: [...numbered.words, tallWord('QQ', 430, 290, 80)] };
    expect(texts(joinNumberedRows([withFlag]))).toEqual(['3. 01.02.1990 NOWHERE', 'QQ']);
    const apart = [line('3.', 100, 300), { ...line('01.02.1990 NOWHERE', 160, 300), words: [...line('01.02.1990 NOWHERE', 160, 300).words, tallWord('QQ', 430, 290, 80)] }];
    expect(texts(joinNumberedRows(apart))).toEqual(['3. 01.02.1990 NOWHERE', 'QQ']);
  });

  it('leaves short lines alone that stand close after other text, or have nothing close right of them', () => {
    const inText = [line('AB1 2CD', 100, 700), line('7', 210, 700), line('SOMETOWN', 240, 700)];
    expect(texts(joinNumberedRows(inText))).toEqual(['AB1 2CD', '7', 'SOMETOWN']);
    const alone = [line('7.', 100, 560), line('SIGNED', 400, 560), line('8. 8 HILL ROAD', 100, 600)];
    expect(texts(joinNumberedRows(alone))).toEqual(['7.', 'SIGNED', '8. 8 HILL ROAD']);
  });

  it('keeps the words as read and leaves lines untouched when there is nothing to join', () => {
    const lines = [line('TITLE CARD', 100, 100), line('1. PARKER', 100, 200)];
    const joined = joinNumberedRows(lines);
    expect(joined[0]).toBe(lines[0]);
    expect(joined[1]).toBe(lines[1]);
    const apart = [line('PARKER', 160, 200), line('1.', 100, 200)];
    expect(joinNumberedRows(apart)[0].words).toEqual([apart[1].words[0], apart[0].words[0]]);
  });

  it('is applied by a text source only when it asks for numberedRows', () => {
    const rules = testRuleSet({
      joined: { from: [{ text: '(?:^|\\s)1\\.\\s+(?<value>[A-Z]+)$', numberedRows: true }] },
      asRead: { from: [{ text: '(?:^|\\s)1\\.\\s+(?<value>[A-Z]+)$' }] },
    });
    const lines = [line('PARKER', 160, 200), line('1.', 100, 200)];
    const result = extractFields(rules, { lines, width: 1000, height: 600, mrz: null }, new Date('2026-11-21T00:00:00Z'));
    expect(result.fields).toEqual({ joined: 'PARKER', asRead: '' });
  });
});

describe('joinNumberedRows, a number read twice', () => {
  it('drops the page read\'s own copy of a piece of the number (its dot) lying within the number', () => {
    const dot = { text: '.', confidence: 87, box: { x0: 130, y0: 420, x1: 134, y1: 425 } };
    const date = line('28.10.2023', 160, 395);
    const lines = [{ ...date, text: '. 28.10.2023', words: [dot, ...date.words] }, line('4a.', 100, 400)];
    expect(texts(joinNumberedRows(lines))).toEqual(['4a. 28.10.2023']);
  });
});
