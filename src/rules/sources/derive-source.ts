import { DERIVATIONS, type DerivationName } from '../derivations/registry';
import type { DeriveSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

/**
 * A value worked out from another one whose checksum holds (a CURP's birth date, an Egyptian national
 * number's sex): the fallback when the printed value is unreadable, and as sure as the checksum behind it.
 */
export function deriveValue(rule: DeriveSourceRule, ctx: SourceContext): SourceValue | null {
  const from = ctx.valueOf(rule.of);
  if (!from) return null;
  const value = DERIVATIONS[rule.derive as DerivationName](from, ctx.today, { years: rule.years });
  if (!value) return null;
  return { value, source: 'viz', confidence: 0.9, checks: [{ name: `derived.${rule.derive}`, ok: true }] };
}
