import type { Box } from '../domain/box';
import type { ZoneTreatment } from '../image/zone-variants';
import type { EngineMode, OcrRead } from '../ocr/types';
import type { ReadBudget } from './read-budget';
import type { Region, RegionReader, RegionReadOptions } from './region-reader';
import type { PageText } from './settle-page';

/**
 * What OCR read in one recognition, as its rules got it: enough to run the rules again without OCR (replay)
 * and get what the live run answered, until a rules change asks for a follow-up read nobody recorded.
 * Field text: written by the evaluation tools for fixtures, never by the service.
 */
export interface RecognitionRecord {
  version: 2;
  documentType: string;
  /** The reference day of the recognition, so dates resolve the same on replay. */
  today: string;
  /** The recognition's read budget, in pixels (ReadBudget). */
  budgetLimit: number;
  /** The pages the rules ran on, in order. */
  pages: RecordedPage[];
}

/**
 * Which reading of the photo a page is: the photo as it came where no document outline was found (`only`), the
 * documents found in it (`inside`), or the photo as it came after those (`whole`; first when what was found
 * inside held too little legible text, second when its rules found no document of the kind there).
 */
export type PageRole = 'only' | 'inside' | 'whole';

export interface RecordedPage {
  role: PageRole;
  text: PageText;
  /** Pixels the recognition had read when the rules began on this page, and when they were done with it. */
  budgetBefore: number;
  budgetAfter: number;
  /** The follow-up reads the rules asked for, each by its request (readKey). */
  reads: RecordedRead[];
}

export interface RecordedRead {
  key: string;
  result: OcrRead | null;
  /** What the read cost the budget. */
  pixels: number;
}

/** One follow-up read's request, as text: a replayed read is answered only by the very same request. */
export function readKey(request: { region: Region; languages: readonly string[]; mode: EngineMode; options: RegionReadOptions } | { zone: Box; languages: readonly string[]; treatment: ZoneTreatment }): string {
  return JSON.stringify(request);
}

/** A page's follow-up reads made by OCR (`live`) and written down in `page.reads` with what each cost. */
export class RecordingRegions implements RegionReader {
  constructor(
    private readonly live: RegionReader,
    private readonly budget: ReadBudget,
    private readonly page: RecordedPage,
  ) {}

  get width(): number {
    return this.live.width;
  }

  get height(): number {
    return this.live.height;
  }

  read(region: Region, languages: readonly string[], mode: EngineMode, options: RegionReadOptions): Promise<OcrRead> {
    return this.record(readKey({ region, languages, mode, options }), () => this.live.read(region, languages, mode, options));
  }

  readZone(zone: Box, languages: readonly string[], treatment: ZoneTreatment): Promise<OcrRead | null> {
    return this.record(readKey({ zone, languages, treatment }), () => this.live.readZone(zone, languages, treatment));
  }

  private async record<T extends OcrRead | null>(key: string, read: () => Promise<T>): Promise<T> {
    const before = this.budget.used;
    const result = await read();
    this.page.reads.push({ key, result, pixels: this.budget.used - before });
    return result;
  }
}

/**
 * A recorded page's follow-up reads answered from the record, each charged to the budget as it was live. A
 * request the record does not hold (the rules now ask for another zone) reads as nothing and is counted: the
 * replay is then no longer what a live run would answer, and the record wants making again.
 */
export class ReplayedRegions implements RegionReader {
  private readonly answers: Map<string, RecordedRead>;
  unrecorded = 0;

  constructor(
    private readonly page: RecordedPage,
    private readonly budget: ReadBudget,
  ) {
    this.answers = new Map(page.reads.map((r) => [r.key, r]));
  }

  get width(): number {
    return this.page.text.width;
  }

  get height(): number {
    return this.page.text.height;
  }

  read(region: Region, languages: readonly string[], mode: EngineMode, options: RegionReadOptions): Promise<OcrRead> {
    return Promise.resolve(this.answer(readKey({ region, languages, mode, options })) ?? { lines: [], rotateRadians: 0 });
  }

  readZone(zone: Box, languages: readonly string[], treatment: ZoneTreatment): Promise<OcrRead | null> {
    return Promise.resolve(this.answer(readKey({ zone, languages, treatment })));
  }

  private answer(key: string): OcrRead | null {
    const recorded = this.answers.get(key);
    if (!recorded) {
      this.unrecorded += 1;
      return null;
    }
    this.budget.charge(recorded.pixels);
    return recorded.result;
  }
}
