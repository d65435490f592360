import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { OcrSession } from '../../src/ocr/types';
import { PageRegions } from '../../src/recognition/page-regions';
import { preparePage } from '../../src/recognition/prepare-page';
import { readPageLines } from '../../src/recognition/read-page-lines';
import { rereadAccents } from '../../src/recognition/reread-accents';
import { extractFields } from '../../src/rules/extract-fields';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';
import { testRuleSet } from '../support/rule-set';
import { stripDiacritics } from '../../src/text/fold-text';

/** Pages drawn here, their lines found by the real detector and read by the real recognisers. */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
const detector = new TextLineDetector();
afterAll(() => pool.close());

async function page(rows: readonly string[]): Promise<{ width: number; height: number; pixels: Buffer }> {
  const text = rows.map((row, i) => `<text x="60" y="${90 + i * 80}" font-family="DejaVu Sans" font-size="36">${row}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${120 + rows.length * 80}"><rect width="100%" height="100%" fill="#f4f1e8"/>${text}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/** The session counting the reads each recogniser makes. */
function counted(session: OcrSession, reads: Record<string, number>): OcrSession {
  return { read: (image, languages, mode, options) => ((reads[mode] = (reads[mode] ?? 0) + 1), session.read(image, languages, mode, options)), cost: (image, mode) => session.cost(image, mode) };
}

describe('readPageLines', () => {
  it('reads every line with PP-OCR alone, in reading order', async () => {
    const image = await page(['DRIVER LICENSE', '4d DLN 123-456-789', 'EXP 08/31/2030']);
    const reads: Record<string, number> = {};
    const lines = await pool.run(async (session) => readPageLines(counted(session, reads), image, await detector.detect(image), ['eng']));
    expect(lines.map((l) => l.text)).toEqual(['DRIVER LICENSE', '4d DLN 123-456-789', 'EXP 08/31/2030']);
    expect(reads).toEqual({ paddle: 3 });
  }, 60_000);

  it('counts the accents a word prints beyond those PP-OCR wrote, and the accents pass reads that value again for them', async () => {
    const image = await page(['NAME / SURNAME', 'MÜLLER', 'PLACE OF BIRTH', 'KÖLN']);
    const lines = await pool.run(async (session) => readPageLines(session, image, await detector.detect(image), ['deu']));
    // PP-OCR has no Ö (and writes Ü only now and then): the two dots over each word's vowel are counted on it.
    expect(lines.map((l) => stripDiacritics(l.text))).toEqual(['NAME / SURNAME', 'MULLER', 'PLACE OF BIRTH', 'KOLN']);
    expect(lines[3].text).toBe('KOLN');
    expect([lines[1].words[0].marks, lines[3].words[0].marks]).toEqual([2, 2]);
    const unaccented = [lines[1], lines[3]].filter((l) => l.text === stripDiacritics(l.text)).length;

    const rules = testRuleSet(
      { placeOfBirth: { from: [{ anchor: 'birthPlace', take: 'below' }] }, lastName: { from: [{ anchor: 'surname', take: 'below' }] } },
      { anchors: { birthPlace: ['PLACE OF BIRTH'], surname: ['NAME / SURNAME'] }, ocr: { languages: ['deu'], pageWidth: 1200, passes: ['lines', 'accents'] } },
    );
    const input = { lines, width: image.width, height: image.height, mrz: null, barcodes: [] };
    const today = new Date('2026-01-01T00:00:00Z');
    const first = extractFields(rules, input, today);
    expect(first.fields.placeOfBirth).toBe('KOLN');
    const prepared = preparePage(image, image.width);
    const reads: Record<string, number> = {};
    const mended = await pool.run((session) => rereadAccents(new PageRegions(counted(session, reads), prepared, 0), rules, input, first, today));
    expect(mended.extraction.fields).toEqual({ placeOfBirth: 'KÖLN', lastName: 'MÜLLER' });
    // Only the values that lost their accents are read again.
    expect(reads).toEqual({ lstm: unaccented });
  }, 60_000);
});
