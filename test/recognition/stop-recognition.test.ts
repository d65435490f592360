import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { OcrSession } from '../../src/ocr/types';
import { createLogger } from '../../src/logging/logger';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { decodeImage } from '../../src/image/decode-image';
import { loadFixtures } from '../support/fixtures';

/** The real pool, telling the test each time a read is handed to tesseract (the reads themselves are real). */
class ObservedPool extends TesseractPool {
  onRead: () => void = () => undefined;
  override run<T>(job: (session: OcrSession) => Promise<T>, signal?: AbortSignal): Promise<T> {
    return super.run((session) => job({ read: (...args) => (this.onRead(), session.read(...args)), cost: (image, mode) => session.cost(image, mode) }), signal);
  }
}

/**
 * A recognition whose client went away, or whose deadline passed, stops at its next read instead of running
 * to its end: the worker is free for the next request, and the caller learns why.
 */
describe('a recognition stopped while it reads', () => {
  const pool = new ObservedPool({ size: 1, maxQueue: 4, logger: createLogger('silent') });
  const recogniser = new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool);
  const [passport] = loadFixtures('passport', 'clean-');
  afterAll(() => pool.close());

  it('stops after the read under way when its signal aborts, as Cancelled, and frees its worker', async () => {
    const image = await decodeImage(passport.bytes, 'image/jpeg');
    let reads = 0;
    const controller = new AbortController();
    pool.onRead = () => {
      reads += 1;
      controller.abort();
    };
    await expect(recogniser.recognise(image, 'passport', controller.signal)).rejects.toMatchObject({ name: 'DomainError', kind: 'Cancelled' });
    // The page read was under way when the signal aborted; no read followed it (a whole recognition makes many).
    expect(reads).toBe(1);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });

    pool.onRead = () => (reads += 1);
    reads = 0;
    const answered = await recogniser.recognise(image, 'passport', new AbortController().signal);
    expect(answered.fields.passportNumber).toBe(passport.fields.passportNumber);
    expect(reads).toBeGreaterThan(1);
  }, 120_000);

  it('reads nothing when its client went away while the document was being found, and frees its worker', async () => {
    const [photo] = loadFixtures('passport', 'camera-');
    const image = await decodeImage(photo.bytes, 'image/jpeg');
    let reads = 0;
    pool.onRead = () => (reads += 1);
    const controller = new AbortController();
    const recognition = recogniser.recognise(image, 'passport', controller.signal);
    controller.abort();
    await expect(recognition).rejects.toMatchObject({ name: 'DomainError', kind: 'Cancelled' });
    expect(reads).toBe(0);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
  }, 120_000);

  it('stops at the next read past the deadline, as DeadlineExceeded, and frees its worker', async () => {
    // A deadline no recognition can meet: a page read alone takes longer than 1 ms.
    const hurried = new ObservedPool({ size: 1, maxQueue: 4, deadlineMs: 1, logger: createLogger('silent') });
    let reads = 0;
    hurried.onRead = () => (reads += 1);
    try {
      const image = await decodeImage(passport.bytes, 'image/jpeg');
      await expect(new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), hurried).recognise(image, 'passport')).rejects.toMatchObject({ name: 'DomainError', kind: 'DeadlineExceeded' });
      expect(reads).toBe(1);
      expect(hurried.stats()).toMatchObject({ busy: 0, queued: 0 });
    } finally {
      await hurried.close();
    }
  }, 120_000);
});
