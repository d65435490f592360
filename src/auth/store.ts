import type { LedgerEvent, RequestContext } from './ledger';

/**
 * The key and credit store: one interface, two implementations (Redis for real deployments, memory for the
 * embedded demo). The HTTP layer only ever talks to this interface.
 */

export interface Account {
  id: string;
  email: string;
  verified: boolean;
  /** Prepaid balance; one credit pays for one successful recognition once the month's quota is used. */
  credits: number;
  /** Requests included per calendar month (UTC). */
  quota: number;
  /** Quota used in the current calendar month (UTC). */
  quotaUsed: number;
  createdAt: string;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string;
  status: 'active' | 'revoked';
  createdAt: string;
  lastUsedAt: string | null;
}

export interface NewAccount {
  email: string;
  verified?: boolean;
  credits?: number;
  quota?: number;
}

/** What a reservation took, so that releasing it gives back exactly that. */
export type ReservedUnit = 'quota' | 'credit' | 'free';

export interface Reservation {
  /** Chosen by the caller of `reserve`, so that a reserve whose reply was lost can still be released by it. */
  id: string;
  accountId: string;
  unit: ReservedUnit;
  /** Calendar month (UTC, `YYYY-MM`) whose quota was used; a refund goes back to that month. */
  period: string;
  /** The Idempotency-Key this reservation holds locked until it is committed or released. */
  idempotencyKey?: string;
}

/**
 * Identifies a retry: same account + Idempotency-Key + digest of (documentType, image bytes). Before the body is
 * read the digest is not known yet: the key alone locks, and a retry cannot be free.
 */
export interface IdempotencyClaim {
  key: string;
  fingerprint?: string;
}

/** How a commit or release found its reservation: it acted (`committed`/`released`), or it had already ended. */
export type ReservationOutcome = 'committed' | 'released' | 'refunded' | 'gone';

/**
 * How long a reservation may stay uncommitted before the sweeper gives its unit back: well beyond the longest
 * request (60 s to upload, the wait for a worker, a 15 s recognition).
 */
export const RESERVATION_TTL_MS = 10 * 60 * 1000;

export interface KeyStore {
  createAccount(input: NewAccount): Promise<Account>;
  getAccount(accountId: string): Promise<Account | null>;
  /** Throws StoreNotFoundError when the account does not exist. */
  verifyAccount(accountId: string): Promise<Account>;
  /**
   * Throws StoreNotFoundError when the account does not exist. With an idempotency key, a second grant under
   * the same key (within 30 days) adds nothing and says so (`applied: false`).
   */
  addCredits(accountId: string, credits: number, idempotencyKey?: string): Promise<{ account: Account; applied: boolean }>;
  /** The plain key is returned here and never again; only its hash is kept. */
  createKey(accountId: string, name: string): Promise<{ record: ApiKeyRecord; key: string }>;
  revokeKey(keyId: string): Promise<ApiKeyRecord>;
  listKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** Looks a plain key up by its hash, every time (no cache: a revocation holds on the next request). */
  findKey(plainKey: string, now: Date): Promise<{ key: ApiKeyRecord; account: Account } | null>;
  /** True when a charged success was recorded under this Idempotency-Key in the last 24 h. */
  hasIdempotencyRecord(accountId: string, idempotencyKey: string, now: Date): Promise<boolean>;
  /**
   * Atomically takes one unit under the reservation id `id`: quota of the current month first, then one credit.
   * With a claim whose fingerprint matches a recorded success, takes nothing (unit `free`). A claim also locks
   * its Idempotency-Key until the reservation ends: a second reserve under a locked key throws
   * IdempotencyConflictError. Reserving an id again takes nothing more. Returns null when nothing is left.
   * Uncommitted, the reservation is given back by `sweepExpired` after RESERVATION_TTL_MS. `context` names the
   * key and request in the ledger.
   */
  reserve(accountId: string, now: Date, id: string, claim?: IdempotencyClaim, context?: RequestContext): Promise<Reservation | null>;
  /**
   * Keeps what the reservation took (a 200 goes out) and, with a fingerprint, records the success under its
   * Idempotency-Key for 24 h so that a retry is free, with `sealedAnswer` (the 200's body, encrypted under a key
   * only the request's own parts give: seal-answer.ts) when given. Idempotent: `gone` when it was released or swept.
   * `context.documentType` goes to the ledger.
   */
  commit(reservation: Reservation, now: Date, fingerprint?: string, sealedAnswer?: string, context?: RequestContext): Promise<ReservationOutcome>;
  /**
   * The sealed answer recorded under this Idempotency-Key with this fingerprint within the last 24 h; null when
   * there is none (no record, another request's, a record kept without one).
   */
  sealedAnswer(accountId: string, idempotencyKey: string, fingerprint: string, now: Date): Promise<string | null>;
  /** Gives back what the reservation took (any other outcome). Idempotent: a second release gives nothing. */
  release(reservation: Reservation, context?: RequestContext): Promise<ReservationOutcome>;
  /**
   * Gives back what the reservation took whatever became of it: a held one as `release` does (`released`), and a
   * committed one whose 200 never went out (its commit's answer lost, the release after it unanswered: the
   * client was told 503) too, dropping the idempotency record its commit wrote (`refunded`). Idempotent.
   */
  refund(reservation: Reservation): Promise<ReservationOutcome>;
  /** Gives back the units of reservations older than RESERVATION_TTL_MS (a lost release); how many. */
  sweepExpired(now: Date): Promise<number>;
  /**
   * The account's ledger events since `since` (default: as far back as they are kept), oldest first. Throws
   * StoreNotFoundError when the account does not exist.
   */
  ledger(accountId: string, since?: Date): Promise<LedgerEvent[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store cannot be reached: the HTTP layer answers 503 SERVICE_UNAVAILABLE and moves no credit. */
export class StoreUnavailableError extends Error {
  constructor(message = 'key store unreachable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

/** A request under the same Idempotency-Key is still in flight for the account (409 IDEMPOTENCY_CONFLICT). */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('a request with this Idempotency-Key is in flight');
    this.name = 'IdempotencyConflictError';
  }
}

/** An account or key id that does not exist (CLI commands report it; the HTTP path never sees it). */
export class StoreNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'StoreNotFoundError';
  }
}
