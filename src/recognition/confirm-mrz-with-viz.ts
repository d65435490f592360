import { withFieldValue, type CheckedField } from '../mrz';
import type { MrzResult } from '../mrz/types';
import type { Extraction } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';

const CHECKED = new Set<string>(['documentNumber', 'dateOfBirth', 'expiryDate', 'personalNumber']);

/**
 * When an MRZ check fails, the visual zone is a third reading of the same value: for each field that the
 * rules read from a checked MRZ field but that came from the visual zone this time, put that value into the
 * MRZ and keep the result if every check then passes. Driven by the rules (which field is which), not by kind.
 */
export function confirmMrzWithViz(mrz: MrzResult, rules: RuleSet, extraction: Extraction): MrzResult {
  if (mrz.valid) return mrz;
  for (const [name, rule] of Object.entries(rules.fields)) {
    if (extraction.details[name]?.source !== 'viz' || !extraction.fields[name]) continue;
    for (const source of rule.from) {
      if (!('mrz' in source) || !CHECKED.has(source.mrz)) continue;
      const confirmed = withFieldValue(mrz, source.mrz as CheckedField, extraction.fields[name]);
      if (confirmed) return confirmed;
    }
  }
  return mrz;
}
