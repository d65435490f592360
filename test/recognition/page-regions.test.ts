import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { preparePage } from '../../src/recognition/prepare-page';
import { PageRegions } from '../../src/recognition/page-regions';
import type { Box } from '../../src/domain/box';

/**
 * A follow-up read of one region of a skewed page (a photo's page is never quite level) reads the same words
 * as the page read found there, with boxes on the same page pixels: the rules place values by those boxes.
 */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

async function skewedPage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><rect width="100%" height="100%" fill="#fff"/>
    <text x="60" y="120" font-family="DejaVu Sans" font-size="34">SURNAME MUSTERMANN</text>
    <text x="60" y="220" font-family="DejaVu Sans" font-size="34">NUMBER L01X00T47</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).rotate(2.5, { background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return preparePage({ width: info.width, height: info.height, pixels: data }, info.width);
}

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)) / ((a.x1 - a.x0) * (a.y1 - a.y0));

it('reads a line of a skewed page on its own, in page coordinates', async () => {
  const page = await skewedPage();
  await pool.run(async (session) => {
    const read = await session.read(await page.image(), ['eng'], 'lstm', { rotateAuto: true, pageSegMode: '3' });
    expect(Math.abs(read.rotateRadians)).toBeGreaterThan(0.02);
    const line = read.lines.find((l) => l.text.includes('NUMBER'))!;
    const { x0, y0, x1, y1 } = line.box;
    const regions = new PageRegions(session, page, read.rotateRadians);
    const again = await regions.read({ left: x0 - 20, top: y0 - 10, width: x1 - x0 + 40, height: y1 - y0 + 20 }, ['eng'], 'lstm', { pageSegMode: '7' });
    const words = again.lines.flatMap((l) => l.words);
    expect(words.map((w) => w.text)).toEqual(['NUMBER', 'L01X00T47']);
    words.forEach((w, i) => expect(overlap(w.box, line.words[i].box)).toBeGreaterThan(0.7));

    const enlarged = await regions.read({ left: x0 - 20, top: y0 - 10, width: x1 - x0 + 40, height: y1 - y0 + 20 }, ['eng'], 'lstm', { pageSegMode: '7', enlarge: 2 });
    const big = enlarged.lines.flatMap((l) => l.words);
    expect(big.map((w) => w.text)).toEqual(['NUMBER', 'L01X00T47']);
    big.forEach((w, i) => expect(overlap(w.box, line.words[i].box)).toBeGreaterThan(0.7));
  });
}, 60_000);
