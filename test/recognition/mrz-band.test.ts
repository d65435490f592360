import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { preparePage } from '../../src/recognition/prepare-page';
import { PageRegions } from '../../src/recognition/page-regions';
import { readMrz } from '../../src/recognition/read-mrz';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import type { OcrLine } from '../../src/ocr/types';

/**
 * The MRZ band is read around the MRZ's own lines: a heading the page read took for MRZ text (a guillemet read
 * as a filler) does not widen it to the whole page. Each region read is counted in pixels, as the read budget
 * counts them.
 */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

const FIRST = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const SECOND = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

it('reads the MRZ in a band of its own lines when a heading far above reads as MRZ-like', async () => {
  const text = (y: number, size: number, value: string, font: string): string =>
    `<text x="40" y="${y}" font-family="${font}" font-size="${size}">${value.replace(/</g, '&lt;')}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000"><rect width="100%" height="100%" fill="#fff"/>
    ${text(860, 40, FIRST, 'DejaVu Sans Mono')}${text(930, 40, SECOND, 'DejaVu Sans Mono')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = preparePage({ width: info.width, height: info.height, pixels: data }, 1400);
  const rules = loadRuleSets([BUNDLED_RULES_DIR]).get('passport')!;
  const line = (value: string, y0: number): OcrLine => ({ text: value, confidence: 80, box: { x0: 40, y0, x1: 1360, y1: y0 + 40 }, words: [] });
  // What a page read gave: a heading with a guillemet at the top, the two MRZ lines at the foot.
  const lines = [line('UTOPIAN REPUBLIC « PASSPORT PASSEPORT', 60), line(FIRST, 826), line(SECOND, 896)];
  await pool.run(async (session) => {
    let pixels = 0;
    const counting = { ...session, read: (...args: Parameters<typeof session.read>) => ((pixels += session.cost(args[0], args[2])), session.read(...args)) };
    const mrz = await readMrz(new PageRegions(counting, page, 0), lines, rules);
    expect(mrz?.valid).toBe(true);
    expect(mrz?.fields.documentNumber).toBe('L898902C3');
    // The band of the two lines and a margin: a tenth of the page's 1.4 MP, not most of it.
    expect(pixels).toBeLessThan(0.3 * 1400 * 1000);
  });
}, 60_000);

it('reads an MRZ whose page read was garbled, on a page of two paper shades, from its rows', async () => {
  // A photographed page: the document's grey paper beside the white sheet it lies on and a black frame, so one
  // threshold over the band turns the grey to ink; the page read saw the second line only, garbled.
  const text = (y: number, value: string): string =>
    `<text x="60" y="${y}" font-family="DejaVu Sans Mono" font-size="34" fill="#1e1e1e">${value.replace(/</g, '&lt;')}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400"><rect width="100%" height="100%" fill="#fff"/>
    <rect width="1000" height="400" fill="#969696"/><rect width="30" height="400" fill="#141414"/>
    ${text(180, FIRST)}${text(250, SECOND)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = preparePage({ width: info.width, height: info.height, pixels: data }, 1400);
  const rules = loadRuleSets([BUNDLED_RULES_DIR]).get('passport')!;
  const garbled: OcrLine = { text: 'L898902C3 6UT0 74081 22F1204159ZE1 84226B<<ee1o ;', confidence: 30, box: { x0: 60, y0: 222, x1: 960, y1: 258 }, words: [] };
  await pool.run(async (session) => {
    const mrz = await readMrz(new PageRegions(session, page, 0), [garbled], rules, { everyLineRead: true });
    expect(mrz?.valid).toBe(true);
    expect(mrz?.fields.documentNumber).toBe('L898902C3');
    expect(mrz?.fields.surname).toBe('ERIKSSON');
  });
}, 60_000);
