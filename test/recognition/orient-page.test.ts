import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { OcrSession } from '../../src/ocr/types';
import { uprightTurns } from '../../src/recognition/orient-page';
import { preparePage } from '../../src/recognition/prepare-page';
import { loadFixtures } from '../support/fixtures';

/** Real reads of a real passport page, counted as they go to tesseract. */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

describe('uprightTurns on a page whose documents were not located', () => {
  it('finds a page turned a quarter the other way with two small reads: the other turns are not read once one reads decisively', async () => {
    const fixture = loadFixtures('passport', 'clean-usa-1')[0];
    const sideways = await sharp(fixture.bytes).rotate(270).jpeg({ quality: 92 }).toBuffer();
    const page = await preparePage(await decodeImage(sideways, 'image/jpeg'), 1600);
    let reads = 0;
    const quarters = await pool.run((session) => {
      const counted: OcrSession = {
        read: (...args) => {
          reads++;
          return session.read(...args);
        },
      };
      return uprightTurns(counted, page, ['eng'], false, 0);
    });
    // As it came, then a quarter turn clockwise, which reads the page: three quarters and the half turn are left.
    expect({ quarters, reads }).toEqual({ quarters: 1, reads: 2 });
  }, 60_000);

  it('reads only the half turn besides the page as it came when its text lines lie flat', async () => {
    const fixture = loadFixtures('passport', 'clean-usa-1')[0];
    const upsideDown = await sharp(fixture.bytes).rotate(180).jpeg({ quality: 92 }).toBuffer();
    const page = await preparePage(await decodeImage(upsideDown, 'image/jpeg'), 1600);
    let reads = 0;
    const quarters = await pool.run((session) => {
      const counted: OcrSession = {
        read: (...args) => {
          reads++;
          return session.read(...args);
        },
      };
      return uprightTurns(counted, page, ['eng'], false, 0, async () => true);
    });
    expect({ quarters, reads }).toEqual({ quarters: 2, reads: 2 });
  }, 60_000);
});
