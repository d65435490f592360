import type { OcrSession } from '../ocr/types';
import type { Stage, StageObserver } from '../domain/recognition';

/** Time spent per stage by one recognition, summed over its steps, reported once when it ends. */
export class StageClock {
  private readonly totals = new Map<Stage, number>();

  async time<T>(stage: Stage, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.add(stage, (performance.now() - started) / 1000);
    }
  }

  timeSync<T>(stage: Stage, step: () => T): T {
    const started = performance.now();
    try {
      return step();
    } finally {
      this.add(stage, (performance.now() - started) / 1000);
    }
  }

  /** The session with every read counted as OCR time. */
  session(session: OcrSession): OcrSession {
    return { read: (...args) => this.time('ocr', () => session.read(...args)), cost: (image, mode) => session.cost(image, mode) };
  }

  report(observe: StageObserver): void {
    for (const [stage, seconds] of this.totals) observe(stage, seconds);
  }

  private add(stage: Stage, seconds: number): void {
    this.totals.set(stage, (this.totals.get(stage) ?? 0) + seconds);
  }
}
