import sharp from 'sharp';
import { makeDocumentTruth, renderDocument } from '../../packages/fixture-generator/src/card/render-document';
import { encodeHeic } from '../../packages/fixture-generator/src/hard/encode-heic';
import { HARD_EFFECTS, hardEffectForIndex } from '../../packages/fixture-generator/src/hard/hard-effects';
import { tiltQuad } from '../../packages/fixture-generator/src/hard/tilt-quad';
import { warpToQuad } from '../../packages/fixture-generator/src/hard/warp-to-quad';

// A one-sided card keeps these renders small; nothing here looks at glyphs, so no fonts are needed.
const KIND = 'gb_drivers_license';

describe('hard effects', () => {
  it('are chosen by index, one of each in nine images', () => {
    expect(Array.from({ length: 9 }, (_, i) => hardEffectForIndex(i))).toEqual([...HARD_EFFECTS]);
    expect(hardEffectForIndex(9)).toBe(HARD_EFFECTS[0]);
    expect(new Set(HARD_EFFECTS).size).toBe(9);
  });

  it('make the same bytes and truth from the same seed', async () => {
    const a = await renderDocument(KIND, 7, { hard: 'glare' });
    const b = await renderDocument(KIND, 7, { hard: 'glare' });
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(a.truth).toEqual(makeDocumentTruth(KIND, 7, { hard: 'glare' }));
    expect(a.truth.generator).toMatchObject({ seed: 7, variant: 'hard', effect: 'glare' });
    expect(a.extension).toBe('jpg');
  });

  it('turn the pixels themselves, with no EXIF orientation left to undo it', async () => {
    const [quarter, half] = await Promise.all([renderDocument(KIND, 8, { hard: 'rotated-90' }), renderDocument(KIND, 8, { hard: 'rotated-180' })]);
    const [q, h] = await Promise.all([sharp(quarter.image).metadata(), sharp(half.image).metadata()]);
    expect([q.width, q.height]).toEqual([h.height, h.width]);
    expect(q.orientation).toBeUndefined();
    // The same photo underneath (same seed, same draws): a further quarter turn of one is nearly the other.
    const size = { width: 200, height: 150, fit: 'fill' as const };
    const again = await sharp(quarter.image).rotate(90).resize(size).greyscale().raw().toBuffer();
    const other = await sharp(half.image).resize(size).greyscale().raw().toBuffer();
    let difference = 0;
    for (let i = 0; i < again.length; i++) difference += Math.abs(again[i] - other[i]);
    expect(difference / again.length).toBeLessThan(4);
  });

  it('says how to get heif-enc when it is missing', async () => {
    await expect(encodeHeic(Buffer.from(''), { quality: 50, command: 'heif-enc-that-is-not-installed' })).rejects.toThrow(
      /heif-enc-that-is-not-installed not found.*libheif-examples/,
    );
  });
});

describe('warpToQuad', () => {
  const page = { data: Buffer.alloc(40 * 20 * 4, 255), width: 40, height: 20, channels: 4 as const };

  it('leaves a page on its own corners as it was', () => {
    const { image, left, top } = warpToQuad(page, [{ x: 0, y: 0 }, { x: 40, y: 0 }, { x: 40, y: 20 }, { x: 0, y: 20 }]);
    expect([left, top, image.width, image.height]).toEqual([0, 0, 41, 21]);
    expect(image.data[(10 * image.width + 20) * 4 + 3]).toBe(255);
    // The column just past the right edge keeps only the half-pixel bleed of bilinear sampling.
    expect(image.data[(10 * image.width + 40) * 4 + 3]).toBeLessThan(128);
  });

  it('shortens the far side by the squeeze', () => {
    const [tl, tr, br, bl] = tiltQuad(100, 50, { angle: 0, farSide: 'top', squeeze: 0.7 });
    expect(tr.x - tl.x).toBeCloseTo(70);
    expect(br.x - bl.x).toBeCloseTo(100);
    expect(bl.y - tl.y).toBeCloseTo(50 * 0.85);
  });
});
