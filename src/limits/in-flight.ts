/** Why a request was not let in: the process is full, or its key or its account already has its share in flight. */
export type Refusal = 'global' | 'key' | 'account';

/**
 * Counts the requests of this process between authentication and their answer, in all, per API key and per
 * account, and refuses one beyond any cap before its body is read: uploads, decodes and pages waiting for OCR
 * all hold memory, so their number is what bounds it, not the OCR queue alone. The account's cap keeps the keys
 * of one account, each within its own share, from holding every slot together.
 */
export class InFlight {
  private total = 0;
  private readonly perKey = new Map<string, number>();
  private readonly perAccount = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly maxPerKey: number,
    readonly maxPerAccount: number = Infinity,
  ) {}

  /** A release to call exactly once when the request is answered, or why it may not start. */
  enter(keyId: string, accountId: string): { release: () => void } | { refused: Refusal } {
    if (this.total >= this.max) return { refused: 'global' };
    if ((this.perKey.get(keyId) ?? 0) >= this.maxPerKey) return { refused: 'key' };
    if ((this.perAccount.get(accountId) ?? 0) >= this.maxPerAccount) return { refused: 'account' };
    this.total++;
    raise(this.perKey, keyId);
    raise(this.perAccount, accountId);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        lower(this.perKey, keyId);
        lower(this.perAccount, accountId);
      },
    };
  }

  count(): number {
    return this.total;
  }
}

function raise(counts: Map<string, number>, id: string): void {
  counts.set(id, (counts.get(id) ?? 0) + 1);
}

function lower(counts: Map<string, number>, id: string): void {
  const left = (counts.get(id) ?? 1) - 1;
  if (left > 0) counts.set(id, left);
  else counts.delete(id);
}
