import type { SourceRule } from '../types';
import { anchorValue } from './anchor-source';
import { mrzValue } from './mrz-source';
import { templateValue } from './template-source';
import { textValue } from './text-source';
import type { SourceContext, SourceValue } from './source-context';

/**
 * Every kind of source a rules file can name in `from`, by its key. The JSON Schema lists the same keys; a test
 * keeps the two equal.
 */
export const SOURCES = {
  mrz: (rule, ctx) => mrzValue(rule as Extract<SourceRule, { mrz: unknown }>, ctx),
  anchor: (rule, ctx) => anchorValue(rule as Extract<SourceRule, { anchor: unknown }>, ctx),
  text: (rule, ctx) => textValue(rule as Extract<SourceRule, { text: unknown }>, ctx),
  template: (rule, ctx) => templateValue(rule as Extract<SourceRule, { template: unknown }>, ctx),
} satisfies Record<string, (rule: SourceRule, ctx: SourceContext) => SourceValue | null>;

export type SourceKind = keyof typeof SOURCES;

export function sourceKind(rule: SourceRule): SourceKind {
  const kind = (Object.keys(SOURCES) as SourceKind[]).find((k) => k in rule);
  if (!kind) throw new Error(`source has none of ${Object.keys(SOURCES).join(', ')}`);
  return kind;
}

export function readSource(rule: SourceRule, ctx: SourceContext): SourceValue | null {
  return SOURCES[sourceKind(rule)](rule, ctx);
}
