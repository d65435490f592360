import sharp from 'sharp';
import { decodeImage } from '../../src/image/decode-image';
import { DomainError } from '../../src/domain/errors';
import { preparePage, widthWithin } from '../../src/recognition/prepare-page';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();

describe('image limits', () => {
  it('refuses a thin image (over 10:1) from its header, before decoding its pixels', async () => {
    const strip = await png(120, 24000);
    const started = performance.now();
    const error = await decodeImage(strip, 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('UnreadableImage');
    expect((error as Error).message).toBe('The image is 120x24000 pixels; its sides may differ by at most 10:1.');
    // Not a timing bound on the machine: the refusal comes before any page is made (which took 37 s).
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('accepts a card photographed with both sides side by side (3.2:1) and a tall two-sided scan', async () => {
    await expect(decodeImage(await png(3200, 1000), 'image/png')).resolves.toMatchObject({ width: 3200, height: 1000 });
    await expect(decodeImage(await png(1000, 2600), 'image/png')).resolves.toMatchObject({ width: 1000, height: 2600 });
  });

  it('decodes a photo over 16 MP scaled down to 16 MP, its proportions and EXIF orientation kept', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ddd' } }).jpeg().toBuffer();
    const image = await decodeImage(big, 'image/jpeg');
    expect(image.width * image.height).toBeLessThanOrEqual(16_000_000);
    expect(image.width * image.height).toBeGreaterThan(15_000_000);
    expect(image.width / image.height).toBeCloseTo(1.5, 2);
    expect(image.pixels.length).toBe(image.width * image.height * 3);
    // Taken sideways (EXIF orientation 6): upright after decoding, still within the budget.
    const sideways = await sharp(big).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await decodeImage(sideways, 'image/jpeg');
    expect(upright.height).toBeGreaterThan(upright.width);
    expect(upright.width * upright.height).toBeLessThanOrEqual(16_000_000);
    // A 12 MP phone photo keeps its size.
    const phone = await decodeImage(await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#ddd' } }).jpeg().toBuffer(), 'image/jpeg');
    expect({ width: phone.width, height: phone.height }).toEqual({ width: 4032, height: 3024 });
  });

  it('scales a page down to the pixel budget where the working width would exceed it', async () => {
    expect(widthWithin({ width: 1000, height: 700 }, 1600, 8_000_000)).toBe(1600);
    const narrowed = widthWithin({ width: 1000, height: 9000 }, 1600, 8_000_000);
    expect(narrowed).toBe(942);
    const image = await decodeImage(await png(1000, 9000), 'image/png');
    const page = await preparePage(image, 1600, 8_000_000);
    expect(page.width).toBe(942);
    expect(page.width * page.height).toBeLessThanOrEqual(8_000_000);
    expect((await page.grey()).length).toBe(page.width * page.height);
  });
});
