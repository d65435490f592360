import type { MrzResult } from '../mrz/types';
import type { Extraction } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import type { FieldDetail } from '../domain/recognition';

/** Passing MRZ check digits that vouch for the document on their own (the MRZ reader finds none in noise). */
export const MIN_MRZ_CHECKS = 1;
/** Printed captions of the kind that, with a date read under them, show a partly read document. */
export const MIN_ANCHORS_FOUND = 2;
/** Share of the kind's fields that must hold a value when only one caption was read. */
export const MIN_FIELDS_FILLED = 0.3;
/** Captions of the kind that, with a date printed anywhere on the page, show a document whose dates were not placed. */
export const MIN_ANCHORS_WITH_PRINTED_DATE = 3;

type Seen = Pick<Extraction, 'fields' | 'details' | 'anchorsFound'>;

/**
 * Whether the image shows a document of the kind, rather than a blank, a landscape, a receipt or a letter: the
 * rule behind 422 UNREADABLE_IMAGE after OCR (README "When the answer is 422"). A legible document whose captions
 * or identifiers are only partly read is found, and answered with what was read. Any one of these is enough:
 * - an MRZ with a passing check digit (the reader only takes lines shaped like an MRZ, with a document code, a
 *   filler and a calendar date);
 * - a field taken from a barcode whose data passed validation (a licence's AAMVA data; a QR code's text is not
 *   enough: any poster has one);
 * - a field that passed its national checksum (CURP, NIK, CNP...);
 * - two of the kind's printed captions and one of its dates read (a blank form prints captions too, but its
 *   boxes hold no dates: what is read under its captions is more captions and box edges);
 * - three captions and a date printed anywhere on the page (`printedDates`): a small picture whose captions
 *   are read but whose dates could not be put under them;
 * - one caption and 30 % of the fields filled.
 */
export function isDocumentFound(rules: RuleSet, mrz: MrzResult | null, recognition: Seen, printedDates = 0): boolean {
  if (mrz && mrz.checks.filter((c) => c.ok).length >= MIN_MRZ_CHECKS) return true;
  const details = Object.values(recognition.details);
  if (details.some(isCheckedBarcode)) return true;
  if (details.some((d) => d.checks.some((c) => c.ok && c.name.startsWith('checksum.')))) return true;
  const filled = Object.values(recognition.fields).filter((v) => v !== '').length;
  const captions = recognition.anchorsFound.size;
  const dates = Object.entries(rules.fields).filter(([name, rule]) => rule.date && recognition.fields[name]).length;
  if (captions >= MIN_ANCHORS_FOUND && dates >= 1) return true;
  if (captions >= MIN_ANCHORS_WITH_PRINTED_DATE && printedDates >= 1) return true;
  return captions >= 1 && filled >= Math.ceil(Object.keys(rules.fields).length * MIN_FIELDS_FILLED);
}

/**
 * Anything the kind prints was seen: a caption, a barcode's data, or an identifier checked by its checksum
 * (passing or not: a failed one may still pass once its zone is read again).
 */
export function isAnythingOfKind(recognition: Seen): boolean {
  if (recognition.anchorsFound.size > 0) return true;
  return Object.values(recognition.details).some((d) => isCheckedBarcode(d) || d.checks.some((c) => c.name.startsWith('checksum.')));
}

/** A value of a barcode whose data passed its format's validation (a licence's AAMVA data), not any symbol's text. */
function isCheckedBarcode(detail: FieldDetail): boolean {
  return detail.source === 'barcode' && detail.checks.some((c) => c.ok && c.name.startsWith('barcode.'));
}
