import type { BenchImage } from './bench-images';
import { startBenchServer, type BenchServer } from './bench-server';
import { summarise, timed, type Summary } from './measure';
import { workerStartCount } from './worker-starts';

export interface LoadPoint {
  workers: number;
  concurrency: number;
  requests: number;
  ok: number;
  /** Statuses other than 200 (or "error: …" for a failed fetch), with their counts. */
  failures: Record<string, number>;
  wallMs: number;
  imagesPerSecond: number;
  latency: Summary;
  /** tesseract workers started during the point (a language set not warmed, or evicted from its slot). */
  workerStarts: number;
}

/** POSTs one image as the API takes it: multipart with `documentType` and an `image` file part. */
export async function postImage(server: Pick<BenchServer, 'origin' | 'authorization'>, image: BenchImage): Promise<{ status: number | string; ms: number }> {
  const form = new FormData();
  form.append('documentType', 'passport');
  form.append('image', new Blob([image.bytes], { type: 'image/jpeg' }), image.name);
  try {
    const { ms, value } = await timed(async () => {
      const res = await fetch(`${server.origin}/api/v1/ocr`, { method: 'POST', headers: { Authorization: server.authorization }, body: form });
      await res.arrayBuffer();
      return res.status;
    });
    return { status: value, ms };
  } catch (error) {
    return { status: `error: ${(error as Error).message}`, ms: Number.NaN };
  }
}

/** `requests` POSTs, at most `concurrency` in flight, cycling through `images`; timed from first send to last answer. */
export async function runLoad(server: BenchServer, images: readonly BenchImage[], requests: number, concurrency: number): Promise<Omit<LoadPoint, 'workers'>> {
  const startsBefore = workerStartCount();
  let next = 0;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  const client = async (): Promise<void> => {
    while (next < requests) {
      const image = images[next++ % images.length];
      const { status, ms } = await postImage(server, image);
      if (status === 200) latencies.push(ms);
      else failures[String(status)] = (failures[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, client));
  const wallMs = performance.now() - started;
  return { concurrency, requests, ok: latencies.length, failures, wallMs, imagesPerSecond: latencies.length / (wallMs / 1000), latency: summarise(latencies), workerStarts: workerStartCount() - startsBefore };
}

/** For each worker count a fresh server, then each concurrency in turn (after one untimed request per worker). */
export async function measureThroughput(
  images: readonly BenchImage[],
  workerCounts: readonly number[],
  concurrencies: readonly number[],
  requests: number,
  progress: (line: string) => void,
): Promise<LoadPoint[]> {
  const points: LoadPoint[] = [];
  for (const workers of workerCounts) {
    const server = await startBenchServer(workers);
    try {
      // Each slot's first real page still costs more than the warm-up sample did: take it out of the figures.
      await runLoad(server, images, workers, workers);
      for (const concurrency of concurrencies) {
        const point = { workers, ...(await runLoad(server, images, requests, concurrency)) };
        progress(`  OCR_WORKERS=${workers} concurrency ${concurrency}: ${point.imagesPerSecond.toFixed(2)} images/s`);
        points.push(point);
      }
    } finally {
      await server.close();
    }
  }
  return points;
}
