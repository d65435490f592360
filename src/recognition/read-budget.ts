import type { OcrSession } from '../ocr/types';

/** What bounds one recognition's optional reads. */
export interface ReadLimits {
  /** Pixels handed to tesseract. */
  pixels: number;
  /** Milliseconds from the budget's start (the recognition's start on a worker); unset: pixels only. */
  milliseconds?: number;
  /** The clock, in milliseconds (performance.now by default). */
  now?: () => number;
}

/**
 * How much OCR one recognition may spend, so that a hard image stops early with the best answer found by then
 * instead of taking 40 s. Counted in pixels handed to tesseract (its time grows with them): the same image gets
 * the same reads whatever else the machine is doing, so results repeat. The service also gives it a time
 * (`milliseconds`), because a machine that is busy or slow reads the same pixels up to twice as slowly and the
 * answer is wanted within seconds all the same. The page read and the read of an MRZ band the page read located
 * always run; the optional reads that follow (orientation probes, lines read on their own, the MRZ search zone and
 * the MRZ's further passes, value and zone re-reads, the photo read whole) each ask `exhausted()` first.
 */
export class ReadBudget {
  readonly limit: number;
  private spent = 0;
  private readonly deadline: number | undefined;
  private readonly now: () => number;
  /** Pixels spent when the time ran out, once it has. */
  private spentWhenTimeRanOut: number | undefined;

  constructor(limits: number | ReadLimits) {
    const { pixels, milliseconds, now = () => performance.now() } = typeof limits === 'number' ? { pixels: limits } : limits;
    this.limit = pixels;
    this.now = now;
    this.deadline = milliseconds === undefined ? undefined : now() + milliseconds;
  }

  /** Pixels read so far. */
  get used(): number {
    return this.spent;
  }

  /**
   * The pixel limit that stops reads where this budget stopped them: the pixels spent when the time ran out,
   * if it did. A recorded recognition keeps it, so that its replay (counted in pixels only) asks for no read
   * the live run did not make.
   */
  get pixelLimitReached(): number {
    return Math.min(this.limit, this.spentWhenTimeRanOut ?? Number.POSITIVE_INFINITY);
  }

  exhausted(): boolean {
    if (this.spent >= this.limit || this.spentWhenTimeRanOut !== undefined) return true;
    if (this.deadline === undefined || this.now() < this.deadline) return false;
    this.spentWhenTimeRanOut = this.spent;
    return true;
  }

  /**
   * Whether a read expected to take `milliseconds` may start: the budget is not spent and, when it has a time, the
   * read would end within it. A read declined for time spends the budget there, as the time running out would
   * (so a replay, counted in pixels, stops at the same point).
   */
  hasTimeFor(milliseconds: number): boolean {
    if (this.exhausted()) return false;
    if (this.deadline === undefined || this.now() + milliseconds <= this.deadline) return true;
    this.spentWhenTimeRanOut = this.spent;
    return false;
  }

  charge(pixels: number): void {
    this.spent += pixels;
  }

  /** The session with every read charged to this budget. */
  session(session: OcrSession): OcrSession {
    return {
      read: (image, languages, mode, options) => {
        this.charge(session.cost(image, mode));
        return session.read(image, languages, mode, options);
      },
      cost: (image, mode) => session.cost(image, mode),
    };
  }
}
