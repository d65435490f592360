import type { DecodedBarcode } from '../barcode/types';
import type { FieldBox } from '../domain/recognition';
import { findPrintedDates } from '../dates/find-printed-dates';
import { fitDocumentNumber } from '../mrz/fit-document-number';
import type { MrzResult } from '../mrz/types';
import type { OcrLine } from '../ocr/types';
import { extractFields, type Extraction, type ExtractionInput } from '../rules/extract-fields';
import { passesOf } from './pipeline';
import type { RuleSet } from '../rules/types';
import { confirmMrzWithViz } from './confirm-mrz-with-viz';
import { settleDocumentCode } from './settle-document-code';
import { isAnythingOfKind, isDocumentFound } from './is-document-found';
import type { RegionReader } from './region-reader';
import { rereadFailedFields } from './reread-failed-fields';
import { rereadValues } from './reread-values';
import { rereadLatinValues } from './reread-latin-values';
import { rereadAccents } from './reread-accents';
import { CONFIDENCE } from '../ocr/confidence-levels';

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
  /** Where each field was read on the request's images (the live recogniser's; a replay has no images). */
  boxes?: Record<string, FieldBox>;
}

/** Whether the recognition's read budget is spent (ReadBudget). */
export interface ReadAllowance {
  exhausted(): boolean;
}

/** Runs one rules step, so the service can time it as the `rules` stage. */
export type RulesTimer = <T>(step: () => T) => T;

/** Words tesseract is fairly sure of; fewer than this and no MRZ means there is no document to read. */
const MIN_CONFIDENT_WORDS = 3;

/** Whether a page holds enough legible text (or an MRZ) for its rules to be worth running. */
export function hasEnoughText(lines: readonly OcrLine[], mrz: MrzResult | null): boolean {
  if (mrz) return true;
  const confident = lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENCE.read && /[\p{L}\p{N}]{2,}/u.test(w.text));
  return confident.length >= MIN_CONFIDENT_WORDS;
}

/** What the rules passes mend: the rules' input (the page's lines after each re-read) and their answer on it. */
interface Settling {
  input: ExtractionInput;
  extraction: Extraction;
}

/** What every rules pass may use: the page's reader, the rules, the first answer (before the MRZ was confirmed). */
interface SettlingContext {
  reader: RegionReader;
  rules: RuleSet;
  today: Date;
  allowance: ReadAllowance;
  first: Extraction;
  time: RulesTimer;
}

type RulesPass = (state: Settling, ctx: SettlingContext) => Promise<Settling>;

/** The `rules` passes of the pipeline (see PIPELINE) after the rules' own: each reads again what the answer needs. */
export const RULES_PASSES: Record<string, RulesPass> = {
  rules: async (state) => state,
  valueLanguages: async (state, { reader, rules, today, allowance, first, time }) => {
    const mrz = state.input.mrz;
    const languages = mrz ? rules.ocr.valueLanguagesByIssuingState?.[mrz.fields.issuingState] : undefined;
    if (!languages) return state;
    const lines = allowance.exhausted() ? state.input.lines : await rereadValues(reader, state.input.lines, Object.values(first.taken), languages);
    const input = { ...state.input, lines };
    return { input, extraction: time(() => extractFields(rules, input, today)) };
  },
  accents: (state, { reader, rules, today, allowance }) => rereadAccents(reader, rules, state.input, state.extraction, today, () => allowance.exhausted()),
  latinValues: (state, { reader, rules, today, allowance }) => rereadLatinValues(reader, rules, state.input, state.extraction, today, () => allowance.exhausted()),
  failedFields: async (state, { reader, rules, today, allowance }) =>
    allowance.exhausted() ? state : { input: state.input, extraction: await rereadFailedFields(reader, rules, state.input, state.extraction, today, () => allowance.exhausted()) },
};

/**
 * The kind's rules over one page's text, then its `rules` passes in the pipeline's order (passesOf): the value
 * rows again in the issuing state's language (valueLanguages), accents the line read could not write (accents),
 * words of another script in values printed in Latin letters (latinValues), the zones of fields whose checksum
 * failed or whose date did not parse (failedFields). Run by the live recogniser on a page it read and by replay
 * on a recorded page, so both decide the same way.
 */
export async function settlePage(reader: RegionReader, rules: RuleSet, text: PageText, today: Date, allowance: ReadAllowance, time: RulesTimer = (step) => step()): Promise<PageOutcome> {
  const numberShape = rules.mrz?.documentNumberPattern;
  const mrz = keepBand(text.mrz && numberShape ? fitDocumentNumber(text.mrz, new RegExp(numberShape, 'u')) : text.mrz, text.mrz);
  if (!hasEnoughText(text.lines, mrz)) return { found: false, mrz: null, extraction: emptyExtraction(rules) };
  const { lines, width, height, barcodes } = text;
  const first = time(() => extractFields(rules, { lines, width, height, mrz, barcodes }, today));
  // Nothing of the kind on the page (no caption, MRZ, barcode or valid identifier): a letter, a receipt, a
  // picture. The re-reads below only mend what was seen; they are not spent on it.
  if (!mrz && !isAnythingOfKind(first)) return { found: false, mrz: null, extraction: first };
  const confirmed = keepBand(mrz ? settleDocumentCode(confirmMrzWithViz(mrz, rules, first), lines, rules.mrz?.documentCodes) : null, text.mrz);
  const input = { lines, width, height, mrz: confirmed, barcodes };
  let state: Settling = { input, extraction: confirmed === mrz ? first : time(() => extractFields(rules, input, today)) };
  const ctx: SettlingContext = { reader, rules, today, allowance, first, time };
  for (const pass of passesOf('rules', rules)) state = await RULES_PASSES[pass.name](state, ctx);
  const printedDates = findPrintedDates(state.input.lines, { orders: ['DMY', 'MDY', 'YMD'], century: 'past', today }).length;
  return { found: isDocumentFound(rules, confirmed, state.extraction, printedDates), mrz: confirmed, extraction: state.extraction };
}

/** An MRZ mended from its text (a field re-parsed) is still where the page read it. */
function keepBand(mrz: MrzResult | null, read: MrzResult | null): MrzResult | null {
  return mrz && read?.band && !mrz.band ? { ...mrz, band: read.band } : mrz;
}

/** Every field empty: what a page without a document of the kind yields. */
function emptyExtraction(rules: RuleSet): Extraction {
  const names = Object.keys(rules.fields);
  return {
    fields: Object.fromEntries(names.map((n) => [n, ''])),
    details: Object.fromEntries(names.map((n) => [n, { source: null, confidence: 0, checks: [] }])),
    taken: {},
    regions: {},
    unparsedDates: {},
    anchorsFound: new Set(),
  };
}
