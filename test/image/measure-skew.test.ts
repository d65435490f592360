import sharp from 'sharp';
import { measureSkew } from '../../src/image/measure-skew';
import type { GreyImage } from '../../src/domain/grey-image';

/** A page of eight lines of text, with a grey portrait block as on a card, turned `degrees` clockwise. */
async function page(degrees: number, dim = 1): Promise<GreyImage> {
  const lines = Array.from({ length: 8 }, (_, i) => `<text x="420" y="${90 + i * 60}" font-family="DejaVu Sans" font-size="32">LINE ${i} OF PRINTED TEXT 1984</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="600"><rect width="100%" height="100%" fill="#f2f2f2"/><rect x="40" y="60" width="300" height="420" fill="#777"/>${lines}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#f2f2f2' })
    .greyscale()
    .linear(dim, 0)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const degreesOf = (radians: number): number => (radians * 180) / Math.PI;

describe('measureSkew', () => {
  it.each([1.5, -2.2, 0.6])('finds the turn that levels a page turned %d°', async (degrees) => {
    // Turned back (counter-clockwise) by as much as it was turned.
    expect(Math.abs(degreesOf(measureSkew(await page(degrees))) + degrees)).toBeLessThanOrEqual(0.15);
  });

  it('measures a level page as level', async () => {
    expect(Math.abs(degreesOf(measureSkew(await page(0))))).toBeLessThanOrEqual(0.05);
  });

  it('measures a dim photo as well as a bright scan', async () => {
    expect(Math.abs(degreesOf(measureSkew(await page(1.5, 0.3))) + 1.5)).toBeLessThanOrEqual(0.15);
  });

  it('gives 0 for a blank page', () => {
    expect(measureSkew({ data: new Uint8Array(400 * 300).fill(240), width: 400, height: 300 })).toBe(0);
  });
});
