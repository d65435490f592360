import { DomainError } from '../../src/domain/errors';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';

/** A job that holds its slot until released. */
function heldJob() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return { release, job: () => released };
}

describe('TesseractPool queueing', () => {
  const pool = new TesseractPool({ size: 1, maxQueue: 1, logger: createLogger('silent') });
  afterAll(() => pool.close());

  it('runs one job per slot, queues up to maxQueue, and answers 503 SERVICE_UNAVAILABLE beyond', async () => {
    const first = heldJob();
    const second = heldJob();
    const running = pool.run(first.job);
    const queued = pool.run(second.job);
    expect(pool.stats()).toEqual({ size: 1, busy: 1, queued: 1 });
    await expect(pool.run(async () => 'third')).rejects.toMatchObject({ name: 'DomainError', kind: 'QueueFull' });
    first.release();
    await running;
    expect(pool.stats()).toEqual({ size: 1, busy: 1, queued: 0 });
    second.release();
    await queued;
    expect(pool.stats()).toEqual({ size: 1, busy: 0, queued: 0 });
  });

  it('takes a job whose request was cancelled out of the queue', async () => {
    const first = heldJob();
    const running = pool.run(first.job);
    const abort = new AbortController();
    let ran = false;
    const queued = pool.run(async () => {
      ran = true;
    }, abort.signal);
    abort.abort();
    await expect(queued).rejects.toMatchObject({ name: 'DomainError', kind: 'Cancelled' });
    await expect(queued).rejects.toBeInstanceOf(DomainError);
    expect(pool.stats().queued).toBe(0);
    first.release();
    await running;
    expect(ran).toBe(false);
  });

  it('gives the slot back when a job fails', async () => {
    await expect(pool.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
