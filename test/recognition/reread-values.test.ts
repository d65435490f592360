import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { preparePage } from '../../src/recognition/prepare-page';
import { PageRegions } from '../../src/recognition/page-regions';
import { rereadValues, sameSpelling } from '../../src/recognition/reread-values';
import type { OcrWord } from '../../src/ocr/types';

/**
 * A two-line address re-read line by line in Spanish must stay two lines: a one-line read's boxes reach into
 * the padding around the line, and a box that reaches the next line merges the two when rows are grouped
 * again ("ALCALA C. REAL DE 101, HENARES").
 */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

it('keeps each re-read line within its own row', async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="70" font-family="DejaVu Sans" font-size="30">C. REAL 101, 1 DCHA</text>
    <text x="40" y="104" font-family="DejaVu Sans" font-size="30">ALCALA DE HENARES</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = await preparePage({ width: info.width, height: info.height, pixels: data }, 900);
  await pool.run(async (session) => {
    const read = await session.read(await page.image(), ['eng'], 'lstm', {});
    expect(read.lines.map((l) => l.text.trim())).toEqual(['C. REAL 101, 1 DCHA', 'ALCALA DE HENARES']);
    const lines = await rereadValues(new PageRegions(session, page, 0), read.lines, [read.lines.flatMap((l) => l.words)], ['spa']);
    const [first, second] = lines;
    const lowestOfFirst = Math.max(...first.words.map((w) => w.box.y1));
    const highestOfSecond = Math.min(...second.words.map((w) => w.box.y0));
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['C. REAL 101, 1 DCHA', 'ALCALA DE HENARES']);
    expect(lowestOfFirst).toBeLessThanOrEqual(highestOfSecond);
  });
}, 60_000);

it('takes a re-read that puts accents back, and not one that changes a number or only plain letters', () => {
  const words = (text: string): OcrWord[] => text.split(' ').map((t, i) => ({ text: t, confidence: 90, box: { x0: i * 100, y0: 0, x1: i * 100 + 90, y1: 30 } }));
  expect(sameSpelling(words('STADT LUNDORF'), words('STADT LÜNDORF'))).toBe(true);
  expect(sameSpelling(words('12.03.2015 NORDHAVEN'), words('12.03.2015 NORDHAVEN.'))).toBe(true);
  expect(sameSpelling(words('12.03.2015'), words("'12:03.2015"))).toBe(false);
  expect(sameSpelling(words('12 MAR 2015'), words('12 MAR 2016'))).toBe(false);
  // An Ñ the English read made two letters comes back; a plain letter changed for another is no better a read.
  expect(sameSpelling(words('NORDAFIA'), words('NORDAÑA'))).toBe(true);
  expect(sameSpelling(words('Lisbertine'), words('Lisoertine'))).toBe(false);
  // A digit read as its look-alike letter in English and as the digit again.
  expect(sameSpelling(words('CL. MAYOR 6 PO1'), words('CL. MAYOR 6 P01'))).toBe(true);
});

it('keeps the page\'s words where a re-read spells them the same, and each word\'s confidence where it puts accents back', async () => {
  // What a one-line read in French gave of two rows of a Canadian page: the same letters far less surely, and
  // an accent the English page read had dropped. A recorded read, as `idocr replay` gives them.
  const word = (text: string, confidence: number, x0: number, y0: number): OcrWord => ({ text, confidence, box: { x0, y0, x1: x0 + 20 * text.length, y1: y0 + 30 } });
  const place = [word('OTTAWA', 93, 100, 100)];
  const authority = [word('GATINEAU', 90, 100, 200), word('QUEBEC', 88, 280, 200)];
  const line = (words: OcrWord[]) => ({ text: words.map((w) => w.text).join(' '), confidence: 90, box: { x0: 100, y0: words[0].box.y0, x1: 500, y1: words[0].box.y1 }, words });
  const rereads = new Map([
    [100, [word('OTTAWA', 25, 100, 100)]],
    [200, [word('GATINEAU', 60, 100, 200), word('QUÉBEC', 40, 280, 200)]],
  ]);
  const reader = {
    width: 1000,
    height: 600,
    read: async (region: { top: number; height: number }) => {
      const words = [...rereads.entries()].find(([y]) => y >= region.top && y <= region.top + region.height)?.[1] ?? [];
      return { lines: [line(words)], rotateRadians: 0 };
    },
    readZone: async () => null,
  };
  const lines = await rereadValues(reader, [line(place), line(authority)], [place, authority], ['fra']);
  expect(lines[0].words).toEqual(place);
  expect(lines[1].words.map((w) => [w.text, w.confidence])).toEqual([['GATINEAU', 90], ['QUÉBEC', 88]]);
});
