import type { TemplateSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

// e.g. "{givenNames} {surname}"
const REFERENCE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Names a template refers to, for the loader's checks. */
export function templateReferences(template: string): string[] {
  return [...template.matchAll(REFERENCE)].map((m) => m[1]);
}

/** Other values put together; nothing when any of them is empty, so that a half name is never returned. */
export function templateValue(rule: TemplateSourceRule, ctx: SourceContext): SourceValue | null {
  let missing = false;
  const value = rule.template.replace(REFERENCE, (_, name: string) => {
    const part = ctx.valueOf(name);
    if (!part) missing = true;
    return part;
  });
  return missing ? null : { value, source: 'viz', confidence: 0.8, checks: [] };
}
