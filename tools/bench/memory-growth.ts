import type { BenchImage } from './bench-images';
import { startBenchServer } from './bench-server';
import { postImage, runLoad } from './http-throughput';
import { collectGarbage, memorySnapshot, sleep, type MemorySnapshot } from './measure';
import { measureOversizedUpload, type UploadOutcome } from './upload-memory';
import { liveWorkers } from './worker-starts';

export interface MemoryPoint {
  label: string;
  recognitions: number;
  /** tesseract workers alive: each holds its own WASM heap, a large part of RSS. */
  workers: number;
  memory: MemorySnapshot;
}

export interface MemoryResult {
  workers: number;
  points: MemoryPoint[];
  uploads: UploadOutcome[];
  /** Status of one ordinary request after the refused uploads: the server must still serve. */
  nextRequestStatus: number | string;
}

/** Memory after a full collection, once the process has settled for a moment. */
async function settled(): Promise<MemorySnapshot> {
  collectGarbage();
  await sleep(200);
  collectGarbage();
  return memorySnapshot();
}

/**
 * Memory of a server process through its life: before the pool, after warm-up, after batches of real
 * recognitions over HTTP (growth here would be a leak, or the WASM heaps that recycleAfter bounds), then
 * the peak rise during oversized uploads, declared and chunked.
 */
export async function measureMemory(images: readonly BenchImage[], workers: number, recognitions: number, uploadBytes: number): Promise<MemoryResult> {
  const points: MemoryPoint[] = [{ label: 'before server and pool', recognitions: 0, workers: liveWorkers(), memory: await settled() }];
  const server = await startBenchServer(workers);
  try {
    points.push({ label: 'after warm-up', recognitions: 0, workers: liveWorkers(), memory: await settled() });
    const checkpoints = [...new Set([Math.ceil(recognitions / 3), Math.ceil((2 * recognitions) / 3), recognitions])].filter((n) => n > 0);
    let done = 0;
    for (const checkpoint of checkpoints) {
      await runLoad(server, images, checkpoint - done, workers);
      done = checkpoint;
      points.push({ label: `after ${done} recognitions`, recognitions: done, workers: liveWorkers(), memory: await settled() });
    }
    const uploads: UploadOutcome[] = [];
    for (const framing of ['content-length', 'chunked'] as const) {
      await settled();
      uploads.push(await measureOversizedUpload(server, uploadBytes, framing));
    }
    points.push({ label: 'after the uploads', recognitions: done, workers: liveWorkers(), memory: await settled() });
    const next = await postImage(server, images[0]);
    return { workers, points, uploads, nextRequestStatus: next.status };
  } finally {
    await server.close();
  }
}
