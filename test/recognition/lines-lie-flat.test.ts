import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { linesLieFlat, pageLinesLieFlat } from '../../src/recognition/lines-lie-flat';
import { preparePage } from '../../src/recognition/prepare-page';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';
import { loadFixtures } from '../support/fixtures';

const box = (width: number, height: number, at = 0) => ({ x0: 10, y0: at, x1: 10 + width, y1: at + height });

describe('linesLieFlat', () => {
  it('is true for lines wider than tall, false for lines standing on end or too few to tell', () => {
    expect(linesLieFlat(Array.from({ length: 10 }, (_, i) => box(300, 30, i * 40)))).toBe(true);
    expect(linesLieFlat(Array.from({ length: 10 }, (_, i) => box(30, 300, i * 40)))).toBe(false);
    expect(linesLieFlat(Array.from({ length: 5 }, (_, i) => box(300, 30, i * 40)))).toBe(false);
    // Flat marks on a sideways page (a stamp, a number printed across) do not outvote its standing lines.
    expect(linesLieFlat([...Array.from({ length: 6 }, (_, i) => box(300, 30, i * 40)), ...Array.from({ length: 3 }, (_, i) => box(30, 300, i * 40))])).toBe(false);
  });
});

describe('pageLinesLieFlat, with the real detector', () => {
  const detector = new TextLineDetector();
  const fixture = loadFixtures('passport', 'clean-usa-1')[0];

  it.each([
    [0, true],
    [180, true],
    [90, false],
    [270, false],
  ])('a passport page turned %i° lies flat: %s', async (degrees, flat) => {
    const turned = await sharp(fixture.bytes).rotate(degrees).jpeg({ quality: 92 }).toBuffer();
    const page = await preparePage(await decodeImage(turned, 'image/jpeg'), 1600);
    expect(await pageLinesLieFlat(detector, page)).toBe(flat);
  }, 60_000);
});
