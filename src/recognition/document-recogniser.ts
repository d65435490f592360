import { DomainError } from '../domain/errors';
import type { DecodedImage } from '../image/decode-image';
import type { TesseractPool } from '../ocr/tesseract-pool';
import type { OcrRead, OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import { extractFields, type Extraction, type ExtractionInput } from '../rules/extract-fields';
import { preparePage } from './prepare-page';
import { readMrz } from './read-mrz';
import { PageRegions } from './page-regions';
import { isEasternDigitWord, rereadEasternDigits } from './reread-eastern-digits';
import { rereadLines } from './reread-lines';
import { findMissedLines } from './find-missed-lines';
import type { PreparedPage } from './prepare-page';
import type { OcrLine } from '../ocr/types';
import type { MrzResult } from '../mrz/types';
import { fitDocumentNumber } from '../mrz/fit-document-number';
import { rereadValues } from './reread-values';
import { rereadFailedFields } from './reread-failed-fields';
import { confirmMrzWithViz } from './confirm-mrz-with-viz';
import { isAnythingOfKind, isDocumentFound } from './is-document-found';
import { findPrintedDates } from '../dates/find-printed-dates';
import { locateDocuments, type LocatedDocuments } from './locate-documents';
import { ENOUGH_WORDS, ENOUGH_WORDS_LOCATED, legibleWords, uprightTurns } from './orient-page';
import { turnImage } from '../image/turn-image';
import { StageClock } from './stage-clock';
import type { Recognition, StageObserver } from '../domain/recognition';
import type { Recogniser } from './recogniser';
import { decodeBarcodes } from '../barcode/decode-barcodes';
import { barcodeFormatsOf } from '../rules/sources/barcode-source';
import { TextLineDetector } from '../text-detection/text-line-detector';
import { readDetectedLines } from './read-detected-lines';
import { ReadBudget } from './read-budget';
import { hasFoundLayout, unsureLinesToDetected } from './unsure-lines-to-detected';

/**
 * Pixels one recognition may hand tesseract (ReadBudget). Measured on the public specimens and the synthetic
 * sets: a legible card or passport page uses 3-6 MP (page read, its missed lines, the MRZ band); the German
 * fronts that once took 40 s went on re-reading far past that. On the 2-core development machine, 12 MP is
 * about 8 s of OCR.
 */
export const READ_BUDGET_PIXELS = 12_000_000;

/** An image turned upright, its page and the page read. */
interface UprightRead {
  image: DecodedImage;
  page: PreparedPage;
  read: OcrRead;
}

/** What the rules made of one page read (the located documents, or the photo as it came). */
interface PageOutcome {
  found: boolean;
  mrz: MrzResult | null;
  extraction: Extraction;
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

/** One detector per process: its model is loaded once and shared by every recognition. */
export const sharedTextLineDetector = new TextLineDetector();

/** Words tesseract is fairly sure of; fewer than this and no MRZ means there is no document to read. */
const MIN_CONFIDENT_WORDS = 3;
const CONFIDENT = 50;

export interface DocumentRecogniserOptions {
  /** The reference day for two-digit years and expiry checks; now by default. */
  now?: () => Date;
  /** Told each stage's time once per recognition (the service's metrics). */
  observeStage?: StageObserver;
  /** Finds the lines of text the page read missed; one per process by default. */
  detector?: TextLineDetector;
  /** Pixels one recognition may hand tesseract (READ_BUDGET_PIXELS by default). */
  readBudgetPixels?: number;
  /**
   * Told what the rules are about to read (the page's lines, MRZ and barcodes) for each recognition: how the
   * evaluation tools record OCR once and replay rules on it. Never set in the service: it is field text.
   */
  onExtractionInput?: (input: ExtractionInput, documentType: string) => void;
}

/** The real recogniser: one pool slot per recognition, the page read, the MRZ pass, then the kind's rules. */
export class DocumentRecogniser implements Recogniser {
  private readonly now: () => Date;
  private readonly observeStage?: StageObserver;
  private readonly detector: TextLineDetector;
  private readonly readBudgetPixels: number;
  private readonly onExtractionInput?: DocumentRecogniserOptions['onExtractionInput'];

  constructor(
    private readonly ruleSets: ReadonlyMap<string, RuleSet>,
    private readonly pool: TesseractPool,
    options: DocumentRecogniserOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.observeStage = options.observeStage;
    this.detector = options.detector ?? sharedTextLineDetector;
    this.readBudgetPixels = options.readBudgetPixels ?? READ_BUDGET_PIXELS;
    this.onExtractionInput = options.onExtractionInput;
  }

  kinds(): readonly string[] {
    return [...this.ruleSets.keys()];
  }

  ready(): boolean {
    return this.pool.ready();
  }

  /** `onStage` is told this recognition's time per stage when it ends, as the service's metrics are. */
  async recognise(image: DecodedImage, documentType: string, signal?: AbortSignal, onStage?: StageObserver): Promise<Recognition> {
    const rules = this.ruleSets.get(documentType);
    if (!rules) throw new Error(`no rules for ${documentType}`);
    const clock = new StageClock();
    try {
      // The documents found in the photo and warped flat, one under the other; the photo itself when none is found.
      const located = await clock.time('preprocess', () => locateDocuments(image, rules));
      return await this.pool.run((session) => {
        const budget = new ReadBudget(this.readBudgetPixels);
        return this.read(budget.session(clock.session(session)), clock, budget, image, located, rules);
      }, signal);
    } finally {
      if (this.observeStage) clock.report(this.observeStage);
      if (onStage) clock.report(onStage);
    }
  }

  private async read(session: OcrSession, clock: StageClock, budget: ReadBudget, photo: DecodedImage, located: LocatedDocuments, rules: RuleSet): Promise<Recognition> {
    const inside = await this.readUpright(session, clock, located.image, rules, located.documents > 0, located.pageWidth);
    if (located.documents === 0) return this.answer(await this.extract(session, clock, budget, inside.page, rules, inside.image, inside.read), rules);
    // The photo as it came, read at most once, for either of the two reasons below.
    let whole: UprightRead | undefined;
    const readWhole = async (): Promise<UprightRead> => (whole ??= await this.readUpright(session, clock, photo, rules, false));
    let page = inside;
    if (legibleWords(page.read.lines) < ENOUGH_WORDS && !budget.exhausted()) {
      // What was taken for the document may not be one (the portrait photo of a tightly cropped card): the
      // photo as it came is read too, and the one with more legible text is kept.
      if (legibleWords((await readWhole()).read.lines) > legibleWords(page.read.lines)) page = await readWhole();
    }
    let outcome = await this.extract(session, clock, budget, page.page, rules, page.image, page.read);
    if (page === inside && (!outcome.found || (mrzMayLieOutside(rules) && !outcome.mrz)) && !budget.exhausted()) {
      // An outline can be part of the document (a passport page's laminate, whose MRZ lies outside it) or another
      // thing on it: when what was read inside shows no document of the kind, or lacks the MRZ of a passport page,
      // the photo as it came is read too, and the better reading kept.
      const other = await readWhole();
      const otherOutcome = await this.extract(session, clock, budget, other.page, rules, other.image, other.read);
      if (isBetterOutcome(otherOutcome, outcome)) outcome = otherOutcome;
    }
    return this.answer(outcome, rules);
  }

  /** The fields of a page where a document of the kind was found; 422 UNREADABLE_IMAGE where none was. */
  private answer(outcome: PageOutcome, rules: RuleSet): Recognition {
    if (!outcome.found) throw new DomainError('NoDocumentFound', `No ${rules.title} was found in the image.`);
    // Only fields and details leave: the page words behind them are field text too, and go no further.
    const { fields, details } = outcome.extraction;
    return { fields, details };
  }

  /**
   * The image read the right way up: read as it is and, only when that finds little flat text, turned
   * (`landscape`: the documents already lie landscape, so only half a turn is tried).
   */
  private async readUpright(session: OcrSession, clock: StageClock, image: DecodedImage, rules: RuleSet, landscape: boolean, width = rules.ocr.pageWidth): Promise<UprightRead> {
    const page = await clock.time('preprocess', () => preparePage(image, width));
    const read = await this.readPage(session, page, rules);
    const words = legibleWords(read.lines);
    const enough = landscape ? ENOUGH_WORDS_LOCATED : ENOUGH_WORDS;
    const quarters = words >= enough ? 0 : await uprightTurns(session, page, rules.ocr.languages, landscape, words);
    if (!quarters) return { image, page, read };
    // Turned from the image, not from the page: one resampling, not two.
    const turned = await clock.time('preprocess', () => turnImage(image, quarters));
    const upright = await clock.time('preprocess', () => preparePage(turned, width));
    return { image: turned, page: upright, read: await this.readPage(session, upright, rules) };
  }

  /** The page read by the LSTM engine, which also measures and corrects the skew. */
  private readPage(session: OcrSession, page: PreparedPage, rules: RuleSet): Promise<OcrRead> {
    return session.read(page.png, rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: rules.ocr.pageSegMode ?? '3' });
  }

  /** The rules run over one page's reads, and whether that shows a document of the kind (isDocumentFound). */
  private async extract(session: OcrSession, clock: StageClock, budget: ReadBudget, prepared: PreparedPage, rules: RuleSet, image: DecodedImage, read: OcrRead): Promise<PageOutcome> {
    const page = new PageRegions(session, prepared, read.rotateRadians);
    const scriptLines = await this.rereadScript(page, read.lines, rules);
    const { lines, everyLineRead } = await this.readMissedLines(session, clock, budget, page, scriptLines, rules);
    const mrzRead = rules.mrz ? await readMrz(page, lines, rules, { everyLineRead }) : null;
    const numberShape = rules.mrz?.documentNumberPattern;
    const mrz = mrzRead && numberShape ? fitDocumentNumber(mrzRead, new RegExp(numberShape, 'u')) : mrzRead;
    const confident = lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENT && /[\p{L}\p{N}]{2,}/u.test(w.text));
    if (!mrz && confident.length < MIN_CONFIDENT_WORDS) return { found: false, mrz: null, extraction: emptyExtraction(rules) };
    // At full resolution (a PDF417's modules are thin), turned by the skew the page read found.
    const barcodes = await clock.time('barcode', () => decodeBarcodes(image, barcodeFormatsOf(rules), read.rotateRadians));
    const today = this.now();
    this.onExtractionInput?.({ lines, width: page.width, height: page.height, mrz, barcodes }, rules.documentType);
    const first = clock.timeSync('rules', () => extractFields(rules, { lines, width: page.width, height: page.height, mrz, barcodes }, today));
    // Nothing of the kind on the page (no caption, MRZ, barcode or valid identifier): a letter, a receipt, a
    // picture. The re-reads below only mend what was seen; they are not spent on it.
    if (!mrz && !isAnythingOfKind(first)) return { found: false, mrz: null, extraction: first };
    const confirmed = mrz ? confirmMrzWithViz(mrz, rules, first) : null;
    const languages = confirmed ? rules.ocr.valueLanguagesByIssuingState?.[confirmed.fields.issuingState] : undefined;
    const valueLines = languages && !budget.exhausted() ? await rereadValues(page, lines, Object.values(first.taken), languages) : lines;
    const input = { lines: valueLines, width: page.width, height: page.height, mrz: confirmed, barcodes };
    const settled = !languages && confirmed === mrz ? first : clock.timeSync('rules', () => extractFields(rules, input, today));
    const final = budget.exhausted() ? settled : await rereadFailedFields(page, rules, input, settled, today, () => budget.exhausted());
    const printedDates = findPrintedDates(valueLines, { orders: ['DMY', 'MDY', 'YMD'], century: 'past', today }).length;
    return { found: isDocumentFound(rules, confirmed, final, printedDates), mrz: confirmed, extraction: final };
  }

  /**
   * The lines of printed text a detector finds that the page read missed or read unsure, each read on its own
   * (readDetectedLines): tesseract's page layout loses lines on real cards, over colour security print, beside
   * a portrait, under an overprint. Kinds whose rules re-read every line already (Arabic) are left as they are.
   */
  private async readMissedLines(session: OcrSession, clock: StageClock, budget: ReadBudget, page: PageRegions, lines: OcrLine[], rules: RuleSet): Promise<{ lines: OcrLine[]; everyLineRead: boolean }> {
    if (rules.ocr.rereadLines || budget.exhausted()) return { lines, everyLineRead: false };
    const colour = await clock.time('preprocess', () => page.colour());
    const detected = await clock.time('preprocess', () => this.detector.detect(colour));
    const read = await readDetectedLines(session, colour, lines, detected, rules.ocr.languages, () => budget.exhausted());
    return { lines: read.lines, everyLineRead: read.complete };
  }

  /**
   * The extra reads some scripts need (rules' `ocr.digits`, `ocr.rereadLines`): Eastern Arabic digits, which
   * tesseract's Arabic model does not read, by the glyph classifier; then each line on its own.
   */
  private async rereadScript(page: PageRegions, lines: OcrLine[], rules: RuleSet): Promise<OcrLine[]> {
    const { digits, rereadLines: perLine } = rules.ocr;
    if (!digits && !perLine) return lines;
    const grey = await page.image();
    let out = digits ? rereadEasternDigits(grey, lines) : lines;
    if (perLine) {
      const rows = hasFoundLayout(out) ? out : unsureLinesToDetected(out, await this.detector.detect(await page.colour()));
      out = await rereadLines(page, rows, rules.ocr.languages, { keep: digits ? isEasternDigitWord : undefined, extra: findMissedLines(grey, rows) });
      out = out.filter((l) => l.words.length > 0);
      if (digits) out = rereadEasternDigits(grey, out);
    }
    return out;
  }
}
