import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { DomainError, stoppedBy } from '../domain/errors';
import { checkDimensions, MAX_ASPECT_RATIO, MAX_PIXELS, MIN_SIDE_PX } from './image-limits';

/**
 * The worker's code, run with `eval` so that the same file serves the built service and the tests (which run
 * the TypeScript sources): it decodes one HEIC per message with libheif compiled to WebAssembly (heic-decode),
 * checks the primary image's size from its header before decoding its pixels, and disposes of libheif's
 * decoder and image handles in `finally`, whatever happened.
 */
const WORKER_SOURCE = `
// libheif and heic-decode print their complaints about a broken file to the console, which in a worker thread
// is the process's own stdout: between the service's JSON log lines, and into a scan's JSON body. The reply's
// failure says the same, so they are silenced, before the modules bind the console's functions.
for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace']) console[name] = () => {};
const { parentPort, workerData } = require('node:worker_threads');
const heicDecode = require(workerData.heicDecode);
const libheif = require(workerData.libheif);
const heapBytes = () => (libheif.HEAPU8 ? libheif.HEAPU8.length : 0);
const { maxPixels, maxAspectRatio, minSide } = workerData.limits;
const fits = (w, h) => w > 0 && h > 0 && w * h <= maxPixels && Math.max(w, h) <= maxAspectRatio * Math.min(w, h) && Math.min(w, h) >= minSide;
parentPort.on('message', async ({ id, bytes }) => {
  let images;
  try {
    images = await heicDecode.all({ buffer: bytes });
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ id, failure: 'empty' });
    if (!fits(primary.width, primary.height)) return parentPort.postMessage({ id, failure: 'size', width: primary.width, height: primary.height });
    const { width, height, data } = await primary.decode();
    images.dispose();
    images = undefined;
    parentPort.postMessage({ id, width, height, data, heapBytes: heapBytes() }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, failure: 'undecodable', detail: String((error && error.message) || error) });
  } finally {
    if (images) images.dispose();
  }
});
`;

/** A decode that takes longer is a hostile or broken file: its worker is ended and replaced. */
const DECODE_TIMEOUT_MS = 20_000;
/**
 * libheif's WebAssembly heap never shrinks (a 12 MP photo leaves about 100 MiB): a worker idle this long is
 * ended, giving it back, and the next HEIC starts a fresh one.
 */
const IDLE_MS = 30_000;

type Reply =
  | { id: number; width: number; height: number; data: Uint8ClampedArray; heapBytes: number }
  | { id: number; failure: 'empty' | 'undecodable'; detail?: string }
  | { id: number; failure: 'size'; width: number; height: number };

/** How many HEIC/HEIF images may wait for the decoder, and how long each may wait (HEIC_MAX_QUEUE, HEIC_QUEUE_WAIT_MS). */
export interface HeicQueueLimits {
  maxQueue: number;
  waitMs: number;
}

/** A decode waiting for the decoder: `start` hands it the decoder, `leave` drops it unrun with an error. */
interface Waiting {
  start: () => void;
  leave: (error: Error) => void;
}

/**
 * HEIC/HEIF decoding off the event loop: one worker thread, started on first use, one decode at a time (the
 * WebAssembly decoder is single-threaded, and a 12 MP photo takes about 2 s). A decoder that aborts or hangs
 * ends its worker, never the service: the next decode starts a fresh one. The decodes waiting for it are
 * bounded in number and in time (QueueFull past either), and one whose request is aborted leaves the queue
 * unrun; a decode begun runs to its end (one libheif call cannot be stopped).
 */
class HeicWorker {
  private worker: Worker | undefined;
  private idle: NodeJS.Timeout | undefined;
  private nextId = 0;
  private busy = false;
  private readonly waiting: Waiting[] = [];
  /** The size of libheif's heap after the last decode (0 before any). */
  heapBytes = 0;
  limits: HeicQueueLimits = { maxQueue: DEFAULT_HEIC_MAX_QUEUE, waitMs: DEFAULT_HEIC_QUEUE_WAIT_MS };

  /** Decodes waiting for the decoder, and whether one is being decoded. */
  state(): { waiting: number; busy: boolean } {
    return { waiting: this.waiting.length, busy: this.busy };
  }

  decode(bytes: Buffer, signal?: AbortSignal): Promise<Reply> {
    if (signal?.aborted) return Promise.reject(stoppedBy(signal));
    if (this.waiting.length >= this.limits.maxQueue) return Promise.reject(new DomainError('QueueFull', 'Too many HEIC/HEIF images are waiting to be decoded; retry later.'));
    return new Promise<Reply>((resolve, reject) => {
      const onAbort = (): void => entry.leave(stoppedBy(signal!));
      const timer = setTimeout(() => entry.leave(new DomainError('QueueFull', `A HEIC/HEIF image waited ${this.limits.waitMs} ms for the decoder; retry later.`)), this.limits.waitMs);
      const out = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
      };
      const entry: Waiting = {
        start: () => {
          out();
          this.busy = true;
          // In a promise, so that a worker that fails to start rejects this decode and frees the decoder.
          Promise.resolve()
            .then(() => this.run(bytes))
            .then(resolve, reject)
            .finally(() => {
              this.busy = false;
              this.next();
            });
        },
        leave: (error) => {
          out();
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
      this.next();
    });
  }

  /** The first decode waiting starts when the decoder is free. */
  private next(): void {
    if (!this.busy) this.waiting[0]?.start();
  }

  private run(bytes: Buffer): Promise<Reply> {
    clearTimeout(this.idle);
    const worker = (this.worker ??= this.start());
    const id = ++this.nextId;
    return new Promise<Reply>((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
      };
      const onMessage = (reply: Reply): void => {
        if (reply.id !== id) return;
        done();
        if ('heapBytes' in reply) this.heapBytes = reply.heapBytes;
        resolve(reply);
      };
      const fail = (detail: string): void => {
        done();
        if (this.worker === worker) this.stop();
        reject(new DomainError('UnreadableImage', 'The HEIC/HEIF image could not be decoded.', { cause: new Error(detail) }));
      };
      const onError = (error: Error): void => fail(`HEIC worker failed: ${error.message}`);
      const onExit = (code: number): void => fail(`HEIC worker exited with code ${code}`);
      const timer = setTimeout(() => fail(`HEIC decode took longer than ${DECODE_TIMEOUT_MS} ms`), DECODE_TIMEOUT_MS);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      // A copy goes over: the request keeps its own bytes (its idempotency digest was taken from them).
      worker.postMessage({ id, bytes: new Uint8Array(bytes) });
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { heicDecode: require.resolve('heic-decode'), libheif: require.resolve('libheif-js/wasm-bundle', { paths: [path.dirname(require.resolve('heic-decode'))] }), limits: { maxPixels: MAX_PIXELS, maxAspectRatio: MAX_ASPECT_RATIO, minSide: MIN_SIDE_PX } },
    });
    // An idle decoder never keeps the process alive (a CLI scan ends when its work does).
    worker.unref();
    return worker;
  }

  private stop(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }
}

const DEFAULT_HEIC_MAX_QUEUE = 8;
const DEFAULT_HEIC_QUEUE_WAIT_MS = 10_000;

const heicWorker = new HeicWorker();

/** The bounds of the process's HEIC decode queue (the service sets them from its configuration at start). */
export function limitHeicQueue(limits: HeicQueueLimits): void {
  heicWorker.limits = { ...limits };
}

/** Decodes waiting for the HEIC decoder, and whether one is being decoded: for tests and drain checks. */
export function heicQueueState(): { waiting: number; busy: boolean } {
  return heicWorker.state();
}

/** Bytes of libheif's WebAssembly heap after the last decode: flat over many decodes when every handle is freed. */
export function heicDecoderHeapBytes(): number {
  return heicWorker.heapBytes;
}

/**
 * sharp's prebuilt libvips reads HEIF headers but has no HEVC decoder, so HEIC/HEIF go through libheif in a
 * worker thread; the primary image's RGBA pixels then continue in sharp.
 */
export async function decodeHeic(bytes: Buffer, signal?: AbortSignal): Promise<Sharp> {
  const reply = await heicWorker.decode(bytes, signal);
  if ('failure' in reply) {
    if (reply.failure === 'size') {
      // Says which bound the header broke, in the words used for every other image type.
      checkDimensions(reply.width, reply.height);
      throw new DomainError('UnreadableImage', `The image is ${reply.width}x${reply.height} pixels, outside the accepted sizes.`);
    }
    if (reply.failure === 'empty') throw new DomainError('UnreadableImage', 'The HEIC/HEIF file holds no image.');
    throw new DomainError('UnreadableImage', 'The HEIC/HEIF image could not be decoded.', { cause: new Error(reply.detail ?? reply.failure) });
  }
  const { data, width, height } = reply;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}
