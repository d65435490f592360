import { DomainError, stoppedBy } from '../domain/errors';
import { stackImages } from '../image/stack-images';
import { asPart, boxOnPart, pageOrigin, type PartSizes } from '../image/image-origin';
import type { DecodedImage } from '../image/decode-image';
import type { TesseractPool } from '../ocr/tesseract-pool';
import type { OcrLine, OcrRead, OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import { preparePage } from './prepare-page';
import { DEFAULT_PAGE_PIXEL_BUDGET, DEFAULT_READ_BUDGET_PIXELS } from '../config/load-config';
import { PageRegions, type LevelPage } from './page-regions';
import type { PreparedPage } from './prepare-page';
import { documentSizeOf, locateDocuments, type LocatedDocuments } from './locate-documents';
import { AUTO_KIND } from '../documents/document-types';
import { IDENTIFY_WIDTH, identificationRounds, probeRules, readsPdf417, type IdentificationRound } from './identify-reads';
import { chooseKind, chooseKindFromTop, kindFound, kindInstead, scoreKinds, type KindPoints } from '../identify/score-kinds';
import { decodeBarcodes, MAX_SIDE } from '../barcode/decode-barcodes';
import { ENOUGH_WORDS, legibleWords } from './orient-page';
import { LEGIBLE_TOP, readBelowTop, readTopOfPage } from './read-top-of-page';
import { StageClock } from './stage-clock';
import type { FieldBox, FieldDetail, KindFound, Recognition, StageObserver } from '../domain/recognition';
import type { Recogniser } from './recogniser';
import { TextLineDetector } from '../text-detection/text-line-detector';
import { ReadBudget } from './read-budget';
import { settlePage, type PageOutcome, type ReadAllowance } from './settle-page';
import { keepBetterReading } from './keep-better-reading';
import { readPagePasses } from './page-passes';
import { readPasses, type Reading, type Run } from './read-passes';
import { makesPass, passesOf } from './pipeline';
import { RecordingRegions, type PageRole, type RecognitionRecord, type RecordedPage } from './recognition-record';

/** An image turned upright, its page and the page read. */
interface UprightRead {
  image: DecodedImage;
  page: PreparedPage;
  read: OcrRead;
  /** The page was read line by line (readPageLines): every detected line is in `read` already. */
  byLines: boolean;
  level?: LevelPage;
}

/** The image sent, and the other side of the same document when it was sent too. */
interface Sides {
  image: DecodedImage;
  back?: DecodedImage;
}

/** The documents located on the sides, and the photo (the sides one under the other) for reads of it as it came. */
interface LocatedSides extends LocatedDocuments {
  photo: DecodedImage;
}

/** A kind to read and its documents located; with `auto`, how it was found (`fromTop`: on the page's top alone). */
interface KindToRead {
  rules: RuleSet;
  located: LocatedSides;
  kind?: KindFound;
  fromTop?: boolean;
}

/** One detector per process: its model is loaded once and shared by every recognition. */
export const sharedTextLineDetector = new TextLineDetector();

export interface DocumentRecogniserOptions {
  /** The reference day for two-digit years and expiry checks; now by default. */
  now?: () => Date;
  /** Told each stage's time once per recognition (the service's metrics). */
  observeStage?: StageObserver;
  /** Finds the lines of text the page read missed; one per process by default. */
  detector?: TextLineDetector;
  /** Pixels one recognition may hand tesseract (DEFAULT_READ_BUDGET_PIXELS by default). */
  readBudgetPixels?: number;
  /**
   * Milliseconds within which its optional reads may start (DEFAULT_READ_BUDGET_MS is the service's); unset, pixels alone
   * bound it, and its answer does not depend on the machine's speed (the tests').
   */
  readBudgetMs?: number;
  /** Pixels of one prepared page at most (PAGE_PIXEL_BUDGET); a larger page is scaled down to fit. */
  pagePixelBudget?: number;
  /**
   * Told, when each recognition ends, what OCR read in it (RecognitionRecord): how the evaluation tools record
   * OCR once and replay rules on it (replayRecognition). Never set in the service: it is field text.
   */
  onRecord?: (record: RecognitionRecord) => void;
}

/** The real recogniser: one pool slot per recognition, the page read, the MRZ pass, then the kind's rules. */
export class DocumentRecogniser implements Recogniser {
  private readonly now: () => Date;
  private readonly observeStage?: StageObserver;
  private readonly detector: TextLineDetector;
  private readonly readBudgetPixels: number;
  private readonly readBudgetMs: number | undefined;
  private readonly pagePixelBudget: number;
  private readonly onRecord?: DocumentRecogniserOptions['onRecord'];
  private readonly readPasses: ReturnType<typeof readPasses>;
  /** The reads that tell a kind (auto), each with its probe's settings: fixed by the rule sets, made once. */
  private readonly rounds: ReadonlyArray<{ round: IdentificationRound; probe: RuleSet }>;
  /** Some kind reads a PDF417 symbol: a page whose text names no kind is searched for one (auto). */
  private readonly readsPdf417: boolean;

  constructor(
    private readonly ruleSets: ReadonlyMap<string, RuleSet>,
    private readonly pool: TesseractPool,
    options: DocumentRecogniserOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.observeStage = options.observeStage;
    this.detector = options.detector ?? sharedTextLineDetector;
    this.readBudgetPixels = options.readBudgetPixels ?? DEFAULT_READ_BUDGET_PIXELS;
    this.readBudgetMs = options.readBudgetMs;
    this.pagePixelBudget = options.pagePixelBudget ?? DEFAULT_PAGE_PIXEL_BUDGET;
    this.onRecord = options.onRecord;
    this.readPasses = readPasses(this.detector, this.pagePixelBudget);
    this.rounds = identificationRounds(ruleSets).map((round) => ({ round, probe: probeRules(ruleSets, round) }));
    this.readsPdf417 = readsPdf417(ruleSets);
  }

  kinds(): readonly string[] {
    return [...this.ruleSets.keys()];
  }

  ready(): boolean {
    return this.pool.ready();
  }

  /** `onStage` is told this recognition's time per stage when it ends, as the service's metrics are. */
  async recognise(image: DecodedImage, documentType: string, signal?: AbortSignal, onStage?: StageObserver, back?: DecodedImage): Promise<Recognition> {
    const named = this.ruleSets.get(documentType);
    if (!named && documentType !== AUTO_KIND) throw new Error(`no rules for ${documentType}`);
    const clock = new StageClock();
    const today = this.now();
    const pages: RecordedPage[] | undefined = this.onRecord ? [] : undefined;
    let budget: ReadBudget | undefined;
    // With `auto`, the kind found: what the recorded pages were read as.
    let kindRead = documentType;
    const record = (): void => {
      const budgetLimit = budget?.pixelLimitReached ?? this.readBudgetPixels;
      if (pages?.length) this.onRecord?.({ version: 2, documentType: kindRead, today: today.toISOString(), budgetLimit, pages });
    };
    try {
      const recognition = await this.pool.run(async (session) => {
        // The documents found in the photo and warped flat, one under the other; the photo itself when none is
        // found. Inside the pool: finding them holds the photo's copies and a core, which the pool's bounds count.
        // Each side named as the part it came in, and its size as sent: what a field's box is given in.
        const front = asPart(image, 'image');
        const rear = back && asPart(back, 'back');
        const sides: Sides = { image: front.image, back: rear?.image };
        const parts: PartSizes = rear ? { image: front.size, back: rear.size } : { image: front.size };
        const readAs = async (found: KindToRead): Promise<Recognition> => {
          kindRead = found.rules.documentType;
          // Two sides are two documents' text to read: each gets what one image alone would.
          const sidesSent = rear ? 2 : 1;
          const spending = new ReadBudget({ pixels: this.readBudgetPixels * sidesSent, milliseconds: this.readBudgetMs && this.readBudgetMs * sidesSent });
          budget = spending;
          // A kind found on the top of the page alone is confirmed by its own page read, before anything else is read.
          const confirm = found.fromTop ? (lines: readonly OcrLine[]) => this.otherKind(lines, found.rules) : undefined;
          const run: Run = { session: spending.session(clock.session(session)), clock, budget: spending, rules: found.rules, today, pages, parts };
          const read = await this.read(run, found.located.photo, found.located, confirm);
          if ('instead' in read) return readAs({ ...(await this.kindLocated(read.instead, found, sides, clock, signal)), kind: kindFound(read.instead) });
          return found.kind ? { ...read, kind: found.kind } : read;
        };
        return readAs(named ? { rules: named, located: await this.locate(sides, named, clock, signal) } : await this.identify(session, clock, sides, today, signal));
      }, signal);
      record();
      return recognition;
    } catch (error) {
      // No document of the kind is an answer, recorded as one; a recognition cut short (a full queue, a cancel)
      // is not: its pages would replay as an answer it never gave.
      if (error instanceof DomainError && error.kind === 'NoDocumentFound') record();
      throw error;
    } finally {
      if (this.observeStage) clock.report(this.observeStage);
      if (onStage) clock.report(onStage);
    }
  }

  /**
   * The kind of document the photo shows, for documentType=auto: the documents located as most kinds locate them,
   * the top of their page read alone (glance), and where that names no kind beyond doubt, the page read whole
   * (readToIdentify). The kind's own read follows on the documents located here where it locates them alike. None
   * found: 422 UNREADABLE_IMAGE, as for a named kind.
   */
  private async identify(session: OcrSession, clock: StageClock, sides: Sides, today: Date, signal?: AbortSignal): Promise<KindToRead> {
    const { probe } = this.rounds[0];
    const located = await this.locate(sides, probe, clock, signal);
    const spending = new ReadBudget({ pixels: this.readBudgetPixels, milliseconds: this.readBudgetMs });
    const run: Run = { session: spending.session(clock.session(session)), clock, budget: spending, rules: probe, today };
    const width = Math.min(IDENTIFY_WIDTH, located.pageWidth ?? IDENTIFY_WIDTH);
    const page = preparePage(located.image, width, this.pagePixelBudget);
    const glance = await this.glance(run, page);
    if (glance.points) return { ...(await this.kindLocated(glance.points, { rules: probe, located }, sides, clock, signal)), kind: kindFound(glance.points), fromTop: true };
    // A top read legibly in English that names no kind (a back, a front without its title, a page that lies level
    // and upright): the page under the top is read, and with the top it is the page read in English.
    const english = legibleWords(glance.english) >= LEGIBLE_TOP ? [...glance.english, ...(await readBelowTop(run.session, page, probe.ocr.languages))] : undefined;
    const { points, upright } = await this.readToIdentify(run, located, width, english);
    if (!chooseKind(points)) throw new DomainError('NoDocumentFound', 'No document of a kind this service reads was found in the image.');
    return { ...(await this.kindLocated(points, { rules: probe, located: { ...located, image: upright ?? located.image } }, sides, clock, signal)), kind: kindFound(points) };
  }

  /**
   * The rules of the kind that leads `points`, and its documents: those located for `before` where the kind locates
   * them alike (same document size, same page width), else located again as the kind locates them.
   */
  private async kindLocated(points: readonly KindPoints[], before: { rules: RuleSet; located: LocatedSides }, sides: Sides, clock: StageClock, signal?: AbortSignal): Promise<{ rules: RuleSet; located: LocatedSides }> {
    const rules = this.ruleSets.get(points[0].documentType)!;
    const alike = documentSizeOf(rules) === documentSizeOf(before.rules) && rules.ocr.pageWidth === before.rules.ocr.pageWidth;
    return { rules, located: alike ? before.located : await this.locate(sides, rules, clock, signal) };
  }

  /** The points of the kind a page read of `rules`' kind names instead of it (kindInstead), or null. */
  private otherKind(lines: readonly OcrLine[], rules: RuleSet): KindPoints[] | null {
    const points = scoreKinds(this.ruleSets, { lines });
    return kindInstead(points, rules.documentType) ? points : null;
  }

  /**
   * The top of the located page read alone (readTopOfPage), in English, then, while it reads no legible Latin text,
   * in the languages of each other script whose kinds print no title in Latin letters: the points of a kind it names
   * beyond doubt (chooseKindFromTop), and the top's lines read in English. A page's top costs a third of its read,
   * and names the kind of most fronts.
   */
  private async glance(run: Run, page: PreparedPage): Promise<{ points?: KindPoints[]; english: OcrLine[] }> {
    let english: OcrLine[] = [];
    for (const [i, { round }] of this.rounds.entries()) {
      if (i > 0 && !round.topOnlyInScript) continue;
      const lines = await readTopOfPage(run.session, page, round, this.detector);
      if (i === 0) english = lines;
      const points = scoreKinds(this.ruleSets, { lines });
      if (chooseKindFromTop(points)) return { points, english };
      // Legible words that name no kind: a top without a title (a back), which another script would not read into one.
      if (legibleWords(lines) >= LEGIBLE_TOP) break;
    }
    return { english };
  }

  /**
   * The kind's points from the located page read whole, small, in English (then in the other scripts kinds name,
   * while no kind is found and no legible text was read), scored for every kind (scoreKinds), and searched for a
   * PDF417 symbol when the text names none; with the sheet as the first read found it upright (levelled, turned),
   * which the kind's read starts from rather than search for its way up again. `english`: the page read in English
   * already (its top and the rest under it), which stands for the reads when it names a kind.
   */
  private async readToIdentify(run: Run, located: LocatedSides, width: number, english?: OcrLine[]): Promise<{ points: KindPoints[]; upright?: DecodedImage }> {
    const given = english && scoreKinds(this.ruleSets, { lines: english });
    // The page read in English already (its top and the rest under it) naming a kind, beyond doubt or, legible, at
    // all: no round is read again. Naming none, the page is read whole: the top read alone can miss a title the
    // page read takes (a state's name in a coloured banner).
    const done = !!english && !!given && (!!chooseKind(given, true) || (legibleWords(english) >= ENOUGH_WORDS && !!chooseKind(given)));
    const lines: OcrLine[] = done ? [...english] : [];
    let points: KindPoints[] = done ? given : [];
    let upright: DecodedImage | undefined;
    for (const { probe } of done ? [] : this.rounds) {
      const probeRun = { ...run, rules: probe };
      const read = await this.readUpright(probeRun, located.image, located.documents > 0, width);
      upright ??= read.image;
      lines.push(...read.read.lines);
      // What was taken for the document may not be one (a portrait, a photo inside the card): the photo as it
      // came is read too, as the kind's own read would (wholePhoto).
      if (located.documents > 0 && legibleWords(read.read.lines) < ENOUGH_WORDS) lines.push(...(await this.readUpright(probeRun, located.photo, false, width)).read.lines);
      points = scoreKinds(this.ruleSets, { lines });
      if (chooseKind(points, true)) break;
      // Legible text that names no kind beyond doubt: a read in another script would not name one either (over
      // every fixture and specimen, none that English read legibly was named by Thai or Arabic).
      if (legibleWords(lines) >= ENOUGH_WORDS) break;
    }
    if (!chooseKind(points, true) && this.readsPdf417) {
      const barcodes = await run.clock.time('barcode', () => decodeBarcodes(located.image, ['pdf417']));
      if (barcodes.length) points = scoreKinds(this.ruleSets, { lines, barcodes });
    }
    return { points, upright };
  }

  /**
   * The documents of the photo (locateDocuments); with a back, those of each side one under the other, and the two
   * photos so too for the reads of the photo as it came.
   */
  private async locate({ image, back }: Sides, rules: RuleSet, clock: StageClock, signal?: AbortSignal): Promise<LocatedSides> {
    const front = await clock.time('preprocess', () => locateDocuments(image, rules, this.detector, signal));
    if (!back) return { ...front, photo: image };
    const other = await clock.time('preprocess', () => locateDocuments(back, rules, this.detector, signal));
    if (signal?.aborted) throw stoppedBy(signal);
    return clock.time('preprocess', async () => ({
      image: await stackImages(front.image, other.image, front.image.width),
      documents: front.documents + other.documents,
      pageWidth: front.pageWidth ?? other.pageWidth,
      // No wider than the narrower photo nor than what any read of a photo uses (the page width; barcodes at
      // MAX_SIDE): two photos of 50 MP each stacked whole would hold 300 MB for nothing.
      photo: await stackImages(image, back, Math.min(image.width, back.width, MAX_SIDE)),
    }));
  }

  /**
   * The kind's read of the documents located (or of the photo as it came, where none was or they show little
   * text). `confirm`: told the page read first, it may name another kind to read instead, before anything else.
   */
  private async read(run: Run, photo: DecodedImage, located: LocatedDocuments, confirm?: (lines: readonly OcrLine[]) => KindPoints[] | null): Promise<Recognition | { instead: KindPoints[] }> {
    const { rules, budget } = run;
    const started = performance.now();
    const inside = await this.readUpright(run, located.image, located.documents > 0, located.pageWidth);
    const instead = confirm?.(inside.read.lines);
    if (instead) return { instead };
    if (located.documents === 0) return this.answer(await this.extract(run, inside, 'only'), rules);
    // The photo read whole costs what the document's page read did, by its height at the same width: it is not
    // begun when the budget's time would not hold it (a page of text: a 2-5 s read begun at 6.9 s).
    const photoMs = (performance.now() - started) * Math.max(1, photo.height / photo.width / (located.image.height / located.image.width));
    const roomForPhoto: ReadAllowance = { exhausted: () => !budget.hasTimeFor(photoMs) };
    // The photo as it came, read at most once, for either of the two reasons below.
    let whole: UprightRead | undefined;
    const readWhole = async (): Promise<UprightRead> => (whole ??= await this.readUpright(run, photo, false));
    let page = inside;
    if (!makesPass('wholePhoto', rules)) return this.answer(await this.extract(run, inside, 'inside'), rules);
    if (legibleWords(page.read.lines) < ENOUGH_WORDS && !roomForPhoto.exhausted()) {
      // What was taken for the document may not be one (the portrait photo of a tightly cropped card): the
      // photo as it came is read too, and the one with more legible text is kept.
      if (legibleWords((await readWhole()).read.lines) > legibleWords(page.read.lines)) page = await readWhole();
    }
    if (page !== inside) return this.answer(await this.extract(run, page, 'whole'), rules);
    const outcome = await keepBetterReading(rules, roomForPhoto, await this.extract(run, inside, 'inside'), async () => this.extract(run, await readWhole(), 'whole'));
    return this.answer(outcome, rules);
  }

  /** The fields of a page where a document of the kind was found; 422 UNREADABLE_IMAGE where none was. */
  private answer(outcome: PageOutcome, rules: RuleSet): Recognition {
    if (!outcome.found) throw new DomainError('NoDocumentFound', `No ${rules.title} was found in the image.`);
    // Only fields, details and boxes leave: the page words behind them are field text too, and go no further.
    const { fields } = outcome.extraction;
    const details: Record<string, FieldDetail> = {};
    for (const [name, detail] of Object.entries(outcome.extraction.details)) {
      const box = outcome.boxes?.[name];
      details[name] = box ? { ...detail, box } : detail;
    }
    return { fields, details };
  }

  /**
   * The image read the right way up, by the `read` passes in the pipeline's order (passesOf): line by line where
   * documents were located and the kind reads so (lines), else whole (pageRead); then, only when that finds
   * little flat text, turned (orient; `landscape`: the documents already lie landscape, so only half a turn is
   * tried) and read again.
   */
  private async readUpright(run: Run, image: DecodedImage, landscape: boolean, width = run.rules.ocr.pageWidth): Promise<UprightRead> {
    let reading: Reading = { image, page: preparePage(image, width, this.pagePixelBudget), landscape, width };
    for (const pass of passesOf('read', run.rules)) reading = await this.readPasses[pass.name](reading, run);
    if (!reading.read) throw new Error('no read pass read the page');
    return { image: reading.image, page: reading.page, read: reading.read, byLines: !!reading.byLines, level: reading.level };
  }

  /**
   * One page's text through the kind's declared passes (readPagePasses: the script's re-reads, the missed lines,
   * the MRZ, the barcodes), then its rules with their follow-up reads (settlePage), written down when the
   * recognition is recorded.
   */
  private async extract(run: Run, upright: UprightRead, role: PageRole): Promise<PageOutcome> {
    const { session, clock, budget, rules } = run;
    const { image, read } = upright;
    const page = new PageRegions(session, upright.page, read.rotateRadians, upright.level);
    const text = await readPagePasses(read.lines, { session, clock, budget, rules, page, image, rotateRadians: read.rotateRadians, detector: this.detector, byLines: upright.byLines });
    if (!run.pages) return this.placed(await settlePage(page, rules, text, run.today, budget, (step) => clock.timeSync('rules', step)), upright, run.parts);
    const recorded: RecordedPage = { role, text, budgetBefore: budget.used, budgetAfter: 0, reads: [] };
    run.pages.push(recorded);
    const outcome = await settlePage(new RecordingRegions(page, budget, recorded), rules, text, run.today, budget, (step) => clock.timeSync('rules', step));
    recorded.budgetAfter = budget.used;
    return this.placed(outcome, upright, run.parts);
  }

  /** The outcome with each field's region on the page mapped back to the image it was read from (contract.md 6a). */
  private placed(outcome: PageOutcome, upright: UprightRead, parts: PartSizes | undefined): PageOutcome {
    if (!parts) return outcome;
    const origin = pageOrigin(upright.image, upright.page, upright.read.rotateRadians);
    const boxes: Record<string, FieldBox> = {};
    for (const [name, region] of Object.entries(outcome.extraction.regions)) {
      const box = boxOnPart(region, origin, parts);
      if (box) boxes[name] = box;
    }
    return { ...outcome, boxes };
  }
}
