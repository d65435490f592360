import { trimToLetters } from '../../text/fold-text';
import { snapToLexicon } from '../../text/snap-to-lexicon';
import type { LexiconSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

/**
 * A whole line that reads as one of the listed printed forms, as that form: a value that is one of a few known
 * texts (a passport's printed nationality) is found where its caption was not read. Top to bottom.
 */
export function lexiconValues(rule: LexiconSourceRule, ctx: SourceContext): SourceValue[] {
  const values: SourceValue[] = [];
  for (const line of ctx.lines) {
    if (line.text.includes('<')) continue;
    const value = snapToLexicon(trimToLetters(line.text), rule.lexicon);
    if (value) values.push({ value, source: 'viz', confidence: line.confidence / 100, checks: [{ name: 'lexicon', ok: true }], words: line.words });
  }
  return values;
}
