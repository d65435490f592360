import sharp from 'sharp';
import { liftDimDocument } from '../../src/image/lift-dim-document';

const WIDTH = 600;
const HEIGHT = 380;

/** A card as a dim room photographs it: paper at `paper`, a black bar of ink, grain of `noise` either way. */
function card(paper: number, noise: number): Buffer {
  let seed = 7;
  // xorshift32: the same grain on every run.
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) / 2 ** 32) * 2 - 1;
  };
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const ink = y >= 150 && y < 190 && x >= 100 && x < 500;
      const grey = Math.max(0, Math.min(255, Math.round((ink ? paper * 0.15 : paper) + noise * random())));
      pixels.fill(grey, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
  }
  return pixels;
}

const RAW = { raw: { width: WIDTH, height: HEIGHT, channels: 3 as const } };

async function greyAt(pixels: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads the input, not the extracted region: the region is cut out first.
  const cut = await sharp(pixels, RAW).extract(region).greyscale().png().toBuffer();
  const { channels } = await sharp(cut).stats();
  return { mean: channels[0].mean, spread: channels[0].stdev };
}

const PAPER = { left: 50, top: 250, width: 500, height: 100 };
const INK = { left: 120, top: 160, width: 360, height: 20 };

describe('liftDimDocument', () => {
  it('makes the paper of a dim, grainy card white and smooth, and its ink black', async () => {
    const before = card(65, 30);
    expect((await greyAt(before, PAPER)).spread).toBeGreaterThan(15);
    const lifted = await liftDimDocument(before, WIDTH, HEIGHT);
    const paper = await greyAt(lifted, PAPER);
    const ink = await greyAt(lifted, INK);
    expect(paper.mean).toBeGreaterThan(235);
    expect(paper.spread).toBeLessThan(15);
    expect(ink.mean).toBeLessThan(40);
  });

  it('leaves a card photographed in good light as it is', async () => {
    const pixels = card(215, 6);
    const lifted = await liftDimDocument(pixels, WIDTH, HEIGHT);
    expect(lifted.equals(pixels)).toBe(true);
  });
});
