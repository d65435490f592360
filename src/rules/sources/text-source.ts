import type { TextSourceRule } from '../types';
import { applyPattern } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';

/** Every line of the page, top to bottom, that the rule's regex matches. */
export function textValues(rule: TextSourceRule, ctx: SourceContext): SourceValue[] {
  const values: SourceValue[] = [];
  for (const line of ctx.lines) {
    const value = applyPattern(line.text, rule.text);
    if (value) values.push({ value, source: 'viz', confidence: line.confidence / 100, checks: [], words: line.words });
  }
  return values;
}
