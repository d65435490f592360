import type { DecodedBarcode } from '../barcode/types';
import { findPrintedDates } from '../dates/find-printed-dates';
import { fitDocumentNumber } from '../mrz/fit-document-number';
import type { MrzResult } from '../mrz/types';
import type { OcrLine } from '../ocr/types';
import { extractFields, type Extraction } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import { confirmMrzWithViz } from './confirm-mrz-with-viz';
import { settleDocumentCode } from './settle-document-code';
import { isAnythingOfKind, isDocumentFound } from './is-document-found';
import type { RegionReader } from './region-reader';
import { rereadFailedFields } from './reread-failed-fields';
import { rereadValues } from './reread-values';
import { rereadLatinValues } from './reread-latin-values';

/**
 * What OCR made of one page before its rules run: the lines (after the script's and the missed lines' reads),
 * the MRZ as read (before the kind's number shape is fitted to it) and the barcodes. All a recorded
 * recognition keeps of a page besides its follow-up reads: everything from here on is the rules' business.
 */
export interface PageText {
  lines: readonly OcrLine[];
  width: number;
  height: number;
  mrz: MrzResult | null;
  barcodes: readonly DecodedBarcode[];
}

/** What the rules made of one page read (the located documents, or the photo as it came). */
export interface PageOutcome {
  found: boolean;
  mrz: MrzResult | null;
  extraction: Extraction;
}

/** Whether the recognition's read budget is spent (ReadBudget). */
export interface ReadAllowance {
  exhausted(): boolean;
}

/** Runs one rules step, so the service can time it as the `rules` stage. */
export type RulesTimer = <T>(step: () => T) => T;

/** Words tesseract is fairly sure of; fewer than this and no MRZ means there is no document to read. */
const MIN_CONFIDENT_WORDS = 3;
const CONFIDENT = 50;

/** Whether a page holds enough legible text (or an MRZ) for its rules to be worth running. */
export function hasEnoughText(lines: readonly OcrLine[], mrz: MrzResult | null): boolean {
  if (mrz) return true;
  const confident = lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENT && /[\p{L}\p{N}]{2,}/u.test(w.text));
  return confident.length >= MIN_CONFIDENT_WORDS;
}

/**
 * The kind's rules over one page's text, with the follow-up reads they ask for when the kind's passes list them:
 * the value rows again in the issuing state's language (valueLanguages), words of another script in values
 * printed in Latin letters (latinValues), the zones of fields whose checksum
 * failed or whose date did not parse (failedFields). Run by the live recogniser on a page it read and by replay
 * on a recorded page, so both decide the same way.
 */
export async function settlePage(reader: RegionReader, rules: RuleSet, text: PageText, today: Date, allowance: ReadAllowance, time: RulesTimer = (step) => step()): Promise<PageOutcome> {
  const numberShape = rules.mrz?.documentNumberPattern;
  const mrz = text.mrz && numberShape ? fitDocumentNumber(text.mrz, new RegExp(numberShape, 'u')) : text.mrz;
  if (!hasEnoughText(text.lines, mrz)) return { found: false, mrz: null, extraction: emptyExtraction(rules) };
  const { lines, width, height, barcodes } = text;
  const first = time(() => extractFields(rules, { lines, width, height, mrz, barcodes }, today));
  // Nothing of the kind on the page (no caption, MRZ, barcode or valid identifier): a letter, a receipt, a
  // picture. The re-reads below only mend what was seen; they are not spent on it.
  if (!mrz && !isAnythingOfKind(first)) return { found: false, mrz: null, extraction: first };
  const confirmed = mrz ? settleDocumentCode(confirmMrzWithViz(mrz, rules, first), lines) : null;
  const passes = rules.ocr.passes;
  const languages = confirmed && passes.includes('valueLanguages') ? rules.ocr.valueLanguagesByIssuingState?.[confirmed.fields.issuingState] : undefined;
  const valueLines = languages && !allowance.exhausted() ? await rereadValues(reader, lines, Object.values(first.taken), languages) : lines;
  const input = { lines: valueLines, width, height, mrz: confirmed, barcodes };
  const valued = !languages && confirmed === mrz ? first : time(() => extractFields(rules, input, today));
  const latin = passes.includes('latinValues') ? await rereadLatinValues(reader, rules, input, valued, today, () => allowance.exhausted()) : { input, extraction: valued };
  const settled = latin.extraction;
  const final = allowance.exhausted() || !passes.includes('failedFields') ? settled : await rereadFailedFields(reader, rules, latin.input, settled, today, () => allowance.exhausted());
  const printedDates = findPrintedDates(valueLines, { orders: ['DMY', 'MDY', 'YMD'], century: 'past', today }).length;
  return { found: isDocumentFound(rules, confirmed, final, printedDates), mrz: confirmed, extraction: final };
}

/**
 * An outline can be part of the document (a passport page's laminate, whose MRZ lies outside it) or another
 * thing on it: when what was read inside shows no document of the kind, or lacks the MRZ of a passport page,
 * the photo as it came is read too (`readWhole`), and the better reading kept.
 */
export async function keepBetterReading(rules: RuleSet, allowance: ReadAllowance, inside: PageOutcome, readWhole: () => Promise<PageOutcome>): Promise<PageOutcome> {
  if (!rules.ocr.passes.includes('wholePhoto')) return inside;
  if ((inside.found && (!mrzMayLieOutside(rules) || inside.mrz)) || allowance.exhausted()) return inside;
  const whole = await readWhole();
  return isBetterOutcome(whole, inside) ? whole : inside;
}

/** A reading that shows the document beats one that does not; then one with the kind's MRZ; then more fields. */
function isBetterOutcome(a: PageOutcome, b: PageOutcome): boolean {
  if (a.found !== b.found) return a.found;
  if (!!a.mrz !== !!b.mrz) return !!a.mrz;
  const filled = (o: PageOutcome): number => Object.values(o.extraction.fields).filter((v) => v !== '').length;
  return filled(a) > filled(b);
}

/**
 * Whether the kind's MRZ can lie outside the outline found around it: a passport page's (TD3) can, under or
 * beside its laminate; a card's (TD1, TD2, the French card's) is printed on the card itself, so a card found
 * without a readable MRZ is not read again whole for it (a motion-blurred card spent 2 s on that for nothing).
 */
function mrzMayLieOutside(rules: RuleSet): boolean {
  return !!rules.mrz?.formats.includes('TD3');
}

/** Every field empty: what a page without a document of the kind yields. */
function emptyExtraction(rules: RuleSet): Extraction {
  const names = Object.keys(rules.fields);
  return {
    fields: Object.fromEntries(names.map((n) => [n, ''])),
    details: Object.fromEntries(names.map((n) => [n, { source: null, confidence: 0, checks: [] }])),
    taken: {},
    unparsedDates: {},
    anchorsFound: new Set(),
  };
}
