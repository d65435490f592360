import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { colourPage } from '../../src/recognition/colour-page';
import { lineDirection } from '../../src/recognition/line-direction';
import { preparePage } from '../../src/recognition/prepare-page';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';
import { loadFixtures } from '../support/fixtures';

const box = (width: number, height: number, at = 0) => ({ x0: 10, y0: at, x1: 10 + width, y1: at + height });

describe('lineDirection', () => {
  it('says across for lines wider than tall, upDown for lines standing on end, unclear for too few or a mix', () => {
    expect(lineDirection(Array.from({ length: 10 }, (_, i) => box(300, 30, i * 40)))).toBe('across');
    expect(lineDirection(Array.from({ length: 10 }, (_, i) => box(30, 300, i * 40)))).toBe('upDown');
    expect(lineDirection(Array.from({ length: 5 }, (_, i) => box(300, 30, i * 40)))).toBe('unclear');
    expect(lineDirection(Array.from({ length: 5 }, (_, i) => box(30, 300, i * 40)))).toBe('unclear');
    // A sideways page shows a few flat marks too, and an upright one a few tall ones: the majority must be clear.
    expect(lineDirection([...Array.from({ length: 6 }, (_, i) => box(300, 30, i * 40)), ...Array.from({ length: 3 }, (_, i) => box(30, 300, i * 40))])).toBe('unclear');
    expect(lineDirection([...Array.from({ length: 8 }, (_, i) => box(30, 300, i * 40)), box(300, 30)])).toBe('upDown');
  });
});

describe('lineDirection of the lines the real detector finds', () => {
  const detector = new TextLineDetector();
  const fixture = loadFixtures('passport', 'clean-usa-1')[0];

  it.each([
    [0, 'across'],
    [180, 'across'],
    [90, 'upDown'],
    [270, 'upDown'],
  ])('the lines of a passport page turned %i° run %s', async (degrees, direction) => {
    const turned = await sharp(fixture.bytes).rotate(degrees).jpeg({ quality: 92 }).toBuffer();
    const page = await preparePage(await decodeImage(turned, 'image/jpeg'), 1600);
    expect(lineDirection(await detector.detect(await colourPage(page, 0)))).toBe(direction);
  }, 60_000);
});
