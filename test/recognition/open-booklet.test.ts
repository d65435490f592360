import sharp from 'sharp';
import type { Quad } from '../../src/geometry/quad';
import { bookletPages, isOpenBooklet } from '../../src/recognition/open-booklet';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';

const detector = new TextLineDetector();

/** Lines of print at `x`, `y`, one under the other, turned `degrees` about their start. */
function print(x: number, y: number, degrees: number, lines: readonly string[]): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * 34}" font-family="DejaVu Sans" font-size="22" transform="rotate(${degrees} ${x} ${y})">${line}</text>`)
    .join('');
}

const WORDS = ['PASSPORT PASSEPORT', 'Surname Nom', 'MUSTERMANN', 'Given names Prenoms', 'ERIKA', 'Date of birth 12 AUG 1964', 'Place of birth BERLIN', 'Date of issue 01 NOV 2017'];

/** A photo 700 × 1000 with one standing outline 500 × 700 at (100, 150), drawn by `inside`. */
async function photo(inside: string): Promise<{ width: number; height: number; pixels: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="1000"><rect width="100%" height="100%" fill="#6e6a60"/>
    <rect x="100" y="150" width="500" height="700" fill="#f4f1ea"/>${inside}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

const OUTLINE: Quad = [
  { x: 100, y: 150 },
  { x: 600, y: 150 },
  { x: 600, y: 850 },
  { x: 100, y: 850 },
];

describe('isOpenBooklet', () => {
  it('takes a standing outline whose lower half prints across for a booklet open on two pages, its upper page sideways', async () => {
    const image = await photo(print(140, 200, 90, WORDS.slice(0, 6)) + print(130, 540, 0, WORDS));
    expect(await isOpenBooklet(image, OUTLINE, detector)).toBe(true);
  }, 30_000);

  it('takes one whose lines all run up the photo for one page photographed sideways', async () => {
    const image = await photo(print(160, 190, 90, WORDS) + print(430, 190, 90, WORDS.slice(0, 5)));
    expect(await isOpenBooklet(image, OUTLINE, detector)).toBe(false);
  }, 30_000);
});

describe('bookletPages', () => {
  it('parts the outline at its middle into the top page and the bottom page, each lying landscape', () => {
    const [top, bottom] = bookletPages(OUTLINE);
    expect(top).toEqual([OUTLINE[0], OUTLINE[1], { x: 600, y: 500 }, { x: 100, y: 500 }]);
    expect(bottom).toEqual([{ x: 100, y: 500 }, { x: 600, y: 500 }, OUTLINE[2], OUTLINE[3]]);
  });
});
