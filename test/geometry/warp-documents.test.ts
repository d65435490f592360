import sharp from 'sharp';
import { ID1, warpDocuments } from '../../src/geometry/warp-documents';
import type { Quad } from '../../src/geometry/quad';

/**
 * An outline found a little off (here turned 2° against the card's print) must not leave the text askew on
 * the straightened sheet: the page read would then deskew the whole sheet itself, at twice the cost.
 */
const CARD = { x: 200, y: 150, width: 856, height: 540 };

async function photo() {
  const rows = Array.from({ length: 6 }, (_, i) => `<rect x="${CARD.x + 300}" y="${CARD.y + 80 + i * 70}" width="480" height="28" fill="#111"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1256" height="840"><rect width="100%" height="100%" fill="#5b4331"/>
    <rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="${CARD.height}" fill="#eeeeee"/>${rows}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/** The card's corners turned `degrees` about its centre: an outline that missed the card's angle. */
function outlineOff(degrees: number): Quad {
  const [cx, cy] = [CARD.x + CARD.width / 2, CARD.y + CARD.height / 2];
  const a = (degrees * Math.PI) / 180;
  const corners = [
    [CARD.x, CARD.y],
    [CARD.x + CARD.width, CARD.y],
    [CARD.x + CARD.width, CARD.y + CARD.height],
    [CARD.x, CARD.y + CARD.height],
  ];
  return corners.map(([x, y]) => ({ x: cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a), y: cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a) })) as Quad;
}

/** Top edge of the first dark row at column x of the sheet. */
function topOfInk(sheet: { width: number; height: number; pixels: Buffer }, x: number): number {
  for (let y = 0; y < sheet.height; y++) if (sheet.pixels[(y * sheet.width + x) * 3] < 80) return y;
  return -1;
}

it('levels the text of a card whose outline was found 2° off', async () => {
  const sheet = await warpDocuments(await photo(), [outlineOff(2)], ID1, 1600);
  // The bars run across the middle of the card: sampled near their two ends.
  const [left, right] = [Math.round(sheet.width * 0.45), Math.round(sheet.width * 0.85)];
  const [yLeft, yRight] = [topOfInk(sheet, left), topOfInk(sheet, right)];
  expect(yLeft).toBeGreaterThan(0);
  // Unlevelled, 2° over 640 px is 22 px.
  expect(Math.abs(yLeft - yRight)).toBeLessThanOrEqual(3);
});

it("maps a point of the sheet back to the photo: each document's corners to the outline's (the levelling turn undone too)", async () => {
  const quads = [outlineOff(2), outlineOff(-3).map((p) => ({ x: p.x * 0.5 + 40, y: p.y * 0.5 + 20 })) as Quad];
  const sheet = await warpDocuments(await photo(), quads, ID1, 1600);
  const { origin } = sheet;
  expect(origin).toBeDefined();
  // Each document's place on the sheet: margins of 5 mm, a gap of 8 mm, at the sheet's scale.
  const pxPerMm = 1600 / (ID1.width + 10);
  const [docW, docH, margin, gap] = [ID1.width, ID1.height, 5, 8].map((mm) => Math.round(mm * pxPerMm));
  for (const [i, quad] of quads.entries()) {
    const top = margin + i * (docH + gap);
    const corners = [origin!(margin, top), origin!(margin + docW, top), origin!(margin + docW, top + docH), origin!(margin, top + docH)];
    // The levelling turn moves the print by its small angle; the outline's corners stay within a few pixels of it.
    corners.forEach((p, c) => {
      expect(p.part).toBe('image');
      expect(Math.hypot(p.x - quad[c].x, p.y - quad[c].y)).toBeLessThan(0.06 * docW);
    });
  }
  // Where the first card's sheet shows ink (its first bar, 320 px into the card), the photo shows ink too.
  const column = margin + Math.round(docW * (320 / CARD.width));
  let y = margin;
  while (y < margin + docH && sheet.pixels[(y * sheet.width + column) * 3] > 80) y++;
  expect(y).toBeLessThan(margin + docH);
  const inked = origin!(column, y + 4);
  const pixels = (await photo()).pixels;
  expect(pixels[(Math.round(inked.y) * 1256 + Math.round(inked.x)) * 3]).toBeLessThan(80);
});
