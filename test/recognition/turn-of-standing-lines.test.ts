import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { colourPage } from '../../src/recognition/colour-page';
import { preparePage } from '../../src/recognition/prepare-page';
import { turnOfStandingLines } from '../../src/recognition/turn-of-standing-lines';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';
import { loadFixtures } from '../support/fixtures';

const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
const detector = new TextLineDetector();
afterAll(() => pool.close());

/** The clean US passport page turned `degrees` clockwise, its lines found by the real detector, and the turn read. */
async function turnOf(degrees: number): Promise<number> {
  const fixture = loadFixtures('passport', 'clean-usa-1')[0];
  const turned = await sharp(fixture.bytes).rotate(degrees).jpeg({ quality: 92 }).toBuffer();
  const page = preparePage(await decodeImage(turned, 'image/jpeg'), 1600);
  const colour = await colourPage(page, 0);
  const lines = await detector.detect(colour);
  return pool.run((session) => turnOfStandingLines(session, colour, lines, ['eng']));
}

describe('turnOfStandingLines, with the real detector and tesseract', () => {
  it.each([
    [90, 3],
    [270, 1],
  ])('sets upright a page turned %i° by %i quarter turns clockwise', async (degrees, quarters) => {
    expect(await turnOf(degrees)).toBe(quarters);
  }, 60_000);

  it('turns nothing where no line stands on end', async () => {
    expect(await turnOf(0)).toBe(0);
  }, 60_000);
});
