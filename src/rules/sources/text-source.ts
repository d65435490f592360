import type { TextSourceRule } from '../types';
import { splitMarginNumbers } from '../layout/split-margin-numbers';
import { joinNumberedRows } from '../layout/join-numbered-rows';
import { applyPattern, applyPatternSpaced } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';

/** Every line of the page, top to bottom, that the rule's regex matches; or one match over the whole page. */
export function textValues(rule: TextSourceRule, ctx: SourceContext): SourceValue[] {
  const rows = rule.numberedRows ? joinNumberedRows(ctx.lines) : ctx.lines;
  const lines = rule.marginNumbers ? splitMarginNumbers(rows) : rows;
  if (rule.scope === 'page') {
    const value = applyPattern(lines.map((line) => line.text).join('\n'), rule.text);
    if (!value) return [];
    const confidence = ctx.lines.reduce((sum, line) => sum + line.confidence, 0) / Math.max(1, ctx.lines.length) / 100;
    return [{ value, source: 'viz', confidence, checks: [] }];
  }
  const values: SourceValue[] = [];
  for (const line of lines) {
    const value = applyPatternSpaced(line.text, rule.text, ctx.spacesIgnored);
    if (value) values.push({ value, source: 'viz', confidence: line.confidence / 100, checks: [], words: line.words });
  }
  return values;
}
