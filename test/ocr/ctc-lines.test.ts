import { ctcLine, type CtcCharacter } from '../../src/ocr/ctc-lines';

/**
 * A raster of black blocks on white, one a letter: [x0, x1] columns, rows top..bottom. Characters sit on their
 * blocks as a CTC recogniser's steps do.
 */
function line(letters: ReadonlyArray<{ text: string; x0: number; x1: number; top?: number }>, height = 48): { characters: CtcCharacter[]; raster: { pixels: Uint8Array; width: number; height: number } } {
  const width = Math.max(...letters.map((l) => l.x1)) + 10;
  const pixels = new Uint8Array(width * height).fill(240);
  for (const l of letters) {
    if (l.text === ' ') continue;
    for (let y = l.top ?? 10; y < 38; y++) for (let x = l.x0; x < l.x1; x++) pixels[y * width + x] = 20;
  }
  const characters = letters.map((l) => ({ text: l.text, probability: 0.95, x0: l.x0 + 2, x1: l.x1 - 2 }));
  return { characters, raster: { pixels, width, height } };
}

/** Letters `width` wide, `gap` apart, with `space` columns where the text has a space. */
function spaced(text: string, width: number, gap: number, space: number): Array<{ text: string; x0: number; x1: number }> {
  let x = 5;
  const out: Array<{ text: string; x0: number; x1: number }> = [];
  for (const c of text) {
    if (c === ' ') {
      x += space;
      continue;
    }
    out.push({ text: c, x0: x, x1: x + width });
    x += width + gap;
  }
  return out;
}

describe('ctcLine', () => {
  it('parts words at gaps wide beside the type and the line\'s gaps between letters, with boxes on their ink', () => {
    const { characters, raster } = line(spaced('REPUBLIC OF', 18, 3, 14));
    const read = ctcLine(characters, raster, 8)!;
    expect(read.words.map((w) => w.text)).toEqual(['REPUBLIC', 'OF']);
    expect(read.words[0].box).toEqual({ x0: 5, y0: 10, x1: 5 + 8 * 21 - 3, y1: 38 });
    expect(read.confidence).toBeCloseTo(95);
  });

  it('keeps a number and a date whole whatever gaps its marks leave', () => {
    const { characters, raster } = line(spaced('27.07.2035', 14, 9, 0));
    expect(ctcLine(characters, raster, 8)!.words.map((w) => w.text)).toEqual(['27.07.2035']);
  });

  it('parts a small caption from the value beside it in larger type', () => {
    const caption = [{ text: 'L', x0: 5, x1: 15, top: 26 }, { text: 'N', x0: 17, x1: 27, top: 26 }];
    const value = spaced('SAMPLE', 18, 3, 0).map((l) => ({ ...l, x0: l.x0 + 29, x1: l.x1 + 29 }));
    const { characters, raster } = line([...caption, ...value]);
    expect(ctcLine(characters, raster, 8)!.words.map((w) => w.text)).toEqual(['LN', 'SAMPLE']);
  });

  it('counts a line with ink it wrote nothing for as read unsure', () => {
    const letters = spaced('AB', 18, 3, 0);
    const { raster } = line([...letters, { text: 'x', x0: 60, x1: 120 }]);
    const read = ctcLine(line(letters).characters, raster, 8)!;
    expect(read.words.map((w) => w.text)).toEqual(['AB']);
    expect(read.confidence).toBeLessThanOrEqual(40);
  });
});
