import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { TextLineDetector } from '../../src/text-detection/text-line-detector';
import { loadFixtures } from '../support/fixtures';

/** The real PP-OCRv4 detector on a committed fixture: the boxes of its text lines. */
const detector = new TextLineDetector();
const fixture = loadFixtures('passport', 'clean-can-1')[0];

async function page(): Promise<{ width: number; height: number; pixels: Buffer }> {
  const { data, info } = await sharp(fixture.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/** The page turned `degrees` clockwise on white, as the detector sees it. */
async function turned(degrees: number): Promise<{ width: number; height: number; pixels: Buffer }> {
  const { data, info } = await sharp(fixture.bytes).removeAlpha().rotate(degrees, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

describe('TextLineDetector', () => {
  it.each([0, 6, -6])('tells the slant of the lines of a page turned %i°', async (degrees) => {
    const { slant } = await detector.detectLines(await turned(degrees));
    expect(slant).not.toBeNull();
    expect(Math.abs(slant! - degrees)).toBeLessThan(1);
  });

  it('finds the text lines of a passport page, each a flat box inside the picture', async () => {
    const image = await page();
    const boxes = await detector.detect(image);
    expect(boxes.length).toBeGreaterThan(15);
    for (const box of boxes) {
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.y0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(image.width);
      expect(box.y1).toBeLessThanOrEqual(image.height);
      expect(box.x1 - box.x0).toBeGreaterThan(box.y1 - box.y0);
    }
    // The same page twice gives the same lines: one session, single-threaded inference.
    expect(await detector.detect(image)).toEqual(boxes);
  });

  it('leaves the event loop free while the network runs: the loop never waits half a detection', async () => {
    const image = await page();
    await detector.warm();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await detector.detect(image);
    const took = performance.now() - started;
    delay.disable();
    const longestDelay = delay.max / 1e6;
    // Inference is most of a detection (the resize, the normalisation and the box tracing around it are a few
    // tens of milliseconds), and onnxruntime-node runs it on a thread of its own: were it run on the event loop,
    // the loop would wait for nearly all of it, and the service could neither answer a probe nor read a body.
    expect({ longestDelay: Math.round(longestDelay), halfTheDetection: Math.round(took / 2), fitsIn: longestDelay < took / 2 }).toMatchObject({ fitsIn: true });
  });
});
