import type { TextSourceRule } from '../types';
import { splitMarginNumbers } from '../layout/split-margin-numbers';
import { joinNumberedRows } from '../layout/join-numbered-rows';
import { applyPattern, applyPatternSpaced } from './apply-pattern';
import { applyShape } from './typed-pattern';
import type { SourceContext, SourceValue } from './source-context';
import { meanConfidence } from '../../ocr/confidence-levels';
import { wordsHolding } from '../layout/words-holding';
import { unionBox } from '../../domain/box';

/** Every line of the page, top to bottom, that the rule's regex matches; or one match over the whole page. */
export function textValues(rule: TextSourceRule, ctx: SourceContext): SourceValue[] {
  const rows = rule.numberedRows ? joinNumberedRows(ctx.lines) : ctx.lines;
  const lines = rule.marginNumbers ? splitMarginNumbers(rows) : rows;
  if (rule.scope === 'page') {
    const value = settled(applyPattern(lines.map((line) => line.text).join('\n'), rule.text), rule.shape);
    if (!value) return [];
    const confidence = meanConfidence(ctx.lines) / 100;
    return [{ value, source: 'viz', confidence, checks: [] }];
  }
  const values: SourceValue[] = [];
  for (const line of lines) {
    const matched = applyPatternSpaced(line.text, rule.text, ctx.spacesIgnored);
    const value = settled(matched, rule.shape);
    if (value) values.push({ value, source: 'viz', confidence: line.confidence / 100, checks: [], words: line.words, box: unionBox(wordsHolding(line.words, matched).map((w) => w.box)) });
  }
  return values;
}

/** The regex's value as its shape says, when the rule gives one: '' when it does not fit (e.g. VOF21E80 → V0F21E80). */
function settled(value: string, shape: string | undefined): string {
  if (!value || shape === undefined) return value;
  const fitted = applyShape(value, shape);
  return fitted.length === value.replace(/\s+/g, '').length ? fitted : '';
}
