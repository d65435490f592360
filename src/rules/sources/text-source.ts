import type { TextSourceRule } from '../types';
import { applyPattern } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';

/** The first line of the page, top to bottom, that the rule's regex matches. */
export function textValue(rule: TextSourceRule, ctx: SourceContext): SourceValue | null {
  for (const line of ctx.lines) {
    const value = applyPattern(line.text, rule.text);
    if (value) return { value, source: 'viz', confidence: line.confidence / 100, checks: [] };
  }
  return null;
}
