import { evaluateChecks } from './evaluate-checks';
import type { MrzLayout } from './formats';
import { readFields } from './read-fields';
import type { MrzResult } from './types';

/** Assembles the result for `lines` already shaped to `layout`. */
export function decodeMrz(layout: MrzLayout, lines: readonly string[], corrections: number, today: Date): MrzResult {
  const checks = evaluateChecks(layout, lines);
  return {
    format: layout.format,
    lines: [...lines],
    fields: readFields(layout, lines, today),
    checks,
    valid: checks.every((check) => check.ok),
    corrections,
  };
}
