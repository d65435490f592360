import tesseract from 'tesseract.js';

export interface WorkerStart {
  languages: string;
  oem: number;
  ms: number;
}

const starts: WorkerStart[] = [];
let live = 0;
let installed = false;

/**
 * Counts tesseract worker starts and live workers by wrapping tesseract.js's createWorker. The pool calls
 * it through the module's exports object at call time (compiled CommonJS), so wrapping the export before
 * the first pool is made sees every start without touching src/ocr. Bench-only instrumentation: a worker
 * started inside a timed request is the usual reason for an outlier.
 */
export function countWorkerStarts(): void {
  if (installed) return;
  installed = true;
  const original = tesseract.createWorker;
  const wrapped: typeof original = async (...args) => {
    const started = performance.now();
    const worker = await original(...args);
    const [langs, oem] = args;
    starts.push({ languages: Array.isArray(langs) ? langs.join('+') : String(langs ?? 'eng'), oem: Number(oem ?? 1), ms: performance.now() - started });
    live++;
    const terminate = worker.terminate.bind(worker);
    let ended = false;
    worker.terminate = async () => {
      if (!ended) {
        ended = true;
        live--;
      }
      return terminate();
    };
    return worker;
  };
  (tesseract as { createWorker: typeof original }).createWorker = wrapped;
}

/** Starts so far; pass the count from an earlier call to get only the ones since. */
export function workerStartsSince(from = 0): WorkerStart[] {
  return starts.slice(from);
}

export function workerStartCount(): number {
  return starts.length;
}

export function liveWorkers(): number {
  return live;
}
