import type { FieldSource } from '../../domain/recognition';
import type { TemplateSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';
import { type Box, unionBox } from '../../domain/box';

// e.g. "{givenNames} {surname}"
const REFERENCE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Names a template refers to, for the loader's checks. */
export function templateReferences(template: string): string[] {
  return [...template.matchAll(REFERENCE)].map((m) => m[1]);
}

/**
 * Other values put together; nothing when any of them is empty, so that a half name is never returned. Values
 * that all came from one source (a barcode's address parts) keep it; any mix is the visual zone's.
 */
export function templateValue(rule: TemplateSourceRule, ctx: SourceContext): SourceValue | null {
  let missing = false;
  const sources = new Set<FieldSource | null>();
  const boxes: Box[] = [];
  const value = rule.template.replace(REFERENCE, (_, name: string) => {
    const part = ctx.valueOf(name);
    if (!part) missing = true;
    sources.add(ctx.sourceOf(name));
    const box = ctx.boxOf(name);
    if (box) boxes.push(box);
    return part;
  });
  const [only] = sources;
  if (missing) return null;
  return { value, source: sources.size === 1 && only ? only : 'viz', confidence: 0.8, checks: [], ...(boxes.length ? { box: unionBox(boxes) } : {}) };
}
