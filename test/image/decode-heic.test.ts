/**
 * HEIC decoding in its worker thread. noise-320x240.heic was made with libheif's encoder
 * (`heif-enc -q 40` of 320 × 240 px of grey noise): noise compresses badly, so each decode moves enough bytes
 * through libheif that handles left undisposed show in the process's memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../../src/image/decode-image';
import { heicDecoderHeapBytes, heicQueueState, limitHeicQueue } from '../../src/image/decode-heic';
import { DomainError } from '../../src/domain/errors';
import { loadFixtures } from '../support/fixtures';

const NOISE = fs.readFileSync(path.join(__dirname, 'assets', 'noise-320x240.heic'));
const [photo] = loadFixtures('passport', 'heic-');

describe('HEIC decoding', () => {
  it('decodes a phone HEIC off the event loop: timers keep firing while it decodes', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    let elapsed = 0;
    try {
      const image = await decodeImage(photo.bytes, 'image/heic');
      expect(image.width * image.height).toBeGreaterThan(1_000_000);
      expect(image.pixels.length).toBe(image.width * image.height * 3);
      elapsed = performance.now() - started;
    } finally {
      clearInterval(ticker);
    }
    // Decoded on the main thread, the photo blocks it for its whole decode: a tick or two in all. Off it, the
    // 10 ms timer fires through most of the decode.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });

  it('decodes 300 HEICs in one process with flat memory: every decoder handle is disposed', async () => {
    for (let i = 0; i < 30; i++) await decodeImage(NOISE, 'image/heic');
    const warm = heicDecoderHeapBytes();
    expect(warm).toBeGreaterThan(0);
    for (let i = 0; i < 300; i++) {
      const image = await decodeImage(NOISE, 'image/heic');
      expect(image.width).toBe(320);
    }
    // libheif's heap only grows: with a handle left undisposed per decode it goes from 16 to 23 MiB here.
    expect(heicDecoderHeapBytes()).toBe(warm);
  }, 60_000);

  it('answers UnreadableImage for a truncated or corrupt HEIC, and goes on decoding the next one', async () => {
    for (const broken of [NOISE.subarray(0, 600), Buffer.concat([NOISE.subarray(0, 400), Buffer.alloc(4000, 0xa5)])]) {
      const error = await decodeImage(broken, 'image/heic').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('UnreadableImage');
    }
    await expect(decodeImage(NOISE, 'image/heic')).resolves.toMatchObject({ width: 320, height: 240 });
  });
});

describe('the HEIC decode queue', () => {
  const kindOf = (promise: Promise<unknown>): Promise<string> => promise.then(() => 'decoded', (error: unknown) => (error instanceof DomainError ? error.kind : String(error)));
  afterEach(() => limitHeicQueue({ maxQueue: 8, waitMs: 10_000 }));

  it('refuses a decode past HEIC_MAX_QUEUE waiting (QueueFull: 503), decodes the others, and ends drained', async () => {
    limitHeicQueue({ maxQueue: 1, waitMs: 30_000 });
    const outcomes = Promise.all([kindOf(decodeImage(photo.bytes, 'image/heic')), kindOf(decodeImage(NOISE, 'image/heic')), kindOf(decodeImage(NOISE, 'image/heic'))]);
    expect(await outcomes).toEqual(['decoded', 'decoded', 'QueueFull']);
    expect(heicQueueState()).toEqual({ waiting: 0, busy: false });
  }, 60_000);

  it('refuses a decode that waited HEIC_QUEUE_WAIT_MS for the decoder', async () => {
    limitHeicQueue({ maxQueue: 8, waitMs: 1 });
    const running = kindOf(decodeImage(photo.bytes, 'image/heic'));
    const waited = kindOf(decodeImage(NOISE, 'image/heic'));
    expect(await waited).toBe('QueueFull');
    expect(await running).toBe('decoded');
    expect(heicQueueState()).toEqual({ waiting: 0, busy: false });
  }, 60_000);

  it('drops a decode whose request was aborted while it waited, undecoded, and lets the one running finish', async () => {
    const running = kindOf(decodeImage(photo.bytes, 'image/heic'));
    const hangUp = new AbortController();
    const waiting = kindOf(decodeImage(NOISE, 'image/heic', hangUp.signal));
    expect(heicQueueState()).toEqual({ waiting: 1, busy: true });
    hangUp.abort();
    expect(await waiting).toBe('Cancelled');
    expect(heicQueueState()).toEqual({ waiting: 0, busy: true });
    expect(await running).toBe('decoded');
    expect(heicQueueState()).toEqual({ waiting: 0, busy: false });
  }, 60_000);
});
