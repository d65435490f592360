import { layoutOf } from './formats';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** MRZ fields a value from elsewhere on the document can stand in for: the ones a check digit guards. */
export type CheckedField = 'documentNumber' | 'dateOfBirth' | 'expiryDate' | 'personalNumber';

/**
 * The MRZ with one check-digit-guarded field replaced by the same value read elsewhere (the visual zone), when
 * that makes every check pass. Two independent readings that agree, confirmed by the check digits, settle what
 * neither settles alone (e.g. an `O`/`0` at the edge of a document number both engines misread).
 * Values: identifiers as printed (spaces ignored); dates as YYYY-MM-DD. Null when it does not validate.
 * e.g. withFieldValue(result with "O1DN33076", 'documentNumber', '01DN33076') → the corrected, valid result
 */
export function withFieldValue(result: MrzResult, field: CheckedField, value: string, options: MrzOptions = {}): MrzResult | null {
  const layout = layoutOf(result);
  const spec = layout?.fields.find((f) => f.key === field);
  if (!spec) return null;
  const encoded = encode(field, value, spec.length);
  if (!encoded) return null;
  const lines = [...result.lines];
  const line = lines[spec.line];
  lines[spec.line] = line.slice(0, spec.start) + encoded + line.slice(spec.start + spec.length);
  const parsed = parseMrz(lines, options);
  if (!parsed?.valid) return null;
  return { ...parsed, corrections: result.corrections + [...encoded].filter((ch, i) => ch !== line[spec.start + i]).length };
}

function encode(field: CheckedField, value: string, length: number): string | null {
  if (field === 'dateOfBirth' || field === 'expiryDate') {
    const iso = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(value); // e.g. 1974-08-12 → 740812
    return iso ? `${iso[1]}${iso[2]}${iso[3]}` : null;
  }
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]+$/.test(compact) || compact.length > length) return null;
  return compact.padEnd(length, '<');
}
