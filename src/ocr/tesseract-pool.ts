import { createWorker, OEM, type Worker } from 'tesseract.js';
import { DomainError, stoppedBy } from '../domain/errors';
import type { Logger } from '../logging/logger';
import { languageFolder } from './language-data';
import { toOcrLines } from './to-ocr-lines';
import { stoppableSession } from './stoppable-session';
import type { EngineMode, OcrRead, OcrSession, ReadOptions } from './types';

export interface PoolOptions {
  /** Recognitions run at once: one per core is what tesseract's single-threaded WASM can use. */
  size: number;
  /** Recognitions allowed to wait; beyond it the pool answers 503 instead of queueing without bound. */
  maxQueue: number;
  /** A worker's WASM heap only grows, so it is replaced after this many reads. */
  recycleAfter?: number;
  /** Worker sets a slot keeps; the least recently used one beyond this is terminated. */
  maxWorkersPerSlot?: number;
  /**
   * How long a job may read once it has its slot (RECOGNITION_DEADLINE_MS); past it, its next read throws
   * DeadlineExceeded. Waiting for a slot is not counted: the queue bounds that. None when absent.
   */
  deadlineMs?: number;
  logger: Logger;
}

interface PooledWorker {
  worker: Worker;
  reads: number;
  lastUsed: number;
}

const WORKER_START_TIMEOUT_MS = 60_000;
/**
 * Room for the page engines of the bundled kinds' language sets (eleven), the MRZ engines and the passport's
 * value languages, so that workers are not evicted and restarted under a mixed load (about 60-80 MiB each).
 */
const DEFAULT_WORKERS_PER_SLOT = 18;

/**
 * A fixed set of slots; a recognition holds one slot for all its reads. Each slot keeps tesseract workers per
 * (languages, engine) made on first use and reused after, so language data is loaded once, not per request.
 */
export class TesseractPool {
  private readonly slots: Slot[];
  private readonly idle: Slot[];
  private readonly waiting: Array<{ resolve: (slot: Slot) => void; reject: (error: unknown) => void; signal?: AbortSignal; onAbort?: () => void }> = [];
  private warmed = false;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.slots = Array.from({ length: options.size }, () => new Slot(options));
    this.idle = [...this.slots];
  }

  /** Starts every slot's workers for these language sets and runs one read, so the first request is not slow. */
  async warm(sets: ReadonlyArray<{ languages: readonly string[]; modes: readonly EngineMode[] }>, sample: Buffer): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        for (const set of sets) for (const mode of set.modes) await slot.read(sample, set.languages, mode, {});
      }),
    );
    this.warmed = true;
  }

  ready(): boolean {
    return this.warmed && !this.closed;
  }

  stats(): { size: number; busy: number; queued: number } {
    return { size: this.slots.length, busy: this.slots.length - this.idle.length, queued: this.waiting.length };
  }

  /**
   * Runs a job on a free slot, waiting in a bounded queue; an aborted signal takes the job out of the queue. Once
   * running, the job's reads stop (stoppableSession) when `signal` aborts or its deadline passes.
   */
  async run<T>(job: (session: OcrSession) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const slot = await this.acquire(signal);
    // One signal for both reasons to stop, made by hand: AbortSignal.any may let a timeout signal be collected
    // before it fires.
    const stop = new AbortController();
    const onAbort = (): void => stop.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const { deadlineMs } = this.options;
    const deadline = deadlineMs === undefined ? undefined : setTimeout(() => stop.abort(new DOMException(`over the ${deadlineMs} ms deadline`, 'TimeoutError')), deadlineMs);
    try {
      return await job(stoppableSession(slot, stop.signal));
    } finally {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      this.releaseSlot(slot);
    }
  }

  /** Stops taking jobs, waits for running ones, then terminates every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new DomainError('ShuttingDown', 'The service is shutting down.'));
    while (this.idle.length < this.slots.length) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(this.slots.map((slot) => slot.terminate()));
  }

  private acquire(signal?: AbortSignal): Promise<Slot> {
    if (this.closed) return Promise.reject(new DomainError('ShuttingDown', 'The service is shutting down.'));
    if (signal?.aborted) return Promise.reject(stoppedBy(signal));
    const slot = this.idle.pop();
    if (slot) return Promise.resolve(slot);
    if (this.waiting.length >= this.options.maxQueue) {
      return Promise.reject(new DomainError('QueueFull', 'All OCR workers are busy; retry later.'));
    }
    return new Promise<Slot>((resolve, reject) => {
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

  private releaseSlot(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) {
      if (next.signal && next.onAbort) next.signal.removeEventListener('abort', next.onAbort);
      next.resolve(slot);
    } else {
      this.idle.push(slot);
    }
  }
}

class Slot implements OcrSession {
  private readonly workers = new Map<string, PooledWorker>();

  constructor(private readonly options: PoolOptions) {}

  async read(image: Buffer, languages: readonly string[], mode: EngineMode, options: ReadOptions = {}): Promise<OcrRead> {
    const pooled = await this.worker(languages, mode);
    pooled.reads++;
    pooled.lastUsed = Date.now();
    await pooled.worker.setParameters({
      tessedit_pageseg_mode: (options.pageSegMode ?? '3') as never,
      tessedit_char_whitelist: options.whitelist ?? '',
      user_defined_dpi: '300',
      // The legacy classifier adapts to every page it reads, so a worker's answer would depend on the
      // requests it served before: one customer's document must not change how the next one reads.
      classify_enable_learning: '0',
      // The legacy engine's document dictionary collects the words of earlier pages: nothing of one customer's
      // document may carry over to the next.
      tessedit_enable_doc_dict: '0',
      // Line text then has a space only where the page has one, even in Thai, whose letters come back as
      // separate words: to-ocr-lines joins them by it.
      preserve_interword_spaces: '1',
    });
    const result = await pooled.worker.recognize(
      image,
      { rectangle: options.rectangle, rotateAuto: options.rotateAuto ?? false, rotateRadians: options.rotateRadians ?? 0 },
      { blocks: true, text: false },
    );
    return { lines: toOcrLines(result.data), rotateRadians: result.data.rotateRadians ?? options.rotateRadians ?? 0 };
  }

  async terminate(): Promise<void> {
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(all.map((p) => p.worker.terminate().catch(() => undefined)));
  }

  private async worker(languages: readonly string[], mode: EngineMode): Promise<PooledWorker> {
    const id = `${mode}:${languages.join('+')}`;
    const existing = this.workers.get(id);
    if (existing && existing.reads < (this.options.recycleAfter ?? 500)) return existing;
    if (existing) {
      this.workers.delete(id);
      void existing.worker.terminate().catch(() => undefined);
    }
    await this.evictBeyond((this.options.maxWorkersPerSlot ?? DEFAULT_WORKERS_PER_SLOT) - 1);
    const created: PooledWorker = { worker: await startWorker(languages, mode, this.options.logger), reads: 0, lastUsed: Date.now() };
    this.workers.set(id, created);
    return created;
  }

  private async evictBeyond(keep: number): Promise<void> {
    const byAge = [...this.workers.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    while (byAge.length > keep) {
      const [id, pooled] = byAge.shift()!;
      this.workers.delete(id);
      await pooled.worker.terminate().catch(() => undefined);
    }
  }
}

async function startWorker(languages: readonly string[], mode: EngineMode, logger: Logger): Promise<Worker> {
  const langPath = languageFolder(languages);
  const legacy = mode === 'legacy';
  let timer: NodeJS.Timeout | undefined;
  // With an errorHandler a failed language load never settles, hence the timeout (see ocr-notes).
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tesseract worker for ${languages.join('+')} did not start`)), WORKER_START_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      createWorker([...languages], legacy ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        // 'none': never write a traineddata copy into the working directory, nor read a stale one from there.
        cacheMethod: 'none',
        legacyCore: legacy,
        legacyLang: legacy,
        // Without a handler a worker error is thrown asynchronously and takes the whole process down.
        errorHandler: (error: unknown) => logger.warn({ err: error }, 'tesseract worker error'),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
