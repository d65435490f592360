import { ApiError } from '../errors/api-error';
import type { DecodedImage } from '../image/decode-image';
import type { TesseractPool } from '../ocr/tesseract-pool';
import type { OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import { extractFields, type Extraction } from '../rules/extract-fields';
import { preparePage } from './prepare-page';
import { readMrz } from './read-mrz';
import { greyPage } from './grey-page';
import { isEasternDigitWord, rereadEasternDigits } from './reread-eastern-digits';
import { rereadLines } from './reread-lines';
import { findMissedLines } from './find-missed-lines';
import type { PreparedPage } from './prepare-page';
import type { OcrLine } from '../ocr/types';
import { fitDocumentNumber } from '../mrz/fit-document-number';
import { rereadValues } from './reread-values';
import { confirmMrzWithViz } from './confirm-mrz-with-viz';
import type { Recogniser, Recognition } from './recogniser';

/** Words tesseract is fairly sure of; fewer than this and no MRZ means there is no document to read. */
const MIN_CONFIDENT_WORDS = 3;
const CONFIDENT = 50;

/** The real recogniser: one pool slot per recognition, the page read, the MRZ pass, then the kind's rules. */
export class DocumentRecogniser implements Recogniser {
  constructor(
    private readonly ruleSets: ReadonlyMap<string, RuleSet>,
    private readonly pool: TesseractPool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  kinds(): readonly string[] {
    return [...this.ruleSets.keys()];
  }

  ready(): boolean {
    return this.pool.ready();
  }

  async recognise(image: DecodedImage, documentType: string, signal?: AbortSignal): Promise<Recognition> {
    const rules = this.ruleSets.get(documentType);
    if (!rules) throw new Error(`no rules for ${documentType}`);
    const page = await preparePage(image, rules.ocr.pageWidth);
    return this.pool.run((session) => this.read(session, page, rules), signal);
  }

  private async read(session: OcrSession, page: Awaited<ReturnType<typeof preparePage>>, rules: RuleSet): Promise<Recognition> {
    // Only fields and details leave: the page words behind them are field text too, and go no further.
    const { fields, details } = await this.extract(session, page, rules);
    return { fields, details };
  }

  private async extract(session: OcrSession, page: Awaited<ReturnType<typeof preparePage>>, rules: RuleSet): Promise<Extraction> {
    const read = await session.read(page.png, rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: rules.ocr.pageSegMode ?? '3' });
    read.lines = await this.rereadScript(session, page, read.lines, read.rotateRadians, rules);
    const mrzRead = rules.mrz ? await readMrz(session, page, read.lines, read.rotateRadians, rules) : null;
    const numberShape = rules.mrz?.documentNumberPattern;
    const mrz = mrzRead && numberShape ? fitDocumentNumber(mrzRead, new RegExp(numberShape, 'u')) : mrzRead;
    const confident = read.lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENT && /[\p{L}\p{N}]{2,}/u.test(w.text));
    if (!mrz && confident.length < MIN_CONFIDENT_WORDS) throw new ApiError('UNREADABLE_IMAGE', 'No document text was found in the image.');
    const today = this.now();
    const first = extractFields(rules, { lines: read.lines, width: page.width, height: page.height, mrz }, today);
    const confirmed = mrz ? confirmMrzWithViz(mrz, rules, first) : null;
    const languages = confirmed ? rules.ocr.valueLanguagesByIssuingState?.[confirmed.fields.issuingState] : undefined;
    if (!languages && confirmed === mrz) return first;
    const lines = languages ? await rereadValues(session, page, read.lines, Object.values(first.taken), languages, read.rotateRadians) : read.lines;
    return extractFields(rules, { lines, width: page.width, height: page.height, mrz: confirmed }, today);
  }

  /**
   * The extra reads some scripts need (rules' `ocr.digits`, `ocr.rereadLines`): Eastern Arabic digits, which
   * tesseract's Arabic model does not read, by the glyph classifier; then each line on its own.
   */
  private async rereadScript(session: OcrSession, page: PreparedPage, lines: OcrLine[], rotateRadians: number, rules: RuleSet): Promise<OcrLine[]> {
    const { digits, rereadLines: perLine } = rules.ocr;
    if (!digits && !perLine) return lines;
    const grey = await greyPage(page, rotateRadians);
    let out = digits ? rereadEasternDigits(grey, lines) : lines;
    if (perLine) {
      out = await rereadLines(session, page, out, rules.ocr.languages, rotateRadians, { keep: digits ? isEasternDigitWord : undefined, extra: findMissedLines(grey, out) });
      if (digits) out = rereadEasternDigits(grey, out);
    }
    return out;
  }
}
