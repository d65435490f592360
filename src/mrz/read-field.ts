import type { FieldKey, FieldSpec, MrzLayout } from './formats';

/** The spec of `key` in `layout`; throws on a key the layout lacks, which is a programming error. */
export function getFieldSpec(layout: MrzLayout, key: FieldKey): FieldSpec {
  const spec = layout.fields.find((field) => field.key === key);
  if (!spec) throw new Error(`MRZ layout ${layout.name} has no ${key}`);
  return spec;
}

/** The raw characters of field `key` (fillers kept), or `''` when the layout has no such field. */
export function readField(layout: MrzLayout, lines: readonly string[], key: FieldKey): string {
  const spec = layout.fields.find((field) => field.key === key);
  return spec ? lines[spec.line].slice(spec.start, spec.start + spec.length) : '';
}
