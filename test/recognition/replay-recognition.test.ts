import type { Box } from '../../src/domain/box';
import type { OcrRead } from '../../src/ocr/types';
import { ReadBudget } from '../../src/recognition/read-budget';
import { RecordingRegions, type RecognitionRecord, type RecordedPage } from '../../src/recognition/recognition-record';
import type { RegionReader } from '../../src/recognition/region-reader';
import { replayRecognition } from '../../src/recognition/replay-recognition';
import { settlePage, type PageText } from '../../src/recognition/settle-page';
import { ocrLine } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * Replay is what lets every fixture be checked on each rules change without OCR: it must decide as a live
 * recognition does, and say when its record no longer holds what the rules ask for. Here a Dutch BSN read
 * with one wrong digit fails its 11-test, so the rules read its zone again; what that zone read gives is a
 * page of one line, given by a reader made for the test (the live reader, PageRegions, is tested on real
 * images in page-regions.test.ts; recording a real recognition and replaying it is tested in
 * test/golden/replay-fixtures through every fixture's committed record).
 */
const rules = testRuleSet(
  {
    documentNumber: { from: [{ anchor: 'bsn', take: 'right' }], validate: 'nlBsn' },
    surname: { from: [{ anchor: 'surname', take: 'right' }] },
  },
  { anchors: { bsn: ['BSN'], surname: ['SURNAME'] } },
);
const today = new Date('2026-01-01T00:00:00Z');
const LIMIT = 1_000_000;
const READ_PIXELS = 40_000;

const text: PageText = {
  lines: [ocrLine('SURNAME JANSEN', 100, 100), ocrLine('BSN 111222334', 100, 200), ocrLine('NETHERLANDS IDENTITY CARD', 100, 300)],
  width: 1600,
  height: 1000,
  mrz: null,
  barcodes: [],
};

/** The zone of the number reads right the second time it is asked (enlarged, then binarised). */
class ZoneReader implements RegionReader {
  readonly width = 1600;
  readonly height = 1000;
  asked = 0;

  constructor(
    private readonly budget: ReadBudget,
    /** Told after each zone read (a test's clock moves on). */
    private readonly afterRead: () => void = () => undefined,
  ) {}

  read(): Promise<OcrRead> {
    throw new Error('no row is read again in this kind');
  }

  readZone(zone: Box): Promise<OcrRead | null> {
    this.asked += 1;
    this.budget.charge(READ_PIXELS);
    const digits = this.asked === 1 ? '111222335' : '111222333';
    this.afterRead();
    return Promise.resolve({ lines: [ocrLine(digits, zone.x0, zone.y0)], rotateRadians: 0 });
  }
}

async function recordLive(budgetBefore = 0): Promise<{ record: RecognitionRecord; fields: Record<string, string> }> {
  const budget = new ReadBudget(LIMIT);
  budget.charge(budgetBefore);
  const page: RecordedPage = { role: 'only', text, budgetBefore, budgetAfter: 0, reads: [] };
  const outcome = await settlePage(new RecordingRegions(new ZoneReader(budget), budget, page), rules, text, today, budget);
  page.budgetAfter = budget.used;
  return { record: { version: 2, documentType: 'test_card', today: today.toISOString(), budgetLimit: LIMIT, pages: [page] }, fields: outcome.extraction.fields };
}

describe('a recorded recognition replayed', () => {
  it('answers what the live run answered, from the zone reads it recorded', async () => {
    const { record, fields } = await recordLive();
    expect(fields).toEqual({ documentNumber: '111222333', surname: 'JANSEN' });
    expect(record.pages[0].reads.map((r) => r.pixels)).toEqual([READ_PIXELS, READ_PIXELS]);
    expect(await replayRecognition(record, rules)).toEqual({ recognition: { fields, details: expect.any(Object) }, unrecorded: 0 });
  });

  it('counts the reads the rules ask for that the record does not hold, and answers without them', async () => {
    const { record } = await recordLive();
    const stale = { ...record, pages: record.pages.map((p) => ({ ...p, reads: [] })) };
    const replayed = await replayRecognition(stale, rules);
    // The zone asked, not recorded: read as nothing there, so the first reading stands, its checksum failing.
    expect(replayed.unrecorded).toBe(1);
    expect(replayed.recognition?.fields.documentNumber).not.toBe('111222333');
  });

  it('spends the budget as the live run did: a recognition that had spent it asks for no zone', async () => {
    const { record, fields } = await recordLive(LIMIT);
    expect(record.pages[0].reads).toEqual([]);
    const replayed = await replayRecognition(record, rules);
    expect(replayed).toEqual({ recognition: { fields, details: expect.any(Object) }, unrecorded: 0 });
    expect(fields.documentNumber).not.toBe('111222333');
  });

  it('a live run whose time ran out records where its reads stopped, and its replay stops there too', async () => {
    let now = 0;
    // The clock passes the budget's 1 s during the first zone read, which reads the number wrong.
    const budget = new ReadBudget({ pixels: LIMIT, milliseconds: 1000, now: () => now });
    const page: RecordedPage = { role: 'only', text, budgetBefore: 0, budgetAfter: 0, reads: [] };
    const outcome = await settlePage(new RecordingRegions(new ZoneReader(budget, () => (now += 1500)), budget, page), rules, text, today, budget);
    page.budgetAfter = budget.used;
    expect(page.reads).toHaveLength(1);
    expect(outcome.extraction.fields.documentNumber).not.toBe('111222333');
    expect(budget.pixelLimitReached).toBe(READ_PIXELS);
    const record: RecognitionRecord = { version: 2, documentType: 'test_card', today: today.toISOString(), budgetLimit: budget.pixelLimitReached, pages: [page] };
    expect(await replayRecognition(record, rules)).toEqual({ recognition: { fields: outcome.extraction.fields, details: expect.any(Object) }, unrecorded: 0 });
  });

  it('a kind whose passes leave out failedFields reads no zone again, and keeps what the page read', async () => {
    const without = { ...rules, ocr: { ...rules.ocr, passes: rules.ocr.passes.filter((p) => p !== 'failedFields') } };
    const budget = new ReadBudget(LIMIT);
    const reader = new ZoneReader(budget);
    const outcome = await settlePage(reader, without, text, today, budget);
    expect(reader.asked).toBe(0);
    expect(outcome.extraction.fields.documentNumber).not.toBe('111222333');
  });

  it('a record of documents found in the photo, without the photo as it came, is stale when its rules find none inside', async () => {
    const empty: PageText = { ...text, lines: [ocrLine('A RECEIPT', 100, 100)] };
    const record: RecognitionRecord = { version: 2, documentType: 'test_card', today: today.toISOString(), budgetLimit: LIMIT, pages: [{ role: 'inside', text: empty, budgetBefore: 0, budgetAfter: 0, reads: [] }] };
    expect(await replayRecognition(record, rules)).toEqual({ recognition: null, unrecorded: 1 });
  });
});
