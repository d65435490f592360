import fs from 'node:fs';
import path from 'node:path';
import { findSideBySide } from '../../src/geometry/find-side-by-side';
import { decodeImage, type DecodedImage } from '../../src/image/decode-image';
import { locateDocuments } from '../../src/recognition/locate-documents';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';

/** A white sheet with pale, textured cards drawn on it (a card's own background is near the sheet's colour). */
function sheet(width: number, height: number, cards: Array<{ x0: number; y0: number; x1: number; y1: number }>): DecodedImage {
  const pixels = Buffer.alloc(width * height * 3, 250);
  for (const c of cards) {
    for (let y = c.y0; y < c.y1; y++) {
      for (let x = c.x0; x < c.x1; x++) {
        // Pale green with a line of print every 12 rows.
        const ink = y % 12 === 0 ? 40 : 0;
        pixels.set([220 - ink, 235 - ink, 215 - ink], (y * width + x) * 3);
      }
    }
  }
  return { width, height, pixels };
}

describe('findSideBySide', () => {
  it('parts two cards laid side by side on a plain sheet, left then right, each trimmed to itself', () => {
    const quads = findSideBySide(sheet(840, 270, [{ x0: 20, y0: 15, x1: 410, y1: 260 }, { x0: 430, y0: 12, x1: 822, y1: 258 }]));
    expect(quads.map((q) => [q[0], q[2]])).toEqual([
      [{ x: 20, y: 15 }, { x: 410, y: 260 }],
      [{ x: 430, y: 12 }, { x: 822, y: 258 }],
    ]);
  });

  it('finds nothing in a picture of one card, or a wide one with no plain column between its halves', () => {
    expect(findSideBySide(sheet(440, 280, [{ x0: 10, y0: 10, x1: 430, y1: 270 }]))).toEqual([]);
    expect(findSideBySide(sheet(840, 270, [{ x0: 20, y0: 15, x1: 822, y1: 260 }]))).toEqual([]);
  });

  it('parts the two sides of a German card drawn side by side at web size', async () => {
    const file = path.join(__dirname, '../../fixtures/de_id_card/web-06.jpg');
    const image = await decodeImage(fs.readFileSync(file), 'image/jpeg');
    const quads = findSideBySide(image);
    expect(quads).toHaveLength(2);
    // Each side is a card: about ID-1's proportions (1.59), the left one wholly left of the right one.
    for (const q of quads) expect((q[1].x - q[0].x) / (q[3].y - q[0].y)).toBeGreaterThan(1.3);
    expect(quads[0][1].x).toBeLessThanOrEqual(quads[1][0].x);
  });
});

describe('locateDocuments, two sides side by side', () => {
  it('lays the two sides one under the other and reads them at the scale of the picture, not four times it', async () => {
    const rules = loadRuleSets([BUNDLED_RULES_DIR]).get('de_id_card')!;
    const file = path.join(__dirname, '../../fixtures/de_id_card/web-06.jpg');
    const located = await locateDocuments(await decodeImage(fs.readFileSync(file), 'image/jpeg'), rules);
    expect(located.documents).toBe(2);
    expect(located.image.height).toBeGreaterThan(located.image.width);
    expect(located.pageWidth).toBe(1000);
  });
});
