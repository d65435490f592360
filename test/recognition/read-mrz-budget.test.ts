import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { OcrSession } from '../../src/ocr/types';
import { PageRegions } from '../../src/recognition/page-regions';
import { preparePage } from '../../src/recognition/prepare-page';
import { readMrz } from '../../src/recognition/read-mrz';
import { testRuleSet } from '../support/rule-set';

/**
 * A page of text with no MRZ line in its read: the kind's MRZ search zone (half the page, seconds of legacy OCR
 * on a page of print) is read only while the recognition's read budget lasts.
 */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

const rules = testRuleSet({}, { mrz: { formats: ['TD1'], lineSeparator: 'newline', searchZone: { x: 0, y: 0.5, w: 1, h: 0.5 } } });

it('reads the search zone for an MRZ the page read did not see, unless the budget is spent', async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="80" font-family="DejaVu Sans" font-size="30">A PAGE OF A BOOK</text>
    <text x="40" y="220" font-family="DejaVu Sans" font-size="30">WITH NO MRZ AT ALL</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = await preparePage({ width: info.width, height: info.height, pixels: data }, 800);
  await pool.run(async (session) => {
    let reads = 0;
    const counted: OcrSession = { read: (...args) => ((reads += 1), session.read(...args)), cost: (image, mode) => session.cost(image, mode) };
    const regions = new PageRegions(counted, page, 0);
    expect(await readMrz(regions, [], rules, { exhausted: () => true })).toBeNull();
    expect(reads).toBe(0);
    expect(await readMrz(regions, [], rules, { exhausted: () => false })).toBeNull();
    expect(reads).toBeGreaterThan(0);
  });
}, 60_000);
