import { DomainError, stoppedBy } from '../domain/errors';
import type { Logger } from '../logging/logger';
import { PROCESS_BASE_MIB, WORKER_MIB, WorkerCache, type WorkerEvents } from './worker-cache';
import { stoppableSession } from './stoppable-session';
import { pnmSize } from '../image/pnm';
import type { EngineMode, OcrSession, TesseractMode } from './types';
import type { TextRecogniser } from './text-recogniser';
import { TesseractRecogniser } from './tesseract-recogniser';
import { PaddleRecogniser } from './paddle-recogniser';

export interface PoolOptions {
  /** Recognitions run at once: one per core is what tesseract's single-threaded WASM can use. */
  size: number;
  /** Recognitions allowed to wait; beyond it the pool answers 503 instead of queueing without bound. */
  maxQueue: number;
  /** A worker's WASM heap only grows, so it is replaced after this many reads. */
  recycleAfter?: number;
  /**
   * Memory for the process and its tesseract workers (OCR_MEMORY_BUDGET_MIB): the workers kept started are as
   * many as it holds (WorkerCache), least recently used out first. Default: defaultMemoryBudgetMiB(size).
   */
  memoryBudgetMiB?: number;
  /**
   * How long a job may read once it has its slot (RECOGNITION_DEADLINE_MS); past it, its next read throws
   * DeadlineExceeded. Waiting for a slot is not counted: the queue bounds that. None when absent.
   */
  deadlineMs?: number;
  logger: Logger;
  /** PP-OCR's line recogniser (`paddle` reads); one per process by default (sharedPaddleRecogniser). */
  paddle?: PaddleRecogniser;
}

/** One PP-OCR recogniser per process: its model is loaded once and shared by every recognition. */
export const sharedPaddleRecogniser = new PaddleRecogniser();

/**
 * Room for five workers per recognition at once beside the process itself: a page's language set and the MRZ's
 * two engines, and two more language sets kept warm, since a worker let go costs a start (0.3–1 s) when its kind
 * comes back. 1410 MiB for two, which the chart's default limit holds with room for the photos being read.
 * The chart computes the same (templates/_helpers.tpl, idocr.memoryBudgetMiB).
 */
export function defaultMemoryBudgetMiB(size: number): number {
  return PROCESS_BASE_MIB + WORKERS_KEPT_PER_RECOGNITION * size * WORKER_MIB;
}

const WORKERS_KEPT_PER_RECOGNITION = 5;

/**
 * A fixed number of recognitions at once, each holding a slot for all its reads, and a bounded queue of those
 * waiting for one. The tesseract workers behind the reads are shared (WorkerCache): started per language set
 * and engine on first use, kept while the memory budget allows.
 */
export class TesseractPool {
  private busy = 0;
  private readonly waiting: Array<{ resolve: () => void; reject: (error: unknown) => void; signal?: AbortSignal; onAbort?: () => void }> = [];
  private readonly workers: WorkerCache;
  private readonly recognisers: Record<EngineMode, TextRecogniser>;
  private readonly paddle: PaddleRecogniser;
  private warmed = false;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.workers = new WorkerCache({
      memoryBudgetMiB: options.memoryBudgetMiB ?? defaultMemoryBudgetMiB(options.size),
      minimumWorkers: options.size,
      recycleAfter: options.recycleAfter ?? 500,
      logger: options.logger,
    });
    this.paddle = options.paddle ?? sharedPaddleRecogniser;
    this.recognisers = { lstm: new TesseractRecogniser(this.workers, 'lstm'), legacy: new TesseractRecogniser(this.workers, 'legacy'), paddle: this.paddle };
  }

  /**
   * Starts a worker for each of these language sets, as many as the memory budget keeps, and reads one sample
   * with it, so that the first requests are not slow; and loads PP-OCR's model when a kind reads with it
   * (`paddle`: about 10 MB, loaded on first use otherwise).
   */
  async warm(sets: ReadonlyArray<{ languages: readonly string[]; modes: readonly TesseractMode[] }>, sample: Buffer, options: { paddle?: boolean } = {}): Promise<void> {
    const each = sets.flatMap((set) => set.modes.map((mode) => ({ languages: set.languages, mode })));
    for (const { languages, mode } of each.slice(0, this.workers.capacity)) await this.recognisers[mode].read(sample, languages, {});
    if (options.paddle) await this.paddle.warm();
    this.warmed = true;
  }

  ready(): boolean {
    return this.warmed && !this.closed;
  }

  stats(): { size: number; busy: number; queued: number } {
    return { size: this.options.size, busy: this.busy, queued: this.waiting.length };
  }

  /** Tesseract workers started now, how many the memory budget keeps, and starts, evictions and recycles so far. */
  workerStats(): { live: number; capacity: number } & WorkerEvents {
    return { live: this.workers.live, capacity: this.workers.capacity, ...this.workers.events };
  }

  /**
   * Runs a job on a free slot, waiting in a bounded queue; an aborted signal takes the job out of the queue. Once
   * running, the job's reads stop (stoppableSession) when `signal` aborts or its deadline passes.
   */
  async run<T>(job: (session: OcrSession) => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    // One signal for both reasons to stop, made by hand: AbortSignal.any may let a timeout signal be collected
    // before it fires.
    const stop = new AbortController();
    const onAbort = (): void => stop.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const { deadlineMs } = this.options;
    const deadline = deadlineMs === undefined ? undefined : setTimeout(() => stop.abort(new DOMException(`over the ${deadlineMs} ms deadline`, 'TimeoutError')), deadlineMs);
    try {
      const session: OcrSession = { read: (image, languages, mode, options = {}) => this.recognisers[mode].read(image, languages, options), cost: (image, mode) => this.cost(image, mode) };
      return await job(stoppableSession(session, stop.signal));
    } finally {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      this.release();
    }
  }

  /** What reading `image` (a PGM or PPM) with `mode` costs the read budget (TextRecogniser.cost). */
  cost(image: Buffer, mode: EngineMode): number {
    const size = pnmSize(image);
    return size ? this.recognisers[mode].cost(size.width, size.height) : image.length;
  }

  /** Stops taking jobs, waits for running ones, then terminates every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new DomainError('ShuttingDown', 'The service is shutting down.'));
    while (this.busy > 0) await new Promise((r) => setTimeout(r, 20));
    await this.workers.close();
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (this.closed) return Promise.reject(new DomainError('ShuttingDown', 'The service is shutting down.'));
    if (signal?.aborted) return Promise.reject(stoppedBy(signal));
    if (this.busy < this.options.size) {
      this.busy++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) {
      return Promise.reject(new DomainError('QueueFull', 'All OCR workers are busy; retry later.'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: (typeof this.waiting)[number] = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(stoppedBy(signal));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.waiting.push(waiter);
    });
  }

  /** The slot passes to the first waiter, or becomes free. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      if (next.signal && next.onAbort) next.signal.removeEventListener('abort', next.onAbort);
      next.resolve();
    } else {
      this.busy--;
    }
  }
}
