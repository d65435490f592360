import sharp from 'sharp';
import { levelImage } from '../../src/image/level-image';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';

/** A photo taken askew: rows of print on a card in a wide white margin, turned 8° clockwise. */
const detector = new TextLineDetector();

async function askew(): Promise<{ width: number; height: number; pixels: Buffer }> {
  const rows = Array.from({ length: 8 }, (_, i) => `<text x="140" y="${170 + i * 44}" font-family="DejaVu Sans" font-size="28">LINE ${i + 1} OF PRINTED TEXT 0123</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#ffffff"/><rect x="100" y="110" width="760" height="420" fill="#eef2f0"/>${rows.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).rotate(8, { background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

describe('levelImage', () => {
  it('turns a photo level by the slant of its lines and cuts it to them and a margin', async () => {
    const photo = await askew();
    const { lines, slant } = await detector.detectLines(photo);
    expect(slant).toBeCloseTo(8, 0);
    const level = await levelImage(photo, -slant!, lines);
    const after = await detector.detectLines(level);
    expect(Math.abs(after.slant!)).toBeLessThan(1);
    expect(after.lines.length).toBe(lines.length);
    // The white around the print is mostly gone: the print's 8 rows fill most of the page.
    expect(level.width).toBeLessThan(photo.width * 0.75);
    expect(level.height).toBeLessThan(photo.height * 0.6);
  }, 30_000);

  it('turns without cutting when no line was found', async () => {
    const photo = await askew();
    const level = await levelImage(photo, -8, []);
    expect(level.width).toBeGreaterThan(photo.width);
  }, 30_000);
});
