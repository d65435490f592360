import { pnmSize } from '../../src/image/pnm';
import { zoneImage } from '../../src/image/zone-variants';
import type { GreyImage } from '../../src/domain/grey-image';

const WIDTH = 400;
const HEIGHT = 120;
// A line of ink 12 px tall at x 100-300, y 50-62, on paper brightening from grey (left) to glare white (right).
const TEXT = { x0: 100, y0: 50, x1: 300, y1: 62 };

function page(): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const paper = 150 + Math.round((x / WIDTH) * 105);
      const ink = y >= TEXT.y0 && y < TEXT.y1 && x >= TEXT.x0 && x < TEXT.x1 && x % 6 < 3;
      // Ink under the glare is lighter too: a global threshold that keeps the left's ink loses the right's.
      data[y * WIDTH + x] = ink ? paper - 90 : paper;
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

/** The pixels of the PGM tesseract is handed: one byte each, after the header. */
async function pixelsOf(pgm: Buffer) {
  const size = pnmSize(pgm);
  if (!size) throw new Error('not a binary PGM');
  return { data: pgm.subarray(pgm.length - size.width * size.height), ...size };
}

describe('zoneImage', () => {
  it('enlarges a small line so its text stands about 36 px tall, padded around', async () => {
    const zone = (await zoneImage(page(), TEXT, 'enlarged'))!;
    expect(zone.scale).toBe(3);
    const { height, width } = await pixelsOf(zone.image);
    // 12 px of text and 0.35 of it above and below, three times over.
    expect(height).toBeGreaterThanOrEqual(3 * 12 * 1.6);
    expect(height).toBeLessThan(3 * 12 * 1.9);
    expect(zone.left + width / zone.scale).toBeGreaterThan(TEXT.x1);
    expect(zone.left).toBeLessThan(TEXT.x0);
  });

  it('binarises against each neighbourhood: ink black and paper white from the dim side to the glare', async () => {
    const zone = (await zoneImage(page(), TEXT, 'binarised'))!;
    const { data, width } = await pixelsOf(zone.image);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    const at = (x: number, y: number) => data[Math.round((y - zone.top) * zone.scale) * width + Math.round((x - zone.left) * zone.scale)];
    // Strokes start where x % 6 is 0 and are 3 px wide.
    for (const x of [102, 198, 288]) {
      expect(at(x + 1.5, 56)).toBe(0); // on a stroke
      expect(at(x + 4.5, 56)).toBe(255); // between strokes
      expect(at(x, 46)).toBe(255); // paper above the line
    }
  });

  it('keeps only the darkest print when inked: a lighter overprint across the line turns to paper', async () => {
    const image = page();
    // An overprint stripe (between paper and ink) across the left half of the line, over strokes and paper.
    for (let y = 40; y < 72; y++) for (let x = 100; x < 200; x++) image.data[y * WIDTH + x] = Math.min(image.data[y * WIDTH + x], 120);
    const zone = (await zoneImage(image, TEXT, 'inked'))!;
    const { data, width } = await pixelsOf(zone.image);
    const at = (x: number, y: number) => data[Math.round((y - zone.top) * zone.scale) * width + Math.round((x - zone.left) * zone.scale)];
    expect(at(150, 46)).toBe(255); // overprint over paper above the line
    expect(at(150 + 4.5 - (150 % 6), 56)).toBe(255); // overprint between strokes
    expect(at(102 + 1.5, 56)).toBeLessThan(60); // a stroke under the overprint
  });

  it('gives nothing for a box too small to read', async () => {
    expect(await zoneImage(page(), { x0: 398, y0: 119, x1: 399, y1: 119.5 }, 'enlarged')).toBeNull();
  });
});
