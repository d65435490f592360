import type { AnchorSourceRule } from '../types';
import { takeNearLabel } from '../layout/take-near-label';
import { applyValuePattern } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';
import { meanConfidence } from '../../ocr/confidence-levels';
import { wordsHolding } from '../layout/words-holding';
import { unionBox } from '../../domain/box';

/**
 * The values a printed label introduces, one per place the label was found (a caption can be printed, or
 * misread, more than once), best-matched label first.
 */
export function anchorValues(rule: AnchorSourceRule, ctx: SourceContext): SourceValue[] {
  const hits = ctx.labels.filter((l) => l.anchor === rule.anchor).sort((a, b) => b.score - a.score);
  const values: SourceValue[] = [];
  for (const hit of hits) {
    const taken = takeNearLabel(hit, ctx.labels, ctx.lines, ctx.width, rule.take, rule.row ?? rule.rows ?? 1, ctx.captionTokens);
    if (rule.row && rule.row > 1) {
      // The Nth row: what N rows hold minus what N-1 rows hold (nothing when the value has fewer rows).
      const above = new Set(takeNearLabel(hit, ctx.labels, ctx.lines, ctx.width, rule.take, rule.row - 1, ctx.captionTokens).words);
      taken.words = taken.words.filter((w) => !above.has(w));
      taken.text = taken.words.map((w) => w.text).join(' ');
    }
    const value = applyValuePattern(taken.text, rule, ctx.spacesIgnored);
    if (!value) continue;
    const confidence = meanConfidence(taken.words) / 100;
    values.push({ value, source: 'viz', confidence, checks: [], words: taken.words, box: unionBox(wordsHolding(taken.words, value).map((w) => w.box)) });
  }
  return values;
}
