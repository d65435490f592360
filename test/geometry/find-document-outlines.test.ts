import sharp from 'sharp';
import { findDocumentOutlines } from '../../src/geometry/find-document-outlines';
import { orderCorners, turnPoint, turnQuad, type Point, type Quad } from '../../src/geometry/quad';
import type { DecodedImage } from '../../src/image/decode-image';

async function decoded(svg: string, blur = 0): Promise<DecodedImage> {
  const rendered = sharp(Buffer.from(svg)).removeAlpha();
  const { data, info } = await (blur ? rendered.blur(blur) : rendered).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

const polygon = (q: Quad, fill: string): string => `<polygon points="${q.map((p) => `${p.x},${p.y}`).join(' ')}" fill="${fill}"/>`;

/** A card photographed at an angle on a wooden-looking table, with a photo and lines of text printed on it. */
function tablePhoto(cards: Quad[]): string {
  const grain = Array.from({ length: 40 }, (_, i) => `<rect x="0" y="${i * 30}" width="1600" height="3" fill="#4a2f1d" opacity="0.5"/>`).join('');
  const printed = cards
    .map((q) => {
      const [tl] = q;
      const text = Array.from({ length: 5 }, (_, i) => `<text x="${tl.x + 260}" y="${tl.y + 90 + i * 50}" font-size="30" font-family="DejaVu Sans">SAMPLE LINE ${i}</text>`).join('');
      return `${polygon(q, '#efe6d2')}<rect x="${tl.x + 40}" y="${tl.y + 60}" width="170" height="220" fill="#8a8f99"/>${text}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#6b4a32"/>${grain}${printed}</svg>`;
}

/** The table photo on a pale wood desk, with `beside` (a dark keyboard, say) drawn under the cards. */
const paleDeskPhoto = (cards: Quad[], beside: string): string =>
  tablePhoto(cards).replace('fill="#6b4a32"', 'fill="#b08a62"').replace(/<polygon/, `${beside}<polygon`);

const keyboard = (x: number, y: number, width: number, height: number): string => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#1e1e22"/>`;

const near = (found: Quad, expected: Quad, tolerance: number): boolean =>
  found.every((p, i) => Math.hypot(p.x - expected[i].x, p.y - expected[i].y) <= tolerance);

describe('finding documents in a photo', () => {
  it('finds a card in perspective on a table, corners within a few pixels, top-left first', async () => {
    const card: Quad = [{ x: 300, y: 250 }, { x: 1250, y: 300 }, { x: 1210, y: 880 }, { x: 330, y: 850 }];
    const outlines = await findDocumentOutlines(await decoded(tablePhoto([card])));
    expect(outlines).toHaveLength(1);
    expect(near(outlines[0], card, 12)).toBe(true);
  });

  it('finds both sides of a card photographed together, the larger first', async () => {
    const front: Quad = [{ x: 200, y: 80 }, { x: 1100, y: 80 }, { x: 1100, y: 650 }, { x: 200, y: 650 }];
    const back: Quad = [{ x: 300, y: 720 }, { x: 1000, y: 720 }, { x: 1000, y: 1160 }, { x: 300, y: 1160 }];
    const outlines = await findDocumentOutlines(await decoded(tablePhoto([back, front])));
    expect(outlines).toHaveLength(2);
    expect(near(outlines[0], front, 12) && near(outlines[1], back, 12)).toBe(true);
  });

  it('finds a card whose soft edges leave no outline closed, by its light against the desk', async () => {
    // Out of focus, its edges soft against a light desk, beside a dark keyboard: no four-cornered outline closes.
    const card: Quad = [{ x: 420, y: 260 }, { x: 1240, y: 330 }, { x: 1200, y: 850 }, { x: 380, y: 780 }];
    const svg = paleDeskPhoto([card], keyboard(60, 900, 500, 260));
    const outlines = await findDocumentOutlines(await decoded(svg, 6));
    expect(outlines).toHaveLength(1);
    expect(near(outlines[0], card, 20)).toBe(true);
  });

  it('finds the card, not the card and the keyboard its edge lies on', async () => {
    // The card's left edge over a dark keyboard: the outline that closes runs round both.
    const card: Quad = [{ x: 420, y: 260 }, { x: 1260, y: 260 }, { x: 1260, y: 790 }, { x: 420, y: 790 }];
    const svg = paleDeskPhoto([card], keyboard(300, 330, 160, 380));
    const outlines = await findDocumentOutlines(await decoded(svg, 2));
    expect(outlines).toHaveLength(1);
    expect(near(outlines[0], card, 20)).toBe(true);
  });

  it('keeps a card whole whose header band is dark, on the same desk beside the keyboard', async () => {
    // A region cut below the band would be further from a card's proportions than the card is.
    const card: Quad = [{ x: 420, y: 260 }, { x: 1260, y: 260 }, { x: 1260, y: 790 }, { x: 420, y: 790 }];
    const band = '<rect x="420" y="260" width="840" height="100" fill="#1f3f7a"/>';
    const svg = paleDeskPhoto([card], keyboard(1200, 900, 300, 200)).replace(/(<polygon[^>]*\/>)/, `$1${band}`);
    const outlines = await findDocumentOutlines(await decoded(svg, 2));
    expect(outlines).toHaveLength(1);
    expect(near(outlines[0], card, 20)).toBe(true);
  });

  it('does not take the portrait photo on a tightly cropped card for the document', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" fill="#dfe8ef"/>
      <rect x="30" y="110" width="250" height="320" fill="#7f8791"/><text x="320" y="200" font-size="36" font-family="DejaVu Sans">SAMPLE</text></svg>`;
    const outlines = await findDocumentOutlines(await decoded(svg));
    const coversCard = (q: Quad): boolean => Math.abs(q[1].x - q[0].x) > 600;
    expect(outlines.filter((q) => !coversCard(q))).toEqual([]);
  });

  it('does not take the big barcode on the back of a licence for the document', async () => {
    // Modules of a PDF417-like symbol, from a fixed sequence: dense black and white, in a 1.6:1 block.
    let seed = 7;
    const bit = (): boolean => ((seed = (seed * 1103515245 + 12345) % 2147483648) & 1024) === 0;
    const modules: string[] = [];
    for (let y = 0; y < 30; y++) for (let x = 0; x < 80; x++) if (bit()) modules.push(`<rect x="${100 + x * 8}" y="${150 + y * 13}" width="8" height="13"/>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="700"><rect width="100%" height="100%" fill="#ffffff"/><g fill="#000">${modules.join('')}</g></svg>`;
    expect(await findDocumentOutlines(await decoded(svg))).toEqual([]);
  });

  it('finds nothing in a photo without a document', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="#7d9b6a"/><circle cx="600" cy="450" r="200" fill="#b07a40"/></svg>`;
    expect(await findDocumentOutlines(await decoded(svg))).toEqual([]);
  });
});

describe('quads', () => {
  it('orders corners top-left, top-right, bottom-right, bottom-left whatever order they come in', () => {
    const corners: Point[] = [{ x: 90, y: 60 }, { x: 10, y: 5 }, { x: 8, y: 58 }, { x: 95, y: 2 }];
    expect(orderCorners(corners)).toEqual([{ x: 10, y: 5 }, { x: 95, y: 2 }, { x: 90, y: 60 }, { x: 8, y: 58 }]);
  });

  it('turns points and quads by quarter turns, and four quarter turns change nothing', () => {
    expect(turnPoint({ x: 10, y: 20 }, 1, 100, 50)).toEqual({ x: 30, y: 10 });
    expect(turnPoint({ x: 10, y: 20 }, 2, 100, 50)).toEqual({ x: 90, y: 30 });
    const q: Quad = [{ x: 10, y: 5 }, { x: 95, y: 2 }, { x: 90, y: 40 }, { x: 8, y: 45 }];
    const once = turnQuad(q, 1, 100, 50);
    expect(once[0]).toEqual({ x: 5, y: 8 }); // the bottom-left corner becomes the top-left
    expect(turnQuad(turnQuad(turnQuad(once, 1, 50, 100), 1, 100, 50), 1, 50, 100)).toEqual(q);
  });
});
