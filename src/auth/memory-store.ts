/**
 * The embedded key store, used when REDIS_URL is unset (demo, CLI, tests). Same semantics as RedisStore; every
 * method runs to completion without awaiting, which is what makes reserve/release atomic in one process.
 */
import {
  Account,
  ApiKeyRecord,
  IdempotencyClaim,
  KeyStore,
  NewAccount,
  Reservation,
  StoreNotFoundError,
} from './store';
import { formatPeriod, generateAccountId, generateApiKey, generateKeyId, hashKey } from './key-format';
import { IDEMPOTENCY_WINDOW_MS, newAccountFields, requirePositive, requireText } from './store-input';


interface AccountRow {
  id: string;
  email: string;
  verified: boolean;
  credits: number;
  quota: number;
  createdAt: string;
  /** Quota used per month `YYYY-MM`, so a refund goes back to the month it came from. */
  quotaUsed: Map<string, number>;
}

interface IdempotencyRow {
  fingerprint: string;
  recordedAt: number;
}

export interface MemoryStoreOptions {
  /** Wall clock for createdAt and for the month `getAccount` reports; tests inject one. */
  clock?: () => Date;
}

export class MemoryStore implements KeyStore {
  private readonly accounts = new Map<string, AccountRow>();
  private readonly keys = new Map<string, ApiKeyRecord>();
  /** Only the hash of a key is kept, as in Redis. */
  private readonly keyIdsByHash = new Map<string, string>();
  private readonly idempotency = new Map<string, IdempotencyRow>();
  private readonly clock: () => Date;

  constructor(options: MemoryStoreOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const row: AccountRow = {
      id: generateAccountId(),
      ...newAccountFields(input),
      createdAt: this.clock().toISOString(),
      quotaUsed: new Map(),
    };
    this.accounts.set(row.id, row);
    return toAccount(row, formatPeriod(this.clock()));
  }

  async getAccount(accountId: string): Promise<Account | null> {
    const row = this.accounts.get(accountId);
    return row ? toAccount(row, formatPeriod(this.clock())) : null;
  }

  async verifyAccount(accountId: string): Promise<Account> {
    const row = this.requireAccount(accountId);
    row.verified = true;
    return toAccount(row, formatPeriod(this.clock()));
  }

  async addCredits(accountId: string, credits: number): Promise<Account> {
    requirePositive('credits', credits);
    const row = this.requireAccount(accountId);
    row.credits += credits;
    return toAccount(row, formatPeriod(this.clock()));
  }

  async createKey(accountId: string, name: string): Promise<{ record: ApiKeyRecord; key: string }> {
    this.requireAccount(accountId);
    const record: ApiKeyRecord = {
      id: generateKeyId(),
      accountId,
      name: requireText('name', name),
      status: 'active',
      createdAt: this.clock().toISOString(),
      lastUsedAt: null,
    };
    let key = generateApiKey();
    // A collision of 173-bit keys will not happen, but a silent overwrite would hand one account another's key.
    while (this.keyIdsByHash.has(hashKey(key))) key = generateApiKey();
    this.keys.set(record.id, record);
    this.keyIdsByHash.set(hashKey(key), record.id);
    return { record: { ...record }, key };
  }

  async revokeKey(keyId: string): Promise<ApiKeyRecord> {
    const record = this.keys.get(keyId);
    if (!record) throw new StoreNotFoundError(`key ${keyId}`);
    record.status = 'revoked';
    return { ...record };
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    this.requireAccount(accountId);
    return [...this.keys.values()]
      .filter((record) => record.accountId === accountId)
      .sort(byCreation)
      .map((record) => ({ ...record }));
  }

  async findKey(plainKey: string, now: Date): Promise<{ key: ApiKeyRecord; account: Account } | null> {
    const keyId = this.keyIdsByHash.get(hashKey(plainKey));
    const record = keyId === undefined ? undefined : this.keys.get(keyId);
    const row = record && this.accounts.get(record.accountId);
    if (!record || !row) return null;
    // A revoked key was not used: its last use stays the last time it was let in.
    if (record.status === 'active') record.lastUsedAt = now.toISOString();
    return { key: { ...record }, account: toAccount(row, formatPeriod(now)) };
  }

  async hasIdempotencyRecord(accountId: string, idempotencyKey: string, now: Date): Promise<boolean> {
    return this.liveIdempotency(accountId, idempotencyKey, now) !== undefined;
  }

  async reserve(accountId: string, now: Date, claim?: IdempotencyClaim): Promise<Reservation | null> {
    const row = this.accounts.get(accountId);
    if (!row) return null;
    const period = formatPeriod(now);
    if (claim && this.liveIdempotency(accountId, claim.key, now)?.fingerprint === claim.fingerprint) {
      return { accountId, unit: 'free', period };
    }
    const used = row.quotaUsed.get(period) ?? 0;
    if (used < row.quota) {
      row.quotaUsed.set(period, used + 1);
      return { accountId, unit: 'quota', period };
    }
    if (row.credits > 0) {
      row.credits -= 1;
      return { accountId, unit: 'credit', period };
    }
    return null;
  }

  async release(reservation: Reservation): Promise<void> {
    const row = this.accounts.get(reservation.accountId);
    if (!row) return;
    if (reservation.unit === 'quota') {
      const used = row.quotaUsed.get(reservation.period) ?? 0;
      if (used > 0) row.quotaUsed.set(reservation.period, used - 1);
    } else if (reservation.unit === 'credit') {
      row.credits += 1;
    }
  }

  async recordIdempotency(accountId: string, claim: IdempotencyClaim, now: Date): Promise<void> {
    this.dropExpiredIdempotency(now);
    this.idempotency.set(idempotencyId(accountId, claim.key), {
      fingerprint: claim.fingerprint,
      recordedAt: now.getTime(),
    });
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  private requireAccount(accountId: string): AccountRow {
    const row = this.accounts.get(accountId);
    if (!row) throw new StoreNotFoundError(`account ${accountId}`);
    return row;
  }

  private liveIdempotency(accountId: string, idempotencyKey: string, now: Date): IdempotencyRow | undefined {
    const row = this.idempotency.get(idempotencyId(accountId, idempotencyKey));
    return row && isLive(row, now) ? row : undefined;
  }

  /** Redis expires these by TTL; here a long-running demo would otherwise keep every record forever. */
  private dropExpiredIdempotency(now: Date): void {
    for (const [id, row] of this.idempotency) {
      if (!isLive(row, now)) this.idempotency.delete(id);
    }
  }
}

function isLive(row: IdempotencyRow, now: Date): boolean {
  return now.getTime() - row.recordedAt < IDEMPOTENCY_WINDOW_MS;
}

function idempotencyId(accountId: string, idempotencyKey: string): string {
  return `${accountId}:${hashKey(idempotencyKey)}`;
}

function toAccount(row: AccountRow, period: string): Account {
  return {
    id: row.id,
    email: row.email,
    verified: row.verified,
    credits: row.credits,
    quota: row.quota,
    quotaUsed: row.quotaUsed.get(period) ?? 0,
    createdAt: row.createdAt,
  };
}

function byCreation(a: ApiKeyRecord, b: ApiKeyRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}
