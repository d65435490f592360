import type { LoadPoint } from './http-throughput';
import type { MemoryResult } from './memory-growth';
import { toMiB } from './measure';
import type { Table } from './print-table';
import { STAGES, type StageResult } from './stage-latency';
import type { FirstRequestResult, WorkerStartResult } from './worker-start';

/** The results as tables; the figures are the same ones --json prints. */
export function stageTables(results: readonly StageResult[]): Table[] {
  return results.map((r) => ({
    title: `Stage latency, ${r.set} (${r.images} images, ${r.runs} runs, MRZ read in ${r.mrzFound}/${r.runs}), ms`,
    columns: ['stage', 'median', 'p90', 'min', 'max', 'share of median total'],
    rows: STAGES.map((s) => [s, r.stages[s].median, r.stages[s].p90, r.stages[s].min, r.stages[s].max, s === 'total' ? null : `${Math.round((100 * r.stages[s].median) / r.stages.total.median)} %`]),
    digits: [0, 1, 1, 1, 1],
  }));
}

export function firstRequestTable(result: FirstRequestResult): Table {
  return {
    title: `First recognition after the ${result.warmedWith} vs the next one (same clean image, pool of 1), ms`,
    columns: ['stage', 'first', 'second'],
    rows: STAGES.map((s) => [s, result.first[s], result.second[s]]),
  };
}

export function throughputTables(points: readonly LoadPoint[]): Table[] {
  const failures = points.filter((p) => Object.keys(p.failures).length).map((p) => `workers ${p.workers}, concurrency ${p.concurrency}: ${JSON.stringify(p.failures)}`);
  return [
    {
      title: 'HTTP end to end: POST /api/v1/ocr over loopback (multipart, fetch), latency of 200 answers, ms',
      columns: ['OCR_WORKERS', 'concurrency', 'requests', 'ok', 'median', 'p90', 'max', 'wall s', 'images/s'],
      rows: points.map((p) => [p.workers, p.concurrency, p.requests, p.ok, p.latency.median, p.latency.p90, p.latency.max, p.wallMs / 1000, p.imagesPerSecond]),
      digits: [0, 0, 0, 0, 0, 0, 0, 1, 2],
      notes: failures.length ? ['non-200 answers:', ...failures] : ['every answer was 200'],
    },
  ];
}

export function memoryTables(result: MemoryResult): Table[] {
  const base = result.points.find((p) => p.label === 'after warm-up') ?? result.points[0];
  return [
    {
      title: `Memory of the bench process (server + ${result.workers} OCR workers + client), after a full GC, MiB`,
      columns: ['when', 'rss', 'Δrss vs warm', 'heapUsed', 'external', 'arrayBuffers'],
      rows: result.points.map((p) => [p.label, toMiB(p.memory.rss), toMiB(p.memory.rss - base.memory.rss), toMiB(p.memory.heapUsed), toMiB(p.memory.external), toMiB(p.memory.arrayBuffers)]),
      digits: [0, 1, 1, 1, 1, 1],
    },
    {
      title: 'Oversized upload refused: peak rise of memory while it streams (sampled every 20 ms), MiB',
      columns: ['framing', 'status', 'sent MiB at answer', 'answer ms', 'Δrss', 'ΔarrayBuffers', 'Δexternal', 'ΔheapUsed', 'samples', 'max gap ms'],
      rows: result.uploads.map((u) => [
        u.framing,
        String(u.status),
        toMiB(u.sentBytes),
        u.answerMs,
        toMiB(u.peakDelta.rss),
        toMiB(u.peakDelta.arrayBuffers),
        toMiB(u.peakDelta.external),
        toMiB(u.peakDelta.heapUsed),
        u.samples,
        u.maxSampleGapMs,
      ]),
      digits: [0, 0, 1, 0, 1, 1, 1, 1, 0, 0],
      notes: [`a normal request after the uploads answered ${result.nextRequestStatus}`],
    },
  ];
}

export function workerStartTable(results: readonly WorkerStartResult[]): Table {
  return {
    title: 'Worker start: new pool → warm (language load + one read of a small sample page per worker), ms',
    columns: ['workers', 'pool', 'warm median', 'warm max', 'next read', 'Δrss MiB'],
    rows: results.map((r) => [r.label, r.poolSize, r.warm.median, r.warm.max, r.nextRead.median, r.rssMiB]),
    digits: [0, 0, 0, 0, 0, 1],
  };
}
