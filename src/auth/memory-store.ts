/**
 * The embedded key store, used when no Redis is named (demo, CLI, tests). Same semantics as RedisStore; every
 * method runs to completion without awaiting, which is what makes reserve/release atomic in one process.
 */
import {
  Account,
  ApiKeyRecord,
  IdempotencyClaim,
  IdempotencyConflictError,
  KeyStore,
  NewAccount,
  RESERVATION_TTL_MS,
  Reservation,
  ReservationOutcome,
  ReservedUnit,
  StoreNotFoundError,
} from './store';
import { formatPeriod, generateAccountId, generateApiKey, generateKeyId, hashKey } from './key-format';
import { ledgerRetentionMs, type LedgerEvent, type LedgerEventType, type RequestContext } from './ledger';
import { CREDIT_GRANT_WINDOW_S, ENDED_RESERVATION_KEPT_S, IDEMPOTENCY_WINDOW_MS, newAccountFields, requirePositive, requireText } from './store-input';


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
  /** The first 200's body, sealed (seal-answer.ts): only a caller with the same request can open it. */
  sealedAnswer?: string;
}

interface ReservationRow {
  accountId: string;
  unit: ReservedUnit;
  period: string;
  state: 'reserved' | 'committed' | 'released' | 'refunded';
  /** The idempotency lock it holds, by idempotencyId. */
  lock?: string;
  /** While reserved: when the sweeper may give it back; once ended: when it is forgotten. */
  expiresAt: number;
  keyId?: string;
  requestId?: string;
}

export interface MemoryStoreOptions {
  /** Wall clock for createdAt and for the month `getAccount` reports; tests inject one. */
  clock?: () => Date;
  /** How long a reservation may stay uncommitted before the sweeper gives it back (RESERVATION_TTL_MS). */
  reservationTtlMs?: number;
  /** How long ledger events are kept (LEDGER_RETENTION_DAYS). */
  ledgerRetentionDays?: number;
}

export class MemoryStore implements KeyStore {
  private readonly accounts = new Map<string, AccountRow>();
  private readonly keys = new Map<string, ApiKeyRecord>();
  /** Only the hash of a key is kept, as in Redis. */
  private readonly keyIdsByHash = new Map<string, string>();
  private readonly idempotency = new Map<string, IdempotencyRow>();
  private readonly reservations = new Map<string, ReservationRow>();
  /** idempotencyId → the reservation id holding it, and until when. */
  private readonly locks = new Map<string, { holder: string; until: number }>();
  /** Credit grants made under an idempotency key, and until when they are remembered. */
  private readonly grants = new Map<string, number>();
  /** Each account's ledger, oldest first. */
  private readonly ledgers = new Map<string, LedgerEvent[]>();
  private ledgerSequence = 0;
  private readonly clock: () => Date;
  private readonly reservationTtlMs: number;
  private readonly ledgerRetentionMs: number;

  constructor(options: MemoryStoreOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.reservationTtlMs = options.reservationTtlMs ?? RESERVATION_TTL_MS;
    this.ledgerRetentionMs = ledgerRetentionMs(options.ledgerRetentionDays);
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const row: AccountRow = {
      id: generateAccountId(),
      ...newAccountFields(input),
      createdAt: this.clock().toISOString(),
      quotaUsed: new Map(),
    };
    this.accounts.set(row.id, row);
    this.record(row.id, this.clock().getTime(), { type: 'grant', credits: row.credits, quotaUsed: 0, quota: row.quota, outcome: 'created' });
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

  async addCredits(accountId: string, credits: number, idempotencyKey?: string): Promise<{ account: Account; applied: boolean }> {
    requirePositive('credits', credits);
    const row = this.requireAccount(accountId);
    const now = this.clock().getTime();
    if (idempotencyKey !== undefined) {
      const grant = idempotencyId(accountId, requireText('idempotency key', idempotencyKey));
      if ((this.grants.get(grant) ?? 0) > now) return { account: toAccount(row, formatPeriod(this.clock())), applied: false };
      this.grants.set(grant, now + CREDIT_GRANT_WINDOW_S * 1000);
    }
    row.credits += credits;
    this.record(accountId, now, { type: 'grant', credits, quotaUsed: 0, outcome: 'added' });
    return { account: toAccount(row, formatPeriod(this.clock())), applied: true };
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

  async reserve(accountId: string, now: Date, id: string, claim?: IdempotencyClaim, context: RequestContext = {}): Promise<Reservation | null> {
    const row = this.accounts.get(accountId);
    if (!row) return null;
    const period = formatPeriod(now);
    const held = { id, accountId, period, ...(claim ? { idempotencyKey: claim.key } : {}) };
    const seen = this.reservations.get(id);
    if (seen) return { ...held, unit: seen.unit, period: seen.period };
    const lock = claim ? idempotencyId(accountId, claim.key) : undefined;
    const holder = lock === undefined ? undefined : this.locks.get(lock);
    if (holder && holder.holder !== id && holder.until > now.getTime()) throw new IdempotencyConflictError();

    let unit: ReservedUnit | undefined;
    if (claim?.fingerprint !== undefined && this.liveIdempotency(accountId, claim.key, now)?.fingerprint === claim.fingerprint) unit = 'free';
    const used = row.quotaUsed.get(period);
    if (!unit && (used ?? 0) < row.quota) {
      if (used === undefined) this.record(accountId, now.getTime(), { type: 'quota', credits: 0, quotaUsed: 0, quota: row.quota, period, outcome: 'started' });
      row.quotaUsed.set(period, (used ?? 0) + 1);
      unit = 'quota';
    } else if (!unit && row.credits > 0) {
      row.credits -= 1;
      unit = 'credit';
    }
    const who = { ...(context.keyId ? { keyId: context.keyId } : {}), ...(context.requestId ? { requestId: context.requestId } : {}), reservationId: id };
    if (!unit) {
      this.record(accountId, now.getTime(), { type: 'reserve', ...who, credits: 0, quotaUsed: 0, outcome: 'insufficient' });
      return null;
    }
    const expiresAt = now.getTime() + this.reservationTtlMs;
    this.reservations.set(id, { accountId, unit, period, state: 'reserved', lock, expiresAt, keyId: context.keyId, requestId: context.requestId });
    if (lock) this.locks.set(lock, { holder: id, until: expiresAt });
    this.record(accountId, now.getTime(), { type: 'reserve', ...who, unit, credits: unit === 'credit' ? -1 : 0, quotaUsed: unit === 'quota' ? 1 : 0, period, outcome: unit });
    return { ...held, unit };
  }

  async commit(reservation: Reservation, now: Date, fingerprint?: string, sealedAnswer?: string, context: RequestContext = {}): Promise<ReservationOutcome> {
    const row = this.reservations.get(reservation.id);
    if (!row) return 'gone';
    if (row.state !== 'reserved') return row.state;
    this.end(reservation.id, row, 'committed', now.getTime());
    this.recordEnd(reservation.id, row, now.getTime(), 'commit', 0, 0, 'committed', context.documentType);
    if (fingerprint !== undefined && reservation.idempotencyKey !== undefined && row.unit !== 'free') {
      this.dropExpiredIdempotency(now);
      this.idempotency.set(idempotencyId(row.accountId, reservation.idempotencyKey), { fingerprint, recordedAt: now.getTime(), ...(sealedAnswer ? { sealedAnswer } : {}) });
    }
    return 'committed';
  }

  async sealedAnswer(accountId: string, idempotencyKey: string, fingerprint: string, now: Date): Promise<string | null> {
    const row = this.liveIdempotency(accountId, idempotencyKey, now);
    return row?.fingerprint === fingerprint ? (row.sealedAnswer ?? null) : null;
  }

  async release(reservation: Reservation, context: RequestContext = {}): Promise<ReservationOutcome> {
    return this.giveBack(reservation.id, this.clock().getTime(), 'release', context.documentType);
  }

  async sweepExpired(now: Date): Promise<number> {
    let released = 0;
    for (const [id, row] of this.reservations) {
      if (row.expiresAt > now.getTime()) continue;
      if (row.state === 'reserved') {
        if (this.giveBack(id, now.getTime(), 'expire') === 'released') released++;
      } else {
        this.reservations.delete(id);
      }
    }
    return released;
  }

  async refund(reservation: Reservation): Promise<ReservationOutcome> {
    const row = this.reservations.get(reservation.id);
    if (!row || row.state !== 'committed') return this.giveBack(reservation.id, this.clock().getTime(), 'refund');
    const { credits, quotaUsed } = this.returnUnit(row);
    // A free retry's commit wrote no record: the one there is the first success's.
    if (reservation.idempotencyKey !== undefined && row.unit !== 'free') this.idempotency.delete(idempotencyId(row.accountId, reservation.idempotencyKey));
    this.end(reservation.id, row, 'refunded', this.clock().getTime());
    this.recordEnd(reservation.id, row, this.clock().getTime(), 'refund', credits, quotaUsed, 'refunded');
    return 'refunded';
  }

  async ledger(accountId: string, since?: Date): Promise<LedgerEvent[]> {
    this.requireAccount(accountId);
    const from = since?.getTime() ?? -Infinity;
    return (this.ledgers.get(accountId) ?? []).filter((event) => Date.parse(event.time) >= from).map((event) => ({ ...event }));
  }

  private giveBack(id: string, now: number, type: 'release' | 'expire' | 'refund', documentType?: string): ReservationOutcome {
    const row = this.reservations.get(id);
    if (!row) return 'gone';
    if (row.state !== 'reserved') return row.state;
    const { credits, quotaUsed } = this.returnUnit(row);
    this.end(id, row, 'released', now);
    this.recordEnd(id, row, now, type, credits, quotaUsed, 'released', documentType);
    return 'released';
  }

  /** Gives the unit back; what that did to the balance, for the ledger. */
  private returnUnit(row: ReservationRow): { credits: number; quotaUsed: number } {
    const account = this.accounts.get(row.accountId);
    if (account && row.unit === 'quota') {
      const used = account.quotaUsed.get(row.period) ?? 0;
      if (used > 0) {
        account.quotaUsed.set(row.period, used - 1);
        return { credits: 0, quotaUsed: -1 };
      }
    } else if (account && row.unit === 'credit') {
      account.credits += 1;
      return { credits: 1, quotaUsed: 0 };
    }
    return { credits: 0, quotaUsed: 0 };
  }

  private recordEnd(id: string, row: ReservationRow, now: number, type: LedgerEventType, credits: number, quotaUsed: number, outcome: string, documentType?: string): void {
    this.record(row.accountId, now, {
      type,
      ...(row.keyId ? { keyId: row.keyId } : {}),
      reservationId: id,
      ...(row.requestId ? { requestId: row.requestId } : {}),
      unit: row.unit,
      credits,
      quotaUsed,
      period: row.period,
      ...(documentType ? { documentType } : {}),
      outcome,
    });
  }

  /** Appends an event, dropping those past the retention, as the Redis stream's trimming does. */
  private record(accountId: string, now: number, event: Omit<LedgerEvent, 'id' | 'time' | 'accountId'>): void {
    const events = this.ledgers.get(accountId) ?? [];
    this.ledgers.set(accountId, events);
    const cutoff = now - this.ledgerRetentionMs;
    const kept = events.findIndex((old) => Date.parse(old.time) >= cutoff);
    if (kept !== 0) events.splice(0, kept === -1 ? events.length : kept);
    events.push({ id: `${now}-${++this.ledgerSequence}`, time: new Date(now).toISOString(), accountId, ...event });
  }

  private end(id: string, row: ReservationRow, state: 'committed' | 'released' | 'refunded', now: number): void {
    row.state = state;
    row.expiresAt = now + ENDED_RESERVATION_KEPT_S * 1000;
    if (row.lock && this.locks.get(row.lock)?.holder === id) this.locks.delete(row.lock);
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
