import v8 from 'node:v8';
import vm from 'node:vm';

/** Order statistics of one series of timings (or byte counts). */
export interface Summary {
  n: number;
  median: number;
  p90: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

/** Runs `fn` and returns its result with the wall time it took, in milliseconds. */
export async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * The p-th percentile (0-100) with linear interpolation between ranks, as numpy's default does; with the
 * handful of samples a bench takes, nearest-rank would jump from one sample to the next.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : Number.NaN,
  };
}

export interface MemorySnapshot {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** RSS covers the tesseract worker threads too (same process); the heap figures are the main isolate's only. */
export function memorySnapshot(): MemorySnapshot {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

let gc: (() => void) | undefined;

/**
 * A full collection before a memory reading, so garbage is not reported as growth. `npm run bench` runs
 * node without --expose-gc, hence the flag set at run time and the function fetched from a fresh context.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
  gc();
}

export const MIB = 1024 * 1024;

export function toMiB(bytes: number): number {
  return bytes / MIB;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
