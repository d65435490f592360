import type { MrzResult } from '../mrz/types';
import type { Extraction } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';

/** Passing MRZ check digits that vouch for the document on their own. */
export const MIN_MRZ_CHECKS = 2;
/** Printed captions of the kind that must be seen when neither an MRZ nor a barcode vouches for the document. */
export const MIN_ANCHORS_FOUND = 2;
/** Share of the kind's fields that must hold a value: a page that merely mentions "DOB" twice is not a card. */
export const MIN_FIELDS_FILLED = 0.3;

/**
 * Whether the image shows a document of the kind, rather than a blank, a cat or a letter: the rule behind
 * 422 UNREADABLE_IMAGE after OCR (README "When the answer is 422"). Any one of these is enough:
 * - an MRZ with at least two passing check digits (one in ten passes by chance; two from noise is rare);
 * - a field taken from a barcode, which the barcode source only yields when the symbol's data is valid;
 * - a field that passed its national checksum (CURP, NIK, CNP...), with at least one other field filled;
 * - at least two of the kind's printed captions found (its one caption when it defines one: the UK licence's
 *   fields are numbered, its only caption is its title), and at least 30 % of its fields filled.
 */
export function isDocumentFound(rules: RuleSet, mrz: MrzResult | null, recognition: Pick<Extraction, 'fields' | 'details' | 'anchorsFound'>): boolean {
  if (mrz && mrz.checks.filter((c) => c.ok).length >= MIN_MRZ_CHECKS) return true;
  const details = Object.values(recognition.details);
  if (details.some((d) => d.source === 'barcode')) return true;
  const filled = Object.values(recognition.fields).filter((v) => v !== '').length;
  const validated = details.some((d) => d.checks.some((c) => c.ok && c.name.startsWith('checksum.')));
  if (validated && filled >= 2) return true;
  const captionsNeeded = Math.max(1, Math.min(MIN_ANCHORS_FOUND, Object.keys(rules.anchors).length));
  return recognition.anchorsFound.size >= captionsNeeded && filled >= Math.ceil(Object.keys(rules.fields).length * MIN_FIELDS_FILLED);
}
