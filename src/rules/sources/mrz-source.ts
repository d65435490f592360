import type { MrzFields, MrzResult } from '../../mrz/types';
import type { MrzFieldName, MrzSourceRule } from '../types';
import { applyPattern } from './apply-pattern';
import { mrzFieldBox } from '../../mrz/mrz-field-box';
import type { SourceContext, SourceValue } from './source-context';

// The fields a check digit guards; their value is only taken when that check passes (unless `unchecked`).
// Optional data without a digit of its own (TD1, TD2) is guarded by the composite check.
const GUARDED: Partial<Record<MrzFieldName, 'documentNumber' | 'dateOfBirth' | 'expiryDate' | 'personalNumber' | 'composite'>> = {
  documentNumber: 'documentNumber',
  dateOfBirth: 'dateOfBirth',
  expiryDate: 'expiryDate',
  personalNumber: 'personalNumber',
  optionalData2: 'composite',
};

/** A value of the MRZ with the check digits behind it. `raw` is the lines joined as the kind's rules say. */
export function mrzValue(rule: MrzSourceRule, ctx: SourceContext): SourceValue | null {
  const mrz = ctx.mrz;
  if (!mrz) return null;
  const read = applyPattern(readMrzField(mrz, rule.mrz, ctx.mrzLineSeparator), rule.pattern);
  if (!read) return null;
  const value = rule.printedAs?.[read] ?? read;
  const guard = GUARDED[rule.mrz];
  let checks = guard ? mrz.checks.filter((c) => c.field === guard) : [];
  if (guard === 'personalNumber' && checks.length === 0) checks = mrz.checks.filter((c) => c.field === 'composite');
  const checksOk = guard ? checks.every((c) => c.ok) : mrz.checks.some((c) => c.ok);
  if (!checksOk && !rule.unchecked) return null;
  return {
    value,
    source: 'mrz',
    confidence: checksOk ? (mrz.valid ? 0.99 : 0.9) : 0.4,
    checks: checks.map((c) => ({ name: `mrz.${c.field}`, ok: c.ok })),
    box: mrzFieldBox(mrz, rule.mrz),
  };
}

/** One MRZ field by the name a rules file uses. */
export function readMrzField(mrz: MrzResult, name: MrzFieldName, lineSeparator: string): string {
  if (name === 'raw') return mrz.lines.join(lineSeparator);
  if (name === 'fullName') return [mrz.fields.givenNames, mrz.fields.surname].filter(Boolean).join(' ');
  return mrz.fields[name as keyof MrzFields] ?? '';
}
