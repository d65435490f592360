import sharp from 'sharp';
import { makePassportTruth, renderPassport } from '../../packages/fixture-generator/src';

// Renders without looking at glyphs: CI has no fonts, so only the image's shape and encoding are checked.
describe('renderPassport', () => {
  it('renders a clean page as a 1250 × 880 JPEG with the same truth as the pure generator', async () => {
    const { image, truth } = await renderPassport(31, { country: 'GBR' });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1250, 880]);
    expect(truth).toEqual(makePassportTruth(31, 'GBR', 'clean'));
  });

  it('renders a camera-like photo bigger than the page, with the page inside it', async () => {
    const { image, truth } = await renderPassport(32, { country: 'DEU', camera: true });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThan(1250 + 100);
    expect(meta.height).toBeGreaterThan(880 + 100);
    expect(truth.generator).toEqual({ seed: 32, country: 'DEU', variant: 'camera' });
    expect(truth.fields).toEqual(makePassportTruth(32, 'DEU').fields);
  });

  it('renders PNG on request and picks a country from the seed when none is given', async () => {
    const { image, truth } = await renderPassport(33, { format: 'png' });
    expect((await sharp(image).metadata()).format).toBe('png');
    expect(truth).toEqual(makePassportTruth(33));
  });

  it('is deterministic in its truth and its camera geometry', async () => {
    const a = await renderPassport(34, { country: 'ITA', camera: true });
    const b = await renderPassport(34, { country: 'ITA', camera: true });
    expect(a.truth).toEqual(b.truth);
    const [ma, mb] = await Promise.all([sharp(a.image).metadata(), sharp(b.image).metadata()]);
    expect([ma.width, ma.height]).toEqual([mb.width, mb.height]);
  });
});
