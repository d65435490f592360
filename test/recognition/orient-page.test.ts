import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { OcrSession } from '../../src/ocr/types';
import type { LineDirection } from '../../src/recognition/line-direction';
import { uprightTurns } from '../../src/recognition/orient-page';
import { preparePage } from '../../src/recognition/prepare-page';
import { loadFixtures } from '../support/fixtures';

/** Real reads of a real passport page, counted as they go to tesseract. */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

/**
 * The clean US passport page turned `degrees`, through uprightTurns (as a located document when `located`), with the detector's
 * verdict given as `direction`: the turn it finds and the real reads it took.
 */
async function turnsOf(degrees: number, direction?: () => Promise<LineDirection>, located = false): Promise<{ quarters: number; reads: number }> {
  const fixture = loadFixtures('passport', 'clean-usa-1')[0];
  const turned = await sharp(fixture.bytes).rotate(degrees).jpeg({ quality: 92 }).toBuffer();
  const page = await preparePage(await decodeImage(turned, 'image/jpeg'), 1600);
  let reads = 0;
  const quarters = await pool.run((session) => {
    const counted: OcrSession = {
      read: (...args) => {
        reads++;
        return session.read(...args);
      },
      cost: (image, mode) => session.cost(image, mode),
    };
    return uprightTurns(counted, page, ['eng'], located, 0, direction);
  });
  return { quarters, reads };
}

describe('uprightTurns on a page whose documents were not located', () => {
  it('finds a page turned a quarter the other way with two small reads: the other turns are not read once one reads decisively', async () => {
    // As it came, then a quarter turn clockwise, which reads the page: three quarters and the half turn are left.
    expect(await turnsOf(270)).toEqual({ quarters: 1, reads: 2 });
  }, 60_000);

  it('reads only the half turn besides the page as it came when its text lines lie flat', async () => {
    expect(await turnsOf(180, async () => 'across')).toEqual({ quarters: 2, reads: 2 });
  }, 60_000);
});

describe('uprightTurns on a located document (laid landscape)', () => {
  it('reads only the half turn: a card laid landscape is upright or upside down', async () => {
    expect(await turnsOf(180, async () => 'across', true)).toEqual({ quarters: 2, reads: 1 });
  }, 60_000);
});
