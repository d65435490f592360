import { findGlyphs } from '../../src/ocr/eastern-digits/find-glyphs';
import type { GreyImage } from '../../src/domain/grey-image';

/** A white image with dark rectangles. */
function image(width: number, height: number, dark: Array<{ x0: number; y0: number; x1: number; y1: number }>): GreyImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const r of dark) for (let y = r.y0; y < r.y1; y++) data.fill(0, y * width + r.x0, y * width + r.x1);
  return { data, width, height };
}

describe('findGlyphs', () => {
  it('joins a mark stacked over another (a dot over its base) into one glyph', () => {
    const page = image(40, 40, [{ x0: 10, y0: 5, x1: 14, y1: 9 }, { x0: 9, y0: 12, x1: 15, y1: 30 }]);
    const glyphs = findGlyphs(page, { x0: 0, y0: 0, x1: 40, y1: 40 }, 2, 128);
    expect(glyphs.map((g) => g.box)).toEqual([{ x0: 9, y0: 5, x1: 15, y1: 30 }]);
  });

  it('joins marks of hundreds of thousands of pixels (a photo\'s dark sky read as a digit run) without failing', () => {
    const page = image(800, 900, [{ x0: 0, y0: 0, x1: 800, y1: 440 }, { x0: 0, y0: 460, x1: 800, y1: 900 }]);
    const glyphs = findGlyphs(page, { x0: 0, y0: 0, x1: 800, y1: 900 }, 2, 128);
    expect(glyphs).toHaveLength(1);
    expect(glyphs[0].mask.reduce((sum, v) => sum + v, 0)).toBe(800 * 880);
  });
});
