/** Why a request was not let in: the process is full, or its key already has its share in flight. */
export type Refusal = 'global' | 'key';

/**
 * Counts the requests of this process between authentication and their answer, in all and per API key, and
 * refuses one beyond either cap before its body is read: uploads, decodes and pages waiting for OCR all hold
 * memory, so their number is what bounds it, not the OCR queue alone.
 */
export class InFlight {
  private total = 0;
  private readonly perKey = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly maxPerKey: number,
  ) {}

  /** A release to call exactly once when the request is answered, or why it may not start. */
  enter(keyId: string): { release: () => void } | { refused: Refusal } {
    if (this.total >= this.max) return { refused: 'global' };
    const held = this.perKey.get(keyId) ?? 0;
    if (held >= this.maxPerKey) return { refused: 'key' };
    this.total++;
    this.perKey.set(keyId, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.perKey.get(keyId) ?? 1) - 1;
        if (left > 0) this.perKey.set(keyId, left);
        else this.perKey.delete(keyId);
      },
    };
  }

  count(): number {
    return this.total;
  }
}
