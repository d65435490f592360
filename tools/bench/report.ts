import type { LoadPoint } from './http-throughput';
import type { MemoryResult } from './memory-growth';
import { toMiB } from './measure';
import type { Table } from './print-table';
import { STAGES, type StageResult } from './stage-latency';
import type { FirstRequestResult, WorkerStartResult } from './worker-start';

/** The results as tables; the figures are the same ones --json prints. */
export function stageTables(results: readonly StageResult[]): Table[] {
  return results.map((r) => ({
    title: `1. Stage latency, ${r.set}: ${r.images} images, ${r.runs} runs, one slot with every language set warm, ms`,
    columns: ['stage', 'median', 'p90', 'min', 'max', 'share'],
    rows: [
      ...STAGES.map((s) => [s, r.stages[s].median, r.stages[s].p90, r.stages[s].min, r.stages[s].max, s === 'total' ? null : `${Math.round((100 * r.stages[s].median) / r.stages.total.median)} %`]),
      ['recognise() whole', r.recogniseTotal.median, r.recogniseTotal.p90, r.recogniseTotal.min, r.recogniseTotal.max, null],
    ],
    digits: [0, 1, 1, 1, 1],
    notes: [
      `MRZ read in ${r.mrzFound}/${r.runs} runs; values re-read in the issuing state's languages in ${r.reread}/${r.runs}`,
      `tesseract workers started inside the timed runs: ${r.workerStarts} (${Math.round(r.workerStartMs)} ms in all)`,
      'share = stage median / total median (medians do not add up exactly); recognise() whole = DocumentRecogniser, 1 pass, cross-check',
    ],
  }));
}

export function firstRequestTable(result: FirstRequestResult): Table {
  return {
    title: `1b. First recognition on a freshly warmed pool vs the next one (${result.image}, pool of 1), ms`,
    columns: ['stage', 'first', 'second'],
    rows: [...STAGES.map((s) => [s, result.first[s], result.second[s]]), ['worker starts', result.firstWorkerStarts, result.secondWorkerStarts]],
  };
}

export function throughputTable(points: readonly LoadPoint[]): Table {
  const failures = points.filter((p) => Object.keys(p.failures).length).map((p) => `workers ${p.workers}, concurrency ${p.concurrency}: ${JSON.stringify(p.failures)}`);
  return {
    title: '2. HTTP end to end: POST /api/v1/ocr over loopback (fetch + FormData), latency of 200 answers, ms',
    columns: ['OCR_WORKERS', 'concurrency', 'requests', 'ok', 'median', 'p90', 'max', 'wall s', 'images/s', 'worker starts'],
    rows: points.map((p) => [p.workers, p.concurrency, p.requests, p.ok, p.latency.median, p.latency.p90, p.latency.max, p.wallMs / 1000, p.imagesPerSecond, p.workerStarts]),
    digits: [0, 0, 0, 0, 0, 0, 0, 1, 2, 0],
    notes: [
      ...(failures.length ? ['non-200 answers:', ...failures] : ['every answer was 200']),
      'images alternate clean and camera; one untimed request per worker before each OCR_WORKERS value',
    ],
  };
}

export function memoryTables(result: MemoryResult): Table[] {
  const base = result.points.find((p) => p.label === 'after warm-up') ?? result.points[0];
  return [
    {
      title: `3. Memory of a fresh bench process (server + ${result.workers} OCR slots + client), after a full GC, MiB`,
      columns: ['when', 'tesseract workers', 'rss', 'Δrss vs warm', 'heapUsed', 'external', 'arrayBuffers'],
      rows: result.points.map((p) => [p.label, p.workers, toMiB(p.memory.rss), toMiB(p.memory.rss - base.memory.rss), toMiB(p.memory.heapUsed), toMiB(p.memory.external), toMiB(p.memory.arrayBuffers)]),
      digits: [0, 0, 1, 1, 1, 1, 1],
    },
    {
      title: '3b. Oversized upload that must be refused: peak rise of process memory while it streams, MiB',
      columns: ['framing', 'server sent', 'server read', 'client got', 'answer ms', 'sent at answer', 'sent in all', 'how it ended', 'Δrss', 'ΔarrayBuffers', 'Δexternal', 'ΔheapUsed', 'samples'],
      rows: result.uploads.map((u) => [
        u.framing,
        u.serverStatus === null ? 'nothing' : String(u.serverStatus),
        toMiB(u.serverReadBytes),
        String(u.status),
        u.answerMs,
        u.sentAtAnswerBytes < 0 ? null : toMiB(u.sentAtAnswerBytes),
        toMiB(u.sentBytes),
        u.ending,
        toMiB(u.peakDelta.rss),
        toMiB(u.peakDelta.arrayBuffers),
        toMiB(u.peakDelta.external),
        toMiB(u.peakDelta.heapUsed),
        u.samples,
      ]),
      digits: [0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0],
      notes: [
        'server read = bytes the server took off the socket (headers included) by the time its answer was sent; sent = image bytes the client wrote',
        'samples: every 20 ms and every 1 MiB the client writes; Δ = peak minus the reading just before the upload',
        `longest gap between timer samples: ${result.uploads.map((u) => `${u.framing} ${Math.round(u.maxSampleGapMs)} ms`).join(', ')}`,
        `a normal request after the uploads answered ${result.nextRequestStatus}`,
      ],
    },
  ];
}

export function workerStartTable(results: readonly WorkerStartResult[]): Table {
  return {
    title: '4. Worker start: new pool → warm (language load + one read of a small sample per worker), ms',
    columns: ['language set', 'pool', 'workers', 'warm median', 'warm max', 'next read', 'Δrss MiB'],
    rows: results.map((r) => [r.label, r.poolSize, r.workers, r.warm.median, r.warm.max, r.nextRead.median, r.rssMiB]),
    digits: [0, 0, 0, 0, 0, 0, 1],
  };
}
