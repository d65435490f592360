/**
 * The key and credit store: one interface, two implementations (Redis for real deployments, memory for the
 * embedded demo and for the CLI without REDIS_URL). The HTTP layer only ever talks to this interface.
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
  accountId: string;
  unit: ReservedUnit;
  /** Calendar month (UTC, `YYYY-MM`) whose quota was used; a refund goes back to that month. */
  period: string;
}

/** Identifies a retry: same account + Idempotency-Key + digest of (documentType, image bytes). */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

export interface KeyStore {
  createAccount(input: NewAccount): Promise<Account>;
  getAccount(accountId: string): Promise<Account | null>;
  /** Throws StoreNotFoundError when the account does not exist. */
  verifyAccount(accountId: string): Promise<Account>;
  /** Throws StoreNotFoundError when the account does not exist. */
  addCredits(accountId: string, credits: number): Promise<Account>;
  /** The plain key is returned here and never again; only its hash is kept. */
  createKey(accountId: string, name: string): Promise<{ record: ApiKeyRecord; key: string }>;
  revokeKey(keyId: string): Promise<ApiKeyRecord>;
  listKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** Looks a plain key up by its hash, every time (no cache: a revocation holds on the next request). */
  findKey(plainKey: string, now: Date): Promise<{ key: ApiKeyRecord; account: Account } | null>;
  /** True when a charged success was recorded under this Idempotency-Key in the last 24 h. */
  hasIdempotencyRecord(accountId: string, idempotencyKey: string, now: Date): Promise<boolean>;
  /**
   * Atomically takes one unit: quota of the current month first, then one credit. With a claim that matches
   * a recorded success, takes nothing (unit `free`). Returns null when nothing is left.
   */
  reserve(accountId: string, now: Date, claim?: IdempotencyClaim): Promise<Reservation | null>;
  /** Gives back what `reserve` took (any non-200 outcome). Releasing a `free` reservation does nothing. */
  release(reservation: Reservation): Promise<void>;
  /** Records a charged success under its Idempotency-Key for 24 h, so that a retry is free. */
  recordIdempotency(accountId: string, claim: IdempotencyClaim, now: Date): Promise<void>;
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

/** An account or key id that does not exist (CLI commands report it; the HTTP path never sees it). */
export class StoreNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'StoreNotFoundError';
  }
}
