import type { AnchorSourceRule } from '../types';
import { takeNearLabel } from '../layout/take-near-label';
import { applyPattern } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';

/**
 * The value a printed label introduces. When the label is printed (or misread) more than once, the
 * best-matched occurrence that yields a value (after the pattern) wins.
 */
export function anchorValue(rule: AnchorSourceRule, ctx: SourceContext): SourceValue | null {
  const hits = ctx.labels.filter((l) => l.anchor === rule.anchor).sort((a, b) => b.score - a.score);
  for (const hit of hits) {
    const taken = takeNearLabel(hit, ctx.labels, ctx.lines, ctx.width, rule.take, rule.lines ?? 1);
    const value = applyPattern(taken.text, rule.pattern);
    if (!value) continue;
    const confidence = taken.words.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, taken.words.length) / 100;
    return { value, source: 'viz', confidence, checks: [] };
  }
  return null;
}
