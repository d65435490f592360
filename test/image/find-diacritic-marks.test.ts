import sharp from 'sharp';
import { findDiacriticMarks, marksWritten } from '../../src/image/find-diacritic-marks';

/** A word drawn black on white, one byte a pixel. */
async function word(text: string, size = 40): Promise<{ pixels: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(text.length * size * 0.8 + 30)}" height="${Math.round(size * 1.7)}"><rect width="100%" height="100%" fill="#fff"/>
    <text x="12" y="${Math.round(size * 1.3)}" font-family="DejaVu Sans" font-size="${size}">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('findDiacriticMarks', () => {
  it('finds the two dots of an umlaut over a capital, and nothing over the same word without it', async () => {
    const accented = await word('KÖLN');
    expect(findDiacriticMarks(accented.pixels, accented.width, accented.height)).toHaveLength(2);
    const plain = await word('KOLN');
    expect(findDiacriticMarks(plain.pixels, plain.width, plain.height)).toEqual([]);
  });

  it('finds accents and cedillas over and under letters, and the dots of i and j', async () => {
    for (const [text, marks] of [['ÉLODIE', 1], ['BUCUREȘTI', 1], ['SAÏD', 2], ['jib', 2]] as const) {
      const image = await word(text);
      expect({ text, marks: findDiacriticMarks(image.pixels, image.width, image.height).length }).toEqual({ text, marks });
    }
  });
});

describe('marksWritten', () => {
  it('counts the marks a text accounts for: a dot for i and j, two for a diaeresis, one for other accents', () => {
    expect(marksWritten('KOLN')).toBe(0);
    expect(marksWritten('KÖLN')).toBe(2);
    expect(marksWritten('Élodie')).toBe(2);
    expect(marksWritten('jib')).toBe(2);
  });
});
