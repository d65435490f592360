import type { SourceRule } from '../types';
import { anchorValues } from './anchor-source';
import { mrzValue } from './mrz-source';
import { templateValue } from './template-source';
import { textValues } from './text-source';
import { zoneValue } from './zone-source';
import { deriveValue } from './derive-source';
import { barcodeValues } from './barcode-source';
import { spelledValues } from './spelled-source';
import { dateBetweenValues } from './date-between-source';
import { lexiconValues } from './lexicon-source';
import { besideDateValues } from './beside-date-source';
import { yearsBeforeValues } from './years-before-source';
import type { SourceContext, SourceValue } from './source-context';

const one = (value: SourceValue | null): SourceValue[] => (value ? [value] : []);

/**
 * Every kind of source a rules file can name in `from`, by its key, each giving its candidate values in order
 * of preference. The JSON Schema lists the same keys; a test keeps the two equal.
 */
export const SOURCES = {
  mrz: (rule, ctx) => one(mrzValue(rule as Extract<SourceRule, { mrz: unknown }>, ctx)),
  anchor: (rule, ctx) => anchorValues(rule as Extract<SourceRule, { anchor: unknown }>, ctx),
  text: (rule, ctx) => textValues(rule as Extract<SourceRule, { text: unknown }>, ctx),
  template: (rule, ctx) => one(templateValue(rule as Extract<SourceRule, { template: unknown }>, ctx)),
  zone: (rule, ctx) => one(zoneValue(rule as Extract<SourceRule, { zone: unknown }>, ctx)),
  derive: (rule, ctx) => one(deriveValue(rule as Extract<SourceRule, { derive: unknown }>, ctx)),
  barcode: (rule, ctx) => barcodeValues(rule as Extract<SourceRule, { barcode: unknown }>, ctx),
  spelled: (rule, ctx) => spelledValues(rule as Extract<SourceRule, { spelled: unknown }>, ctx),
  dateBetween: (rule, ctx) => dateBetweenValues(rule as Extract<SourceRule, { dateBetween: unknown }>, ctx),
  yearsBefore: (rule, ctx) => yearsBeforeValues(rule as Extract<SourceRule, { yearsBefore: unknown }>, ctx),
  besideDate: (rule, ctx) => besideDateValues(rule as Extract<SourceRule, { besideDate: unknown }>, ctx),
  lexicon: (rule, ctx) => lexiconValues(rule as Extract<SourceRule, { lexicon: unknown }>, ctx),
} satisfies Record<string, (rule: SourceRule, ctx: SourceContext) => SourceValue[]>;

export type SourceKind = keyof typeof SOURCES;

export function sourceKind(rule: SourceRule): SourceKind {
  const kind = (Object.keys(SOURCES) as SourceKind[]).find((k) => k in rule);
  if (!kind) throw new Error(`source has none of ${Object.keys(SOURCES).join(', ')}`);
  return kind;
}

export function readSource(rule: SourceRule, ctx: SourceContext): SourceValue[] {
  return SOURCES[sourceKind(rule)](rule, ctx);
}
