import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Logger } from '../logging/logger';
import { languageFolder } from './language-data';
import type { TesseractMode } from './types';

/**
 * What one tesseract worker holds: a language set's LSTM models (language-data: the LSTM-only files) and the
 * WASM heap a 1600 px page grows, 45–60 MiB (the MRZ's legacy-engine worker, with the full file, about 110);
 * and what the process holds besides them (Node, the text-line detector's model, OpenCV.js, decoded photos),
 * with the allocator settings the image and `npm start` use (config/allocator-settings). Measured on the
 * development machine after one camera photo of every kind (docs/performance.md): 2 workers kept, 650 MiB; all
 * 15, 1227 MiB.
 */
export const WORKER_MIB = 65;
export const PROCESS_BASE_MIB = 760;

const WORKER_START_TIMEOUT_MS = 60_000;

export interface WorkerCacheOptions {
  /** Memory the workers may hold with the process around them (MiB): how many stay started. */
  memoryBudgetMiB: number;
  /** At least this many workers may live, whatever the budget: one per recognition that can run at once. */
  minimumWorkers: number;
  /** A worker's WASM heap only grows, so it is replaced after this many reads. */
  recycleAfter: number;
  logger: Logger;
}

interface CachedWorker {
  key: string;
  /** Resolves once the worker has loaded its language data. */
  ready: Promise<Worker>;
  busy: boolean;
  reads: number;
  lastUsed: number;
}

/** Workers started, let go for room (least recently used) and replaced after `recycleAfter` reads, so far. */
export interface WorkerEvents {
  started: number;
  evicted: number;
  recycled: number;
}

/**
 * The tesseract workers of the process, one per language set and engine, started when a read first needs them
 * and shared by every recognition: a recognition holds a worker only for one read, so two recognitions reading
 * the same languages at once use two workers, and twenty kinds read one after the other do not keep forty.
 * Beyond the budget's count (memoryBudgetMiB less the process's own, at WORKER_MIB each), the least recently
 * used idle worker is terminated to make room; capacity never reaches zero, since there are never more reads
 * at once than recognitions.
 */
export class WorkerCache {
  private readonly workers: CachedWorker[] = [];
  private readonly limit: number;
  private readonly counts: WorkerEvents = { started: 0, evicted: 0, recycled: 0 };
  private closed = false;

  constructor(private readonly options: WorkerCacheOptions) {
    this.limit = Math.max(options.minimumWorkers, Math.floor((options.memoryBudgetMiB - PROCESS_BASE_MIB) / WORKER_MIB));
  }

  /** Workers allowed to live at once. */
  get capacity(): number {
    return this.limit;
  }

  /** Workers started (or starting) now. */
  get live(): number {
    return this.workers.length;
  }

  /** What happened to workers so far: many evictions mean the memory budget keeps fewer language sets than are read. */
  get events(): WorkerEvents {
    return { ...this.counts };
  }

  /** `read` on a worker of this language set and engine, which no other read uses meanwhile. */
  async use<T>(languages: readonly string[], mode: TesseractMode, read: (worker: Worker) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the OCR workers are closed');
    const key = `${mode}:${languages.join('+')}`;
    const taken = this.take(key) ?? this.start(key, languages, mode);
    let worker: Worker;
    try {
      worker = await taken.ready;
    } catch (error) {
      // A worker that failed to start is not handed out again; the next read of its key starts another.
      this.remove(taken);
      throw error;
    }
    try {
      const result = await read(worker);
      taken.reads++;
      return result;
    } finally {
      taken.busy = false;
      taken.lastUsed = Date.now();
      if (taken.reads >= this.options.recycleAfter && this.workers.includes(taken)) {
        this.counts.recycled++;
        this.remove(taken);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.workers.splice(0);
    await Promise.all(all.map((w) => w.ready.then((worker) => worker.terminate()).catch(() => undefined)));
  }

  /** The idle worker of this key, marked busy before anything else can take it. */
  private take(key: string): CachedWorker | undefined {
    const found = this.workers.find((w) => w.key === key && !w.busy);
    if (found) found.busy = true;
    return found;
  }

  private start(key: string, languages: readonly string[], mode: TesseractMode): CachedWorker {
    // Room first: the least recently used idle workers go (the reads under way keep theirs).
    const idle = this.workers.filter((w) => !w.busy).sort((a, b) => a.lastUsed - b.lastUsed);
    while (this.workers.length >= this.limit && idle.length) {
      this.counts.evicted++;
      this.remove(idle.shift()!);
    }
    this.counts.started++;
    const created: CachedWorker = { key, ready: startWorker(languages, mode, this.options.logger), busy: true, reads: 0, lastUsed: Date.now() };
    this.workers.push(created);
    return created;
  }

  private remove(cached: CachedWorker): void {
    const at = this.workers.indexOf(cached);
    if (at >= 0) this.workers.splice(at, 1);
    void cached.ready.then((worker) => worker.terminate()).catch(() => undefined);
  }
}

// A config file's text: the parameter set to nothing.
const NO_USER_WORDS = 'user_words_suffix ';

async function startWorker(languages: readonly string[], mode: TesseractMode, logger: Logger): Promise<Worker> {
  const langPath = languageFolder(languages, mode);
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
      },
      // ita.traineddata's config names a user-words file (ita.special-words: two words) that the data does not
      // ship; tesseract prints "Error: failed to load ./ita.special-words" at every Italian worker's start.
      // No other language data names one.
      NO_USER_WORDS),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
