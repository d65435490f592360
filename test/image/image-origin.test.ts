import sharp from 'sharp';
import { asPart, boxOnPart, originOf, pageOrigin, partItself } from '../../src/image/image-origin';
import { turnImage } from '../../src/image/turn-image';
import { stackImages } from '../../src/image/stack-images';
import { levelImage } from '../../src/image/level-image';
import { decodeImage } from '../../src/image/decode-image';
import { MAX_DECODED_PIXELS } from '../../src/image/image-limits';
import type { DecodedImage } from '../../src/image/decode-image';

/** A blank image of the given size (the origins depend on sizes alone). */
const blank = (width: number, height: number): DecodedImage => ({ width, height, pixels: Buffer.alloc(width * height * 3, 255) });

describe('image origins', () => {
  it('a quarter turn clockwise: the turned top-left is the bottom-left of the image sent', async () => {
    const turned = await turnImage(blank(30, 20), 1);
    expect([turned.width, turned.height]).toEqual([20, 30]);
    const at = (x: number, y: number) => {
      const p = originOf(turned)(x, y);
      return [Math.round(p.x) + 0, Math.round(p.y) + 0];
    };
    expect(at(0, 0)).toEqual([0, 20]);
    expect(at(20, 0)).toEqual([0, 0]);
    expect(at(20, 30)).toEqual([30, 0]);
    const half = await turnImage(blank(30, 20), 2);
    const corner = originOf(half)(0, 0);
    expect([corner.x, corner.y]).toEqual([30, 20]);
  });

  it('two images stacked: a point of each half maps to its own part, in its own pixels', async () => {
    const front = asPart(blank(400, 250), 'image').image;
    const back = asPart(blank(800, 500), 'back').image;
    const sheet = await stackImages(front, back, 400);
    expect(originOf(sheet)(100, 50)).toEqual({ part: 'image', x: 100, y: 50 });
    const below = originOf(sheet)(100, sheet.height - 50);
    expect(below.part).toBe('back');
    expect(below.x).toBeCloseTo(200);
    expect(below.y).toBeCloseTo(400);
  });

  it('a photo levelled and cut to its print: a point of the cut maps to where it was on the photo', async () => {
    const photo = blank(1000, 700);
    // Print around the photo's centre: levelled by 10°, then cut to it and a margin.
    const level = await levelImage(photo, 10, [{ x0: 300, y0: 250, x1: 700, y1: 450 }]);
    expect(level.width).toBeLessThan(1000);
    // The photo's centre stays the centre of the turn: find it on the levelled image and map it back.
    const a = (10 * Math.PI) / 180;
    const canvas = { width: 1000 * Math.cos(a) + 700 * Math.sin(a), height: 1000 * Math.sin(a) + 700 * Math.cos(a) };
    const back = originOf(level)(canvas.width / 2 - (canvas.width - level.width) / 2, canvas.height / 2 - (canvas.height - level.height) / 2);
    expect(Math.abs(back.x - 500)).toBeLessThan(30);
    expect(Math.abs(back.y - 350)).toBeLessThan(30);
  });

  it('a page read at another scale and deskewed by tesseract maps back to the image it was made from', () => {
    const image = { ...blank(2000, 1000), origin: partItself('back') };
    const origin = pageOrigin(image, { width: 1000, height: 500 }, 0);
    expect(origin(500, 250)).toEqual({ part: 'back', x: 1000, y: 500 });
    // Turned about the page's centre: the centre stays put, a point right of it moves down the image.
    const turned = pageOrigin(image, { width: 1000, height: 500 }, Math.PI / 2);
    expect(turned(500, 250).x).toBeCloseTo(1000);
    const p = turned(600, 250);
    expect(p.x).toBeCloseTo(1000);
    expect(p.y).toBeCloseTo(300);
  });

  it('a box maps to the axis-aligned rectangle around its corners, in whole pixels, inside the part', () => {
    const turned = (x: number, y: number) => ({ part: 'image' as const, x: y, y: 100 - x });
    expect(boxOnPart({ x0: 10, y0: 20, x1: 30.5, y1: 25 }, turned, { image: { width: 200, height: 200 } })).toEqual({ side: 'image', x: 20, y: 69, width: 5, height: 21 });
    // Off the part's edge: cut to it.
    expect(boxOnPart({ x0: -20, y0: -10, x1: 10, y1: 10 }, partItself('image'), { image: { width: 50, height: 50 } })).toEqual({ side: 'image', x: 0, y: 0, width: 10, height: 10 });
    // On a part not sent, or with nothing left: none.
    expect(boxOnPart({ x0: 0, y0: 0, x1: 5, y1: 5 }, partItself('back'), { image: { width: 50, height: 50 } })).toBeNull();
    expect(boxOnPart({ x0: 60, y0: 60, x1: 70, y1: 70 }, partItself('image'), { image: { width: 50, height: 50 } })).toBeNull();
  });

  it('a photo decoded smaller than sent, turned by its EXIF orientation, maps to its full size as shown', async () => {
    // Stored 3000 wide and 2000 tall with orientation 6: shown 2000 wide and 3000 tall.
    const side = Math.ceil(Math.sqrt(MAX_DECODED_PIXELS * 1.6));
    const [width, height] = [Math.round(side * 1.2), Math.round(side * 0.8)];
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#888888' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const decoded = await decodeImage(bytes, 'image/jpeg');
    expect(decoded.width * decoded.height).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
    expect(decoded.height).toBeGreaterThan(decoded.width);
    const { size } = asPart(decoded, 'image');
    expect(Math.abs(size.width - height)).toBeLessThanOrEqual(2);
    expect(Math.abs(size.height - width)).toBeLessThanOrEqual(2);
  }, 30_000);
});
