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
