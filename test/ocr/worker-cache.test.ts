import sharp from 'sharp';
import { createLogger } from '../../src/logging/logger';
import { PROCESS_BASE_MIB, WORKER_MIB, WorkerCache } from '../../src/ocr/worker-cache';
import type { Worker } from 'tesseract.js';

/** A line of print tesseract reads in any of these languages. */
function printedLine(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="90"><rect width="100%" height="100%" fill="white"/><text x="20" y="60" font-size="40" font-family="sans-serif">IDOCR 2468</text></svg>';
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

const text = async (worker: Worker, image: Buffer): Promise<string> => (await worker.recognize(image)).data.text.trim();

/**
 * The service's tesseract workers under a memory budget: shared by the recognitions, started per language set
 * when a read needs one, and no more kept than the budget holds, least recently used out first.
 */
describe('WorkerCache', () => {
  const logger = createLogger('silent');

  it('keeps no more workers than the budget holds, and still reads every language set asked for', async () => {
    const cache = new WorkerCache({ memoryBudgetMiB: PROCESS_BASE_MIB + 2 * WORKER_MIB, minimumWorkers: 1, recycleAfter: 500, logger });
    const image = await printedLine();
    try {
      expect(cache.capacity).toBe(2);
      for (const languages of [['eng'], ['deu'], ['fra'], ['eng']]) {
        expect(await cache.use(languages, 'lstm', (worker) => text(worker, image))).toBe('IDOCR 2468');
        expect(cache.live).toBeLessThanOrEqual(2);
      }
      // eng, deu; fra in place of eng (least recently used); eng again in place of deu.
      expect(cache.events).toEqual({ started: 4, evicted: 2, recycled: 0 });
    } finally {
      await cache.close();
    }
  }, 120_000);

  it('gives two reads of one language set at once a worker each, and reuses them after', async () => {
    const cache = new WorkerCache({ memoryBudgetMiB: PROCESS_BASE_MIB + 4 * WORKER_MIB, minimumWorkers: 2, recycleAfter: 500, logger });
    const image = await printedLine();
    const used = new Set<Worker>();
    const read = (): Promise<string> => cache.use(['eng'], 'lstm', (worker) => (used.add(worker), text(worker, image)));
    try {
      expect(await Promise.all([read(), read()])).toEqual(['IDOCR 2468', 'IDOCR 2468']);
      expect(used.size).toBe(2);
      await read();
      expect({ workers: used.size, live: cache.live }).toEqual({ workers: 2, live: 2 });
    } finally {
      await cache.close();
    }
  }, 120_000);

  it('keeps one worker per recognition at once however small the budget, and replaces a worker after recycleAfter reads', async () => {
    const cache = new WorkerCache({ memoryBudgetMiB: 0, minimumWorkers: 1, recycleAfter: 2, logger });
    const image = await printedLine();
    const used: Worker[] = [];
    try {
      expect(cache.capacity).toBe(1);
      for (let i = 0; i < 3; i++) await cache.use(['eng'], 'lstm', (worker) => (used.push(worker), text(worker, image)));
      expect(used[0]).toBe(used[1]);
      expect(used[2]).not.toBe(used[1]);
      expect(cache.live).toBe(1);
      expect(cache.events).toEqual({ started: 2, evicted: 0, recycled: 1 });
    } finally {
      await cache.close();
    }
  }, 120_000);
});
