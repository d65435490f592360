/**
 * The key and credit store on Redis (REDIS_URL set). Every step that moves credit is one Lua script
 * (redis-scripts.ts), so several service replicas share one exact balance.
 *
 * Layout, under a prefix (default `idocr:`):
 *   account:<accountId>                  hash  email, verified (1|0), credits, quota, createdAt
 *   account:<accountId>:keys             set   key ids of the account
 *   quota:<accountId>:<YYYY-MM>          int   quota used that month (UTC); expires some weeks after its month
 *   key:<keyId>                          hash  accountId, name, status, createdAt, lastUsedAt (absent until used)
 *   keyhash:<sha256 of the key>          str   key id; the plain key is stored nowhere
 *   idem:<accountId>:<sha256 of the Idempotency-Key>   hash  fingerprint, recordedAt (ms), answer (sealed); TTL 24 h
 *   idemlock:<accountId>:<sha256 of the Idempotency-Key>  str  the reservation id in flight under that key
 *   reservation:<id>                     hash  account, unit, period, state (reserved|committed|released), lock;
 *                                              kept an hour once ended, so a late commit or release knows
 *   reservations                         zset  ids of reservations still held, by the time (ms) they expire
 *   grant:<accountId>:<sha256 of the key>  str  a credit grant made under an idempotency key; TTL 30 days
 *
 * The scripts that give a reservation back find the account and quota keys from the reservation's fields, so
 * the store needs one Redis (or one primary), not a Redis Cluster.
 *
 * Redis being down must cost a 503, never a hung request: the client queues nothing offline, gives up on a
 * command quickly, and keeps reconnecting in the background, so the same store works again once Redis is back.
 */
import Redis from 'ioredis';
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
  StoreUnavailableError,
} from './store';
import { formatPeriod, generateAccountId, generateApiKey, generateKeyId, hashKey } from './key-format';
import { CREDIT_GRANT_WINDOW_S, ENDED_RESERVATION_KEPT_S, IDEMPOTENCY_WINDOW_MS, SWEEP_BATCH, newAccountFields, requirePositive, requireText } from './store-input';
import { ADD_CREDITS, COMMIT, CREATE_KEY, REFUND, RELEASE, RESERVE, SET_FIELD_IF_EXISTS, SWEEP } from './redis-scripts';

export const DEFAULT_REDIS_PREFIX = 'idocr:';

const IDEMPOTENCY_TTL_S = IDEMPOTENCY_WINDOW_MS / 1000;
// Long enough to outlive the month (and a late refund into it), short enough that old counters go away.
const QUOTA_COUNTER_TTL_S = 62 * 24 * 60 * 60;
const MAX_RECONNECT_DELAY_MS = 1000;

/** ReplyErrors that mean "Redis cannot serve now" rather than "this command is wrong". */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN|READONLY|NOREPLICAS)\b/;

export interface RedisStoreOptions {
  /** Key prefix, so several deployments (or tests) can share one Redis. */
  prefix?: string;
  /** Wall clock for createdAt and for the month `getAccount` reports; tests inject one. */
  clock?: () => Date;
  /** Connection errors, for logging. They are also what every failing method reports as its cause. */
  onError?: (error: Error) => void;
  /** How long one connection attempt may take (default 1000 ms). */
  connectTimeoutMs?: number;
  /** How long one command may wait for its reply before the request gets a 503 (default 1000 ms). */
  commandTimeoutMs?: number;
  /** How long a reservation may stay uncommitted before the sweeper gives it back (RESERVATION_TTL_MS). */
  reservationTtlMs?: number;
}

/** The Lua scripts, as ioredis exposes them after defineCommand. */
interface ScriptedRedis extends Redis {
  idocrReserve(numberOfKeys: number, ...args: (string | number)[]): Promise<string | null>;
  idocrCommit(numberOfKeys: number, ...args: (string | number)[]): Promise<ReservationOutcome>;
  idocrRefund(numberOfKeys: number, ...args: (string | number)[]): Promise<ReservationOutcome>;
  idocrRelease(reservation: string, held: string, id: string, prefix: string, remember: number): Promise<ReservationOutcome>;
  idocrSweep(held: string, now: number, prefix: string, remember: number, batch: number): Promise<number>;
  idocrSetFieldIfExists(hash: string, field: string, value: string): Promise<number>;
  idocrAddCredits(numberOfKeys: number, ...args: (string | number)[]): Promise<number | null>;
  idocrCreateKey(...args: string[]): Promise<'ok' | 'no-account' | 'collision'>;
}

export class RedisStore implements KeyStore {
  /**
   * Creates a client with fail-fast options and a store on it. Resolves once the first connection attempt is
   * over, whether or not it worked: a store made while Redis is down answers StoreUnavailableError until
   * Redis is back, it does not stop the service from starting.
   */
  static async connect(url: string, options: RedisStoreOptions = {}): Promise<RedisStore> {
    const store = new RedisStore(RedisStore.createClient(url, options), options.prefix, options);
    await store.whenReady().catch(() => undefined);
    return store;
  }

  /** An ioredis client that fails fast while Redis is away and reconnects on its own. */
  static createClient(url: string, options: RedisStoreOptions = {}): Redis {
    const client = new Redis(url, {
      // A queued command would hold its request until Redis returns: answer 503 now instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // A command cut off by a dropped connection must not be replayed later: a replayed reserve would take
      // a unit for a request that has already been answered 503.
      autoResendUnfulfilledCommands: false,
      connectTimeout: options.connectTimeoutMs ?? 1000,
      // Also covers a Redis that accepts connections but does not answer (paused, overloaded).
      commandTimeout: options.commandTimeoutMs ?? 1000,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
      // close() while Redis is away leaves a timer this long on the dead socket; keep shutdown quick.
      disconnectTimeout: 200,
    });
    // Attached before the first tick: an 'error' event with no listener is reported as unhandled.
    client.on('error', options.onError ?? (() => undefined));
    return client;
  }

  private readonly client: ScriptedRedis;
  private readonly clock: () => Date;
  private readonly readyWaitMs: number;
  private readonly reservationTtlMs: number;
  private readyWaiter: Promise<void> | undefined;
  private closed = false;

  /** Takes over `client` (close() quits it). Prefer `RedisStore.connect`, which sets the fail-fast options. */
  constructor(
    client: Redis,
    readonly prefix: string = DEFAULT_REDIS_PREFIX,
    options: Pick<RedisStoreOptions, 'clock' | 'onError' | 'connectTimeoutMs' | 'reservationTtlMs'> = {},
  ) {
    this.client = client as ScriptedRedis;
    this.reservationTtlMs = options.reservationTtlMs ?? RESERVATION_TTL_MS;
    this.clock = options.clock ?? (() => new Date());
    this.readyWaitMs = (options.connectTimeoutMs ?? 1000) + 500;
    if (client.listenerCount('error') === 0) client.on('error', options.onError ?? (() => undefined));
    client.defineCommand('idocrReserve', { lua: RESERVE });
    client.defineCommand('idocrCommit', { lua: COMMIT });
    client.defineCommand('idocrRefund', { lua: REFUND });
    client.defineCommand('idocrRelease', { lua: RELEASE, numberOfKeys: 2 });
    client.defineCommand('idocrSweep', { lua: SWEEP, numberOfKeys: 1 });
    client.defineCommand('idocrSetFieldIfExists', { lua: SET_FIELD_IF_EXISTS, numberOfKeys: 1 });
    client.defineCommand('idocrAddCredits', { lua: ADD_CREDITS });
    client.defineCommand('idocrCreateKey', { lua: CREATE_KEY, numberOfKeys: 4 });
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const account: Account = {
      id: generateAccountId(),
      ...newAccountFields(input),
      quotaUsed: 0,
      createdAt: this.clock().toISOString(),
    };
    return this.run(async () => {
      await this.client.hset(this.accountKey(account.id), {
        email: account.email,
        verified: account.verified ? '1' : '0',
        credits: account.credits,
        quota: account.quota,
        createdAt: account.createdAt,
      });
      return account;
    });
  }

  async getAccount(accountId: string): Promise<Account | null> {
    return this.run(() => this.readAccount(accountId, this.clock()));
  }

  async verifyAccount(accountId: string): Promise<Account> {
    return this.run(async () => {
      const found = await this.client.idocrSetFieldIfExists(this.accountKey(accountId), 'verified', '1');
      if (!found) throw new StoreNotFoundError(`account ${accountId}`);
      return this.requireAccount(accountId);
    });
  }

  async addCredits(accountId: string, credits: number, idempotencyKey?: string): Promise<{ account: Account; applied: boolean }> {
    requirePositive('credits', credits);
    const keys = [this.accountKey(accountId), ...(idempotencyKey === undefined ? [] : [this.grantKey(accountId, requireText('idempotency key', idempotencyKey))])];
    return this.run(async () => {
      const added = await this.client.idocrAddCredits(keys.length, ...keys, credits, CREDIT_GRANT_WINDOW_S);
      if (added === null) throw new StoreNotFoundError(`account ${accountId}`);
      return { account: await this.requireAccount(accountId), applied: added === 1 };
    });
  }

  async createKey(accountId: string, name: string): Promise<{ record: ApiKeyRecord; key: string }> {
    const record: ApiKeyRecord = {
      id: generateKeyId(),
      accountId,
      name: requireText('name', name),
      status: 'active',
      createdAt: this.clock().toISOString(),
      lastUsedAt: null,
    };
    return this.run(async () => {
      for (;;) {
        const key = generateApiKey();
        const outcome = await this.client.idocrCreateKey(
          this.accountKey(accountId),
          this.keyHashKey(hashKey(key)),
          this.keyRecordKey(record.id),
          this.accountKeysKey(accountId),
          record.id,
          accountId,
          record.name,
          record.createdAt,
        );
        if (outcome === 'no-account') throw new StoreNotFoundError(`account ${accountId}`);
        // 'collision' cannot realistically happen with 173-bit keys; drawing again costs nothing.
        if (outcome === 'ok') return { record, key };
      }
    });
  }

  async revokeKey(keyId: string): Promise<ApiKeyRecord> {
    return this.run(async () => {
      const found = await this.client.idocrSetFieldIfExists(this.keyRecordKey(keyId), 'status', 'revoked');
      const record = found ? await this.readKey(keyId) : null;
      if (!record) throw new StoreNotFoundError(`key ${keyId}`);
      return record;
    });
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.run(async () => {
      const [exists, keyIds] = await Promise.all([
        this.client.exists(this.accountKey(accountId)),
        this.client.smembers(this.accountKeysKey(accountId)),
      ]);
      if (!exists) throw new StoreNotFoundError(`account ${accountId}`);
      const records = await Promise.all(keyIds.map((keyId) => this.readKey(keyId)));
      return records.filter((record): record is ApiKeyRecord => record !== null).sort(byCreation);
    });
  }

  async findKey(plainKey: string, now: Date): Promise<{ key: ApiKeyRecord; account: Account } | null> {
    return this.run(async () => {
      // Read every time, status included: a revocation holds on the very next request.
      const keyId = await this.client.get(this.keyHashKey(hashKey(plainKey)));
      const key = keyId === null ? null : await this.readKey(keyId);
      const account = key && (await this.readAccount(key.accountId, now));
      if (!key || !account) return null;
      if (key.status === 'active') {
        key.lastUsedAt = now.toISOString();
        // Best effort: a lost lastUsedAt must not fail (or slow down) the request it describes.
        this.client
          .idocrSetFieldIfExists(this.keyRecordKey(key.id), 'lastUsedAt', key.lastUsedAt)
          .catch(() => undefined);
      }
      return { key, account };
    });
  }

  async hasIdempotencyRecord(accountId: string, idempotencyKey: string, now: Date): Promise<boolean> {
    return this.run(async () => {
      const recordedAt = await this.client.hget(this.idempotencyKey(accountId, idempotencyKey), 'recordedAt');
      return recordedAt !== null && now.getTime() - Number(recordedAt) < IDEMPOTENCY_WINDOW_MS;
    });
  }

  async reserve(accountId: string, now: Date, id: string, claim?: IdempotencyClaim): Promise<Reservation | null> {
    const period = formatPeriod(now);
    const keys = [this.accountKey(accountId), this.quotaKey(accountId, period), this.reservationKey(id), this.heldKey()];
    if (claim) keys.push(this.idempotencyKey(accountId, claim.key), this.idempotencyLockKey(accountId, claim.key));
    return this.run(async () => {
      const unit = await this.client.idocrReserve(
        keys.length,
        ...keys,
        now.getTime(),
        claim?.fingerprint ?? '',
        IDEMPOTENCY_WINDOW_MS,
        QUOTA_COUNTER_TTL_S,
        id,
        this.reservationTtlMs,
        period,
        accountId,
      );
      if (unit === 'conflict') throw new IdempotencyConflictError();
      return unit === null ? null : { id, accountId, unit: unit as ReservedUnit, period, ...(claim ? { idempotencyKey: claim.key } : {}) };
    });
  }

  async commit(reservation: Reservation, now: Date, fingerprint?: string, sealedAnswer?: string): Promise<ReservationOutcome> {
    const keys = [this.reservationKey(reservation.id), this.heldKey()];
    if (reservation.idempotencyKey !== undefined) keys.push(this.idempotencyKey(reservation.accountId, reservation.idempotencyKey));
    return this.run(() => this.client.idocrCommit(keys.length, ...keys, reservation.id, fingerprint ?? '', now.getTime(), IDEMPOTENCY_TTL_S, ENDED_RESERVATION_KEPT_S, sealedAnswer ?? ''));
  }

  async sealedAnswer(accountId: string, idempotencyKey: string, fingerprint: string, now: Date): Promise<string | null> {
    return this.run(async () => {
      const [recorded, recordedAt, answer] = await this.client.hmget(this.idempotencyKey(accountId, idempotencyKey), 'fingerprint', 'recordedAt', 'answer');
      const live = recordedAt !== null && now.getTime() - Number(recordedAt) < IDEMPOTENCY_WINDOW_MS;
      return live && recorded === fingerprint ? answer : null;
    });
  }

  async refund(reservation: Reservation): Promise<ReservationOutcome> {
    const keys = [this.reservationKey(reservation.id), this.heldKey()];
    if (reservation.idempotencyKey !== undefined) keys.push(this.idempotencyKey(reservation.accountId, reservation.idempotencyKey));
    return this.run(() => this.client.idocrRefund(keys.length, ...keys, reservation.id, this.prefix, ENDED_RESERVATION_KEPT_S));
  }

  async release(reservation: Reservation): Promise<ReservationOutcome> {
    return this.run(() => this.client.idocrRelease(this.reservationKey(reservation.id), this.heldKey(), reservation.id, this.prefix, ENDED_RESERVATION_KEPT_S));
  }

  async sweepExpired(now: Date): Promise<number> {
    return this.run(async () => {
      let released = 0;
      // In batches, so one script never holds Redis for long.
      for (;;) {
        const batch = await this.client.idocrSweep(this.heldKey(), now.getTime(), this.prefix, ENDED_RESERVATION_KEPT_S, SWEEP_BATCH);
        released += batch;
        if ((await this.client.zcount(this.heldKey(), '-inf', now.getTime())) === 0) return released;
      }
    });
  }

  async ping(): Promise<void> {
    await this.run(() => this.client.ping());
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client.status === 'end') return;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // Fall through: the connection broke while quitting.
      }
    }
    // Not connected: quit cannot be sent, and disconnect also stops the background reconnection (ioredis then
    // leaves the status at 'reconnecting', hence the `closed` flag).
    this.client.disconnect();
  }

  /** Runs one store operation, turning "Redis cannot be reached" of any kind into StoreUnavailableError. */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    await this.whenReady();
    try {
      return await work();
    } catch (error) {
      throw toStoreError(error);
    }
  }

  /**
   * Commands are not queued while disconnected, so a call made while a connection attempt is under way (just
   * after start, or a reconnection) waits for it, briefly; a call made while Redis is away fails at once.
   */
  private whenReady(): Promise<void> {
    if (this.closed) return Promise.reject(new StoreUnavailableError('key store closed'));
    const status = this.client.status;
    if (status === 'ready') return Promise.resolve();
    if (status === 'wait') this.client.connect().catch(() => undefined);
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect') {
      return Promise.reject(new StoreUnavailableError(`key store unreachable (redis ${status})`));
    }
    // One waiter shared by all callers, so a burst of requests adds one listener, not one each.
    this.readyWaiter ??= new Promise<void>((resolve, reject) => {
      const settle = (error?: Error): void => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        this.client.off('close', onClose);
        this.readyWaiter = undefined;
        if (error) reject(error);
        else resolve();
      };
      const onReady = (): void => settle();
      const onClose = (): void => settle(new StoreUnavailableError('key store unreachable (connection refused)'));
      const timer = setTimeout(
        () => settle(new StoreUnavailableError('key store unreachable (connection timed out)')),
        this.readyWaitMs,
      );
      this.client.once('ready', onReady);
      this.client.once('close', onClose);
    });
    return this.readyWaiter;
  }

  private async readAccount(accountId: string, now: Date): Promise<Account | null> {
    const [fields, used] = await Promise.all([
      this.client.hgetall(this.accountKey(accountId)),
      this.client.get(this.quotaKey(accountId, formatPeriod(now))),
    ]);
    if (fields.email === undefined) return null;
    return {
      id: accountId,
      email: fields.email,
      verified: fields.verified === '1',
      credits: Number(fields.credits ?? 0),
      quota: Number(fields.quota ?? 0),
      quotaUsed: Number(used ?? 0),
      createdAt: fields.createdAt ?? '',
    };
  }

  private async requireAccount(accountId: string): Promise<Account> {
    const account = await this.readAccount(accountId, this.clock());
    if (!account) throw new StoreNotFoundError(`account ${accountId}`);
    return account;
  }

  private async readKey(keyId: string): Promise<ApiKeyRecord | null> {
    const fields = await this.client.hgetall(this.keyRecordKey(keyId));
    if (fields.accountId === undefined) return null;
    return {
      id: keyId,
      accountId: fields.accountId,
      name: fields.name ?? '',
      status: fields.status === 'active' ? 'active' : 'revoked',
      createdAt: fields.createdAt ?? '',
      lastUsedAt: fields.lastUsedAt ?? null,
    };
  }

  private accountKey(accountId: string): string {
    return `${this.prefix}account:${accountId}`;
  }

  private accountKeysKey(accountId: string): string {
    return `${this.prefix}account:${accountId}:keys`;
  }

  private quotaKey(accountId: string, period: string): string {
    return `${this.prefix}quota:${accountId}:${period}`;
  }

  private keyRecordKey(keyId: string): string {
    return `${this.prefix}key:${keyId}`;
  }

  private keyHashKey(hash: string): string {
    return `${this.prefix}keyhash:${hash}`;
  }

  private idempotencyKey(accountId: string, idempotencyKey: string): string {
    return `${this.prefix}idem:${accountId}:${hashKey(idempotencyKey)}`;
  }

  private idempotencyLockKey(accountId: string, idempotencyKey: string): string {
    return `${this.prefix}idemlock:${accountId}:${hashKey(idempotencyKey)}`;
  }

  private reservationKey(id: string): string {
    return `${this.prefix}reservation:${id}`;
  }

  /** The reservations still held, by when they expire. */
  private heldKey(): string {
    return `${this.prefix}reservations`;
  }

  private grantKey(accountId: string, idempotencyKey: string): string {
    return `${this.prefix}grant:${accountId}:${hashKey(idempotencyKey)}`;
  }
}

/**
 * Which failures become a 503. Connection errors, timeouts and "cannot serve now" replies do; our own errors
 * and a Redis reply that says a command is wrong (a bug, better a 500 than a silent retry) pass through.
 */
function toStoreError(error: unknown): unknown {
  if (error instanceof StoreNotFoundError || error instanceof StoreUnavailableError || error instanceof IdempotencyConflictError) return error;
  if (error instanceof TypeError || error instanceof RangeError) return error;
  if (error instanceof Error && error.name === 'ReplyError' && !UNAVAILABLE_REPLY.test(error.message)) return error;
  return new StoreUnavailableError('key store unreachable', { cause: error });
}

function byCreation(a: ApiKeyRecord, b: ApiKeyRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}
