import { flattenBackground } from '../../src/image/flatten-background';

/**
 * A band as a photo gives it: grey paper (150) on the left with black strokes (40) on it, white paper (250) on the
 * right, and a black frame (20) down its left edge. One threshold cannot part ink from paper there; once the
 * paper is evened out, every paper turns white and the strokes stay dark.
 */
function band(): { data: Uint8Array; width: number; height: number } {
  const width = 200;
  const height = 60;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = x < 30 ? 20 : x < 120 ? 150 : 250;
      // 3 px strokes every 12 px, 20 px tall: letters' stems.
      const stroke = x >= 40 && x < 110 && (x - 40) % 12 < 3 && y >= 20 && y < 40;
      data[y * width + x] = stroke ? 40 : paper;
    }
  }
  return { data, width, height };
}

describe('flattenBackground', () => {
  it('turns grey paper, white paper and a black frame white and keeps strokes dark', () => {
    const { data, width, height } = band();
    flattenBackground(data, width, height);
    const at = (x: number, y: number) => data[y * width + x];
    expect(at(10, 30)).toBeGreaterThan(240); // inside the frame
    expect(at(46, 30)).toBeGreaterThan(240); // grey paper between strokes
    expect(at(160, 30)).toBeGreaterThan(240); // white paper
    expect(at(41, 30)).toBeLessThan(100); // a stroke
    expect(at(65, 30)).toBeLessThan(100);
  });

  it('leaves an image too small to have paper around its ink as it is', () => {
    const data = new Uint8Array([10, 200, 10, 200]);
    flattenBackground(data, 2, 2);
    expect([...data]).toEqual([10, 200, 10, 200]);
  });
});
