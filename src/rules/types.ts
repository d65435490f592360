import type { BarcodeFormat } from '../barcode/types';
import type { NumericOrder } from '../dates/parse-printed-date';
import type { CenturyRule } from '../dates/resolve-century';
import type { MrzFormat } from '../mrz/types';

/** A zone of the page in fractions of its width and height. */
export interface Zone {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Names a rules file can read from the MRZ (see sources/mrz-source.ts for their meaning). */
export const MRZ_FIELD_NAMES = [
  'documentCode', 'issuingState', 'documentNumber', 'nationality', 'dateOfBirth', 'sex', 'expiryDate',
  'personalNumber', 'optionalData2', 'surname', 'givenNames', 'fullName', 'raw',
] as const;
export type MrzFieldName = (typeof MRZ_FIELD_NAMES)[number];

/** Where an anchored value sits relative to its printed label. */
export type Take = 'below' | 'right' | 'above';

export interface MrzSourceRule {
  mrz: MrzFieldName;
  /** Take the value even when its check digit fails (by default such a value is skipped). */
  unchecked?: boolean;
  /** Part of the value, e.g. the series letters of a document number that joins series and number. */
  pattern?: string;
  /**
   * The form the document prints for an MRZ code, e.g. `{ D: DEUTSCH, NLD: Nederlandse }`: a state prints its
   * nationality in one fixed form, which the MRZ codes. A code not listed is given as it is.
   */
  printedAs?: Record<string, string>;
}
export interface AnchorSourceRule {
  anchor: string;
  take: Take;
  /** Rows of a value printed over several (addresses), joined with a space. */
  rows?: number;
  /** Only the Nth row under the label (1 = the first), for values printed one part per row without captions. */
  row?: number;
  pattern?: string;
  /** Instead of a pattern: N digits (sources/typed-pattern). */
  digits?: number;
  /** Instead of a pattern: a value of this shape, e.g. AA9999999 (9 a digit, A a letter, X either; sources/typed-pattern). */
  shape?: string;
}
export interface TextSourceRule {
  /** A regex over every line of the page, top to bottom; the first match wins. */
  text: string;
  /** `page`: the regex runs once over the whole page text, lines joined by newlines (for values split over lines). */
  scope?: 'line' | 'page';
  /** Read a field number printed in the margin apart from the value it was read glued to (see splitMarginNumbers). */
  marginNumbers?: boolean;
  /** Put a field number read as a line of its own back before the value on its row (see joinNumberedRows). */
  numberedRows?: boolean;
  /**
   * The shape the regex's value must have (sources/typed-pattern), its look-alikes read as what each position
   * holds: the regex says where the value is, the shape what it is (a number printed alone, with no caption).
   */
  shape?: string;
}
export interface ZoneSourceRule {
  /** Words whose centre lies in this part of the image, in reading order. */
  zone: Zone;
  pattern?: string;
  /** Instead of a pattern: N digits (sources/typed-pattern). */
  digits?: number;
  /** Instead of a pattern: a value of this shape (sources/typed-pattern). */
  shape?: string;
}
export interface DeriveSourceRule {
  /** A derivation from src/rules/derivations (e.g. curpBirthDate) applied to another part or field. */
  derive: string;
  of: string;
  /** yearsEarlier: how many years before `of`'s date. */
  years?: number;
}
export interface TemplateSourceRule {
  /** e.g. "{givenNames} {surname}": other parts or fields, joined; empty when any is empty. */
  template: string;
}
export interface SpelledSourceRule {
  /** An MRZ name field (surname, givenNames, fullName) or date: the page's words that spell it, as printed. */
  spelled: 'surname' | 'givenNames' | 'fullName' | 'dateOfBirth' | 'expiryDate';
}
export interface DateBetweenSourceRule {
  /** The one date printed on the page after one field's date and before another's (an issue date); without `before`, the last of two or more (an expiry). */
  dateBetween: {
    after: string;
    before?: string;
    orders?: NumericOrder[];
    /** With `before` and no date of `after`'s: the one date of the past in these many years before `before` (a licence's validity). */
    withinYears?: number;
  };
}
export interface YearsBeforeSourceRule {
  /** A date these numbers of years before another field's (or a day after that), where a page row reads as it though garbled: an issue date from an expiry. */
  yearsBefore: { field: string; years: number[] };
}
export interface BesideDateSourceRule {
  /** The value printed beside another field's date, where its own caption was not read: right of it on its row, on the rows under it, or on those just over it (in the order of `look`). */
  besideDate: { field: string; look: Array<'right' | 'below' | 'above'> };
}
export interface LexiconSourceRule {
  /** A whole line that reads as one of these printed forms (a few misread letters forgiven), as that form. */
  lexicon: string[];
}
export interface BarcodeSourceRule {
  /** The symbol read: pdf417 (a North American licence's AAMVA data) or qrcode. */
  barcode: BarcodeFormat;
  /** An AAMVA data element by its id (DAQ, DCS, DBB...), taken only from data that passed validation; without it, the whole text. */
  element?: string;
  /** Only when other elements hold one of these values, e.g. { DAJ: [BC, AB] }: what only some jurisdictions print. */
  when?: Record<string, string[]>;
  pattern?: string;
  /** The value written from the pattern's named groups, e.g. "{a}-{b}" for a number printed with a dash the symbol leaves out. */
  as?: string;
}
export type SourceRule =
  | MrzSourceRule
  | AnchorSourceRule
  | TextSourceRule
  | TemplateSourceRule
  | ZoneSourceRule
  | DeriveSourceRule
  | SpelledSourceRule
  | DateBetweenSourceRule
  | YearsBeforeSourceRule
  | BesideDateSourceRule
  | LexiconSourceRule
  | BarcodeSourceRule;

export interface FieldRule {
  /** Sources tried in order; the first that yields a value wins. */
  from: SourceRule[];
  normalise?: string[];
  /**
   * The value is a date: read as printed, returned as YYYY-MM-DD; a source that holds no date yields nothing.
   * `yearsAhead`: a date more than this many years after the recognition's day is a misread (`22 05 2055` for an
   * expiry printed 22 03 2033: no card runs that long) and gives no value, so the next source is tried.
   */
  date?: { orders?: NumericOrder[]; century: CenturyRule; yearsAhead?: number };
  /** When the MRZ holds this field (and its check passes), a visual-zone value that contradicts it loses to the next that agrees, else to the MRZ's. */
  agreeWithMrz?: {
    field: MrzFieldName;
    compare: 'name' | 'date' | 'text';
    /** Names printed with a mark after them (▲) that OCR reads as a letter or two: those dropped when the rest agrees. */
    endMark?: boolean;
  };
  /** A checksum from src/rules/validators: candidates that pass it (or can be repaired to) win over those that do not. */
  validate?: string;
  /** The printed forms the value takes: a reading a few letters off one (OCR's misreads) is that form. */
  lexicon?: string[];
  /** Abbreviations printed with a full stop (`Mun.`, `nr.`): their stop read as `:` and a mark read before them mended (text/mend-abbreviations). */
  abbreviations?: string[];
  /** Words printed apart from the number after them (`INT 6`, `NO. 73`): one read glued to it gets its space back. */
  wordsApart?: string[];
  /**
   * The value is printed in Latin letters: words of it read in another script (an English name the Thai model
   * took for Thai) are read again in these languages (the latinValues pass).
   */
  latinScript?: string[];
  /** The values the field can hold, each returned as written here when the text read is it (compared folded); anything else gives ''. */
  oneOf?: string[];
  /** Other printed text (folded: upper case, no accents) to the value returned: a state name to its code, a misread to the form it is. With `oneOf`, text that is neither gives ''. */
  map?: Record<string, string>;
}

/**
 * The passes a rules file can switch on (`ocr.passes`, listed in this order): the declared passes of the
 * recognition's pipeline (src/recognition/pipeline.ts, which runs them in this order with the passes every kind
 * makes; a test keeps the two lists equal). They share the recognition's read budget.
 * - lines: documents found in the photo are read line by line (readPageLines: PP-OCR, tesseract for what it
 *   cannot read) instead of by tesseract's page read.
 * - easternDigits: digits the language model cannot read, by the shipped glyph classifier (Eastern Arabic ٠-٩);
 *   with everyLine, again after it.
 * - everyLine: every line read again on its own, and ink no line covers (scripts that read better so: Arabic).
 * - missedLines: the lines a text detector finds that the page read missed or read unsure, each read on its own.
 * - mrz: the machine-readable zone found and read (band reads, enlarged passes), for the file's `mrz` formats.
 * - barcodes: the symbols the file's barcode sources name, decoded at full resolution.
 * - valueLanguages: the rows values were taken from read again in the issuing state's language (ocr.valueLanguagesByIssuingState).
 * - accents: values written without accents the line reader lacks, whose print shows them, read again by tesseract.
 * - latinValues: words of another script in a value printed in Latin letters read again in its `latinScript` languages.
 * - failedFields: the zone of each field whose checksum failed, or whose date did not read as one, read again.
 * - wholePhoto: the photo as it came read too when what was found in it as the document holds little text or
 *   none of the kind, and the better reading kept.
 */
export const PASS_NAMES = ['lines', 'easternDigits', 'everyLine', 'missedLines', 'mrz', 'barcodes', 'valueLanguages', 'accents', 'latinValues', 'failedFields', 'wholePhoto'] as const;
export type PassName = (typeof PASS_NAMES)[number];

export interface RuleSet {
  /** The file it came from, for error messages. */
  file: string;
  version: 1;
  documentType: string;
  title: string;
  ocr: {
    languages: string[];
    pageWidth: number;
    /** Visual-zone values are re-read in the issuing state's language once the MRZ names the state. */
    valueLanguagesByIssuingState?: Record<string, string[]>;
    /** tesseract page segmentation of the page read: '3' (automatic, the default) or '6' (one uniform block). */
    pageSegMode?: '3' | '4' | '6' | '11';
    /** The declared passes a recognition of this kind makes, in order (PASS_NAMES; the loader's defaults when the file lists none). */
    passes: PassName[];
  };
  mrz?: {
    /** ICAO 9303 sizes, or `FRA-ID`: the French identity card of 1988-2021 (see src/mrz/formats.ts). */
    formats: MrzFormat[];
    lineSeparator: 'newline' | 'backslash-n';
    searchZone: Zone;
    /** The shape of the country's document numbers, to settle look-alikes the check digits cannot. */
    documentNumberPattern?: string;
    /** The document codes the kind's MRZ carries (its first two characters, e.g. ID, I<), to settle look-alikes in it. */
    documentCodes?: string[];
  };
  /** What tells the kind from the others for documentType=auto (src/identify/score-kinds.ts), besides its captions. */
  identify?: {
    titles?: string[];
    /** ICAO 9303 issuing states, e.g. D, NLD; `<` padding implied. */
    mrzStates?: string[];
    aamva?: { countries?: string[]; jurisdictions?: string[] };
    /** Regexes a printed line of this kind matches and no other kind's does (an address's state and postcode). */
    lines?: string[];
    /** Read in these when an English read names no kind. */
    languages?: string[];
  };
  /** Printed labels by name; each with its spellings (several languages). */
  anchors: Record<string, string[]>;
  /** Regex pieces by name, already written into the patterns that say `{name}` (the loader does it). */
  patterns?: Record<string, string>;
  /** Values used by templates, not returned. */
  parts: Record<string, FieldRule>;
  /** The response fields, in order. */
  fields: Record<string, FieldRule>;
}
