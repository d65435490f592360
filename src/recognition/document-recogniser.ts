import { ApiError } from '../errors/api-error';
import type { DecodedImage } from '../image/decode-image';
import type { TesseractPool } from '../ocr/tesseract-pool';
import type { OcrRead, OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import { extractFields, type Extraction } from '../rules/extract-fields';
import { preparePage } from './prepare-page';
import { readMrz } from './read-mrz';
import { PageRegions } from './page-regions';
import { isEasternDigitWord, rereadEasternDigits } from './reread-eastern-digits';
import { rereadLines } from './reread-lines';
import { findMissedLines } from './find-missed-lines';
import type { PreparedPage } from './prepare-page';
import type { OcrLine } from '../ocr/types';
import { fitDocumentNumber } from '../mrz/fit-document-number';
import { rereadValues } from './reread-values';
import { rereadFailedFields } from './reread-failed-fields';
import { confirmMrzWithViz } from './confirm-mrz-with-viz';
import { isDocumentFound } from './is-document-found';
import { locateDocuments, type LocatedDocuments } from './locate-documents';
import { ENOUGH_WORDS, ENOUGH_WORDS_LOCATED, legibleWords, uprightTurns } from './orient-page';
import { turnImage } from '../image/turn-image';
import { StageClock, type StageObserver } from '../metrics/stage-clock';
import type { Recogniser, Recognition } from './recogniser';
import { decodeBarcodes } from '../barcode/decode-barcodes';
import { barcodeFormatsOf } from '../rules/sources/barcode-source';

/** Words tesseract is fairly sure of; fewer than this and no MRZ means there is no document to read. */
const MIN_CONFIDENT_WORDS = 3;
const CONFIDENT = 50;

/** The real recogniser: one pool slot per recognition, the page read, the MRZ pass, then the kind's rules. */
export class DocumentRecogniser implements Recogniser {
  constructor(
    private readonly ruleSets: ReadonlyMap<string, RuleSet>,
    private readonly pool: TesseractPool,
    private readonly now: () => Date = () => new Date(),
    /** Told each stage's time once per recognition (the service's metrics). */
    private readonly observeStage?: StageObserver,
  ) {}

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
      return await this.pool.run((session) => this.read(clock.session(session), clock, image, located, rules), signal);
    } finally {
      if (this.observeStage) clock.report(this.observeStage);
      if (onStage) clock.report(onStage);
    }
  }

  private async read(session: OcrSession, clock: StageClock, photo: DecodedImage, located: LocatedDocuments, rules: RuleSet): Promise<Recognition> {
    let page = await this.readUpright(session, clock, located.image, rules, located.documents > 0);
    if (located.documents > 0 && legibleWords(page.read.lines) < ENOUGH_WORDS) {
      // What was taken for the document may not be one (the portrait photo of a tightly cropped card): the
      // photo as it came is read too, and the one with more legible text is kept.
      const whole = await this.readUpright(session, clock, photo, rules, false);
      if (legibleWords(whole.read.lines) > legibleWords(page.read.lines)) page = whole;
    }
    // Only fields and details leave: the page words behind them are field text too, and go no further.
    const { fields, details } = await this.extract(session, clock, page.page, rules, page.image, page.read);
    return { fields, details };
  }

  /**
   * The image read the right way up: read as it is and, only when that finds little flat text, turned
   * (`landscape`: the documents already lie landscape, so only half a turn is tried).
   */
  private async readUpright(session: OcrSession, clock: StageClock, image: DecodedImage, rules: RuleSet, landscape: boolean): Promise<{ image: DecodedImage; page: PreparedPage; read: OcrRead }> {
    const page = await clock.time('preprocess', () => preparePage(image, rules.ocr.pageWidth));
    const read = await this.readPage(session, page, rules);
    const words = legibleWords(read.lines);
    const enough = landscape ? ENOUGH_WORDS_LOCATED : ENOUGH_WORDS;
    const quarters = words >= enough ? 0 : await uprightTurns(session, page, rules.ocr.languages, landscape, words);
    if (!quarters) return { image, page, read };
    // Turned from the image, not from the page: one resampling, not two.
    const turned = await clock.time('preprocess', () => turnImage(image, quarters));
    const upright = await clock.time('preprocess', () => preparePage(turned, rules.ocr.pageWidth));
    return { image: turned, page: upright, read: await this.readPage(session, upright, rules) };
  }

  /** The page read by the LSTM engine, which also measures and corrects the skew. */
  private readPage(session: OcrSession, page: PreparedPage, rules: RuleSet): Promise<OcrRead> {
    return session.read(page.png, rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: rules.ocr.pageSegMode ?? '3' });
  }

  private async extract(session: OcrSession, clock: StageClock, prepared: PreparedPage, rules: RuleSet, image: DecodedImage, read: OcrRead): Promise<Extraction> {
    const page = new PageRegions(session, prepared, read.rotateRadians);
    read.lines = await this.rereadScript(page, read.lines, rules);
    const mrzRead = rules.mrz ? await readMrz(page, read.lines, rules) : null;
    const numberShape = rules.mrz?.documentNumberPattern;
    const mrz = mrzRead && numberShape ? fitDocumentNumber(mrzRead, new RegExp(numberShape, 'u')) : mrzRead;
    const confident = read.lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENT && /[\p{L}\p{N}]{2,}/u.test(w.text));
    if (!mrz && confident.length < MIN_CONFIDENT_WORDS) throw new ApiError('UNREADABLE_IMAGE', 'No document text was found in the image.');
    // At full resolution (a PDF417's modules are thin), turned by the skew the page read found.
    const barcodes = await clock.time('barcode', () => decodeBarcodes(image, barcodeFormatsOf(rules), read.rotateRadians));
    const today = this.now();
    const first = clock.timeSync('rules', () => extractFields(rules, { lines: read.lines, width: page.width, height: page.height, mrz, barcodes }, today));
    const confirmed = mrz ? confirmMrzWithViz(mrz, rules, first) : null;
    const languages = confirmed ? rules.ocr.valueLanguagesByIssuingState?.[confirmed.fields.issuingState] : undefined;
    const lines = languages ? await rereadValues(page, read.lines, Object.values(first.taken), languages) : read.lines;
    const input = { lines, width: page.width, height: page.height, mrz: confirmed, barcodes };
    const settled = !languages && confirmed === mrz ? first : clock.timeSync('rules', () => extractFields(rules, input, today));
    const final = await rereadFailedFields(page, rules, input, settled, today);
    if (!isDocumentFound(rules, confirmed, final)) throw new ApiError('UNREADABLE_IMAGE', `No ${rules.title} was found in the image.`);
    return final;
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
      out = await rereadLines(page, out, rules.ocr.languages, { keep: digits ? isEasternDigitWord : undefined, extra: findMissedLines(grey, out) });
      if (digits) out = rereadEasternDigits(grey, out);
    }
    return out;
  }
}
