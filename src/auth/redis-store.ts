/**
 * The key and credit store on Redis (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES set). Every step that
 * moves credit is one Lua script (redis-scripts.ts) that also writes the step to the account's ledger, so several
 * service replicas share one exact balance and its history. Where the keys live: redis-keys.ts; all of one
 * account's share a hash slot, so the same scripts run on one Redis, behind Sentinel, or on a Cluster.
 *
 * A commit is followed by WAIT on its primary where that primary has replicas (replica-ack.ts): a failover then
 * keeps the charge. A commit no replica confirms in time still stands; it is counted (`onUnreplicated`, and an
 * `unreplicated` ledger event).
 *
 * Redis being down must cost a 503, never a hung request: the client queues nothing offline, gives up on a
 * command quickly, and keeps reconnecting in the background, so the same store works again once Redis is back.
 */
import { Cluster } from 'ioredis';
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
import { formatPeriod, generateAccountId, generateApiKey, generateKeyId } from './key-format';
import { CREDIT_GRANT_WINDOW_S, ENDED_RESERVATION_KEPT_S, IDEMPOTENCY_WINDOW_MS, SWEEP_BATCH, newAccountFields, requirePositive, requireText } from './store-input';
import { ADD_CREDITS, APPEND_EVENT, COMMIT, CREATE_ACCOUNT, CREATE_KEY, REFUND, RELEASE, RESERVE, SET_FIELD_IF_EXISTS } from './redis-scripts';
import { BUCKETS, RedisKeys, bucketOf, heldMember, parseHeldMember } from './redis-keys';
import { ledgerRetentionMs, readLedgerFields, type LedgerEvent, type RequestContext } from './ledger';
import { createRedisClient, urlTarget, type RedisClient, type RedisTarget } from './redis-connection';
import { ReplicaAcknowledger } from './replica-ack';
import { migrateLegacyLayout, type MigrationReport } from './migrate-layout';

export const DEFAULT_REDIS_PREFIX = 'idocr:';

const IDEMPOTENCY_TTL_S = IDEMPOTENCY_WINDOW_MS / 1000;
// Long enough to outlive the month (and a late refund into it), short enough that old counters go away.
const QUOTA_COUNTER_TTL_S = 62 * 24 * 60 * 60;
/** Buckets whose held sets one sweep reads at once. */
const SWEEP_CONCURRENCY = 32;

/** ReplyErrors that mean "Redis cannot serve now" rather than "this command is wrong". */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN|READONLY|NOREPLICAS|MOVED|ASK)\b/;

export interface RedisStoreOptions {
  /** Key prefix, so several deployments (or tests) can share one Redis. */
  prefix?: string;
  /** Wall clock for createdAt, ledger times and the month `getAccount` reports; tests inject one. */
  clock?: () => Date;
  /** Connection errors, for logging. They are also what every failing method reports as its cause. */
  onError?: (error: Error) => void;
  /** How long one connection attempt may take (default 1000 ms). */
  connectTimeoutMs?: number;
  /** How long one command may wait for its reply before the request gets a 503 (default 1000 ms). */
  commandTimeoutMs?: number;
  /** How long a reservation may stay uncommitted before the sweeper gives it back (RESERVATION_TTL_MS). */
  reservationTtlMs?: number;
  /** How long ledger events are kept (LEDGER_RETENTION_DAYS). */
  ledgerRetentionDays?: number;
  /** A commit that no replica of its primary confirmed in time (it stands, but a failover could forget it). */
  onUnreplicated?: () => void;
  /** How long a commit waits for a replica to confirm it (REPLICA_ACK_TIMEOUT_MS); below commandTimeoutMs. */
  replicaAckTimeoutMs?: number;
}

/** The Lua scripts, as ioredis exposes them after defineCommand. */
interface ScriptCommands {
  idocrCreateAccount(...args: (string | number)[]): Promise<number>;
  idocrReserve(numberOfKeys: number, ...args: (string | number)[]): Promise<string | null>;
  idocrCommit(numberOfKeys: number, ...args: (string | number)[]): Promise<ReservationOutcome>;
  idocrRefund(numberOfKeys: number, ...args: (string | number)[]): Promise<ReservationOutcome>;
  idocrRelease(numberOfKeys: number, ...args: (string | number)[]): Promise<ReservationOutcome>;
  idocrSetFieldIfExists(hash: string, field: string, value: string): Promise<number>;
  idocrAddCredits(numberOfKeys: number, ...args: (string | number)[]): Promise<number | null>;
  idocrCreateKey(...args: string[]): Promise<'ok' | 'no-account'>;
  idocrAppendEvent(ledger: string, ...args: (string | number)[]): Promise<number>;
}
type ScriptedClient = RedisClient & ScriptCommands;

export class RedisStore implements KeyStore {
  /**
   * Creates a client with fail-fast options and a store on it. Resolves once the first connection attempt is
   * over, whether or not it worked: a store made while Redis is down answers StoreUnavailableError until
   * Redis is back, it does not stop the service from starting.
   */
  static async connect(target: string | RedisTarget, options: RedisStoreOptions = {}): Promise<RedisStore> {
    const store = new RedisStore(RedisStore.createClient(target, options), options.prefix, options);
    await store.whenReady().catch(() => undefined);
    return store;
  }

  /** A client that fails fast while Redis is away and reconnects on its own (redis-connection.ts). */
  static createClient(target: string | RedisTarget, options: RedisStoreOptions = {}): RedisClient {
    return createRedisClient(typeof target === 'string' ? urlTarget(target) : target, options);
  }

  private readonly client: ScriptedClient;
  private readonly keys: RedisKeys;
  private readonly clock: () => Date;
  private readonly readyWaitMs: number;
  private readonly reservationTtlMs: number;
  private readonly ledgerRetentionMs: number;
  private readonly replicas: ReplicaAcknowledger;
  private readonly onUnreplicated: () => void;
  private readyWaiter: Promise<void> | undefined;
  private closed = false;

  /** Takes over `client` (close() quits it). Prefer `RedisStore.connect`, which sets the fail-fast options. */
  constructor(
    client: RedisClient,
    readonly prefix: string = DEFAULT_REDIS_PREFIX,
    options: Omit<RedisStoreOptions, 'prefix' | 'commandTimeoutMs'> = {},
  ) {
    this.client = client as ScriptedClient;
    this.keys = new RedisKeys(prefix);
    this.reservationTtlMs = options.reservationTtlMs ?? RESERVATION_TTL_MS;
    this.ledgerRetentionMs = ledgerRetentionMs(options.ledgerRetentionDays);
    this.clock = options.clock ?? (() => new Date());
    this.readyWaitMs = (options.connectTimeoutMs ?? 1000) + 500;
    this.replicas = new ReplicaAcknowledger(client, options.replicaAckTimeoutMs);
    this.onUnreplicated = options.onUnreplicated ?? (() => undefined);
    if (client.listenerCount('error') === 0) client.on('error', options.onError ?? (() => undefined));
    client.defineCommand('idocrCreateAccount', { lua: CREATE_ACCOUNT, numberOfKeys: 2 });
    client.defineCommand('idocrReserve', { lua: RESERVE });
    client.defineCommand('idocrCommit', { lua: COMMIT });
    client.defineCommand('idocrRefund', { lua: REFUND });
    client.defineCommand('idocrRelease', { lua: RELEASE });
    client.defineCommand('idocrSetFieldIfExists', { lua: SET_FIELD_IF_EXISTS, numberOfKeys: 1 });
    client.defineCommand('idocrAddCredits', { lua: ADD_CREDITS });
    client.defineCommand('idocrCreateKey', { lua: CREATE_KEY, numberOfKeys: 3 });
    client.defineCommand('idocrAppendEvent', { lua: APPEND_EVENT, numberOfKeys: 1 });
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const now = this.clock();
    const account: Account = { id: generateAccountId(), ...newAccountFields(input), quotaUsed: 0, createdAt: now.toISOString() };
    return this.run(async () => {
      await this.client.idocrCreateAccount(
        this.keys.account(account.id),
        this.keys.ledger(account.id),
        account.email,
        account.verified ? '1' : '0',
        account.credits,
        account.quota,
        account.createdAt,
        now.getTime(),
        this.ledgerCutoff(now),
      );
      return account;
    });
  }

  async getAccount(accountId: string): Promise<Account | null> {
    return this.run(() => this.readAccount(accountId, this.clock()));
  }

  async verifyAccount(accountId: string): Promise<Account> {
    return this.run(async () => {
      const found = await this.client.idocrSetFieldIfExists(this.keys.account(accountId), 'verified', '1');
      if (!found) throw new StoreNotFoundError(`account ${accountId}`);
      return this.requireAccount(accountId);
    });
  }

  async addCredits(accountId: string, credits: number, idempotencyKey?: string): Promise<{ account: Account; applied: boolean }> {
    requirePositive('credits', credits);
    const keys = [this.keys.account(accountId), this.keys.ledger(accountId)];
    if (idempotencyKey !== undefined) keys.push(this.keys.grant(accountId, requireText('idempotency key', idempotencyKey)));
    const now = this.clock();
    return this.run(async () => {
      const added = await this.client.idocrAddCredits(keys.length, ...keys, credits, CREDIT_GRANT_WINDOW_S, now.getTime(), this.ledgerCutoff(now));
      if (added === null) throw new StoreNotFoundError(`account ${accountId}`);
      return { account: await this.requireAccount(accountId), applied: added === 1 };
    });
  }

  async createKey(accountId: string, name: string): Promise<{ record: ApiKeyRecord; key: string }> {
    const record: ApiKeyRecord = {
      id: keyIdInBucketOf(accountId),
      accountId,
      name: requireText('name', name),
      status: 'active',
      createdAt: this.clock().toISOString(),
      lastUsedAt: null,
    };
    return this.run(async () => {
      // The hash index first, on its own slot: until the record exists it leads nowhere, and a key whose record
      // could not be written was never shown to anyone.
      let key: string;
      do key = generateApiKey();
      // A collision of 173-bit keys will not happen, but a silent overwrite would hand one account another's key.
      while ((await this.client.set(this.keys.keyHash(key), record.id, 'NX')) === null);
      const outcome = await this.client.idocrCreateKey(this.keys.account(accountId), this.keys.keyRecord(record.id), this.keys.accountKeys(accountId), record.id, accountId, record.name, record.createdAt);
      if (outcome === 'no-account') {
        await this.client.del(this.keys.keyHash(key));
        throw new StoreNotFoundError(`account ${accountId}`);
      }
      return { record, key };
    });
  }

  async revokeKey(keyId: string): Promise<ApiKeyRecord> {
    return this.run(async () => {
      const found = await this.client.idocrSetFieldIfExists(this.keys.keyRecord(keyId), 'status', 'revoked');
      const record = found ? await this.readKey(keyId) : null;
      if (!record) throw new StoreNotFoundError(`key ${keyId}`);
      return record;
    });
  }

  async listKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.run(async () => {
      const [exists, keyIds] = await Promise.all([this.client.exists(this.keys.account(accountId)), this.client.smembers(this.keys.accountKeys(accountId))]);
      if (!exists) throw new StoreNotFoundError(`account ${accountId}`);
      const records = await Promise.all(keyIds.map((keyId) => this.readKey(keyId)));
      return records.filter((record): record is ApiKeyRecord => record !== null).sort(byCreation);
    });
  }

  async findKey(plainKey: string, now: Date): Promise<{ key: ApiKeyRecord; account: Account } | null> {
    return this.run(async () => {
      // Read every time, status included: a revocation holds on the very next request.
      const keyId = await this.client.get(this.keys.keyHash(plainKey));
      const key = keyId === null ? null : await this.readKey(keyId);
      const account = key && (await this.readAccount(key.accountId, now));
      if (!key || !account) return null;
      if (key.status === 'active') {
        key.lastUsedAt = now.toISOString();
        // Best effort: a lost lastUsedAt must not fail (or slow down) the request it describes.
        this.client.idocrSetFieldIfExists(this.keys.keyRecord(key.id), 'lastUsedAt', key.lastUsedAt).catch(() => undefined);
      }
      return { key, account };
    });
  }

  async hasIdempotencyRecord(accountId: string, idempotencyKey: string, now: Date): Promise<boolean> {
    return this.run(async () => {
      const recordedAt = await this.client.hget(this.keys.idempotency(accountId, idempotencyKey), 'recordedAt');
      return recordedAt !== null && now.getTime() - Number(recordedAt) < IDEMPOTENCY_WINDOW_MS;
    });
  }

  async reserve(accountId: string, now: Date, id: string, claim?: IdempotencyClaim, context: RequestContext = {}): Promise<Reservation | null> {
    const period = formatPeriod(now);
    const keys = [this.keys.account(accountId), this.keys.quota(accountId, period), this.keys.reservation(accountId, id), this.keys.heldOf(accountId), this.keys.ledger(accountId)];
    if (claim) keys.push(this.keys.idempotency(accountId, claim.key), this.keys.idempotencyLock(accountId, claim.key));
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
        heldMember(accountId, id),
        context.keyId ?? '',
        context.requestId ?? '',
        this.ledgerCutoff(now),
      );
      if (unit === 'conflict') throw new IdempotencyConflictError();
      return unit === null ? null : { id, accountId, unit: unit as ReservedUnit, period, ...(claim ? { idempotencyKey: claim.key } : {}) };
    });
  }

  async commit(reservation: Reservation, now: Date, fingerprint?: string, sealedAnswer?: string, context: RequestContext = {}): Promise<ReservationOutcome> {
    const { accountId, id, idempotencyKey } = reservation;
    const keys = [this.keys.reservation(accountId, id), this.keys.heldOf(accountId), this.keys.ledger(accountId)];
    if (idempotencyKey !== undefined) keys.push(this.keys.idempotencyLock(accountId, idempotencyKey), this.keys.idempotency(accountId, idempotencyKey));
    return this.run(async () => {
      const outcome = await this.client.idocrCommit(
        keys.length,
        ...keys,
        heldMember(accountId, id),
        id,
        fingerprint ?? '',
        now.getTime(),
        IDEMPOTENCY_TTL_S,
        ENDED_RESERVATION_KEPT_S,
        sealedAnswer ?? '',
        context.documentType ?? '',
        this.ledgerCutoff(now),
      );
      // Also after a retried commit that found the first one done: its WAIT may be the one that was lost.
      if (outcome === 'committed') await this.confirmReplicated(reservation, now);
      return outcome;
    });
  }

  async sealedAnswer(accountId: string, idempotencyKey: string, fingerprint: string, now: Date): Promise<string | null> {
    return this.run(async () => {
      const [recorded, recordedAt, answer] = await this.client.hmget(this.keys.idempotency(accountId, idempotencyKey), 'fingerprint', 'recordedAt', 'answer');
      const live = recordedAt !== null && now.getTime() - Number(recordedAt) < IDEMPOTENCY_WINDOW_MS;
      return live && recorded === fingerprint ? answer : null;
    });
  }

  async release(reservation: Reservation, context: RequestContext = {}): Promise<ReservationOutcome> {
    return this.run(() => this.giveBack(reservation.accountId, reservation.id, 'release', this.clock(), context.documentType));
  }

  async refund(reservation: Reservation): Promise<ReservationOutcome> {
    return this.run(async () => {
      const keys = await this.endKeys(reservation.accountId, reservation.id);
      if (!keys) return 'gone';
      const now = this.clock();
      return this.client.idocrRefund(keys.length, ...keys, heldMember(reservation.accountId, reservation.id), reservation.id, ENDED_RESERVATION_KEPT_S, now.getTime(), this.ledgerCutoff(now));
    });
  }

  async sweepExpired(now: Date): Promise<number> {
    return this.run(async () => {
      let released = 0;
      const buckets = Array.from({ length: BUCKETS }, (_, bucket) => bucket);
      // Every bucket, on whichever primary holds it: one held set each, read a batch at a time.
      for (let start = 0; start < buckets.length; start += SWEEP_CONCURRENCY) {
        const counts = await Promise.all(buckets.slice(start, start + SWEEP_CONCURRENCY).map((bucket) => this.sweepBucket(bucket, now)));
        released += counts.reduce((sum, count) => sum + count, 0);
      }
      return released;
    });
  }

  async ledger(accountId: string, since?: Date): Promise<LedgerEvent[]> {
    return this.run(async () => {
      if (!(await this.client.exists(this.keys.account(accountId)))) throw new StoreNotFoundError(`account ${accountId}`);
      const events: LedgerEvent[] = [];
      let from = since ? String(since.getTime()) : '-';
      for (;;) {
        const page = await this.client.xrange(this.keys.ledger(accountId), from, '+', 'COUNT', 1000);
        for (const [id, flat] of page) events.push(readLedgerFields(id, accountId, toFields(flat)));
        if (page.length < 1000) return events;
        from = `(${page[page.length - 1][0]}`;
      }
    });
  }

  /**
   * Moves what idocr 0.1 wrote (keys without a hash tag) to this layout: migrate-layout.ts. That layout ran on one
   * Redis only, so on a Cluster there is nothing to move.
   */
  async migrateLegacyLayout(now: Date): Promise<MigrationReport> {
    return this.run(async () => {
      if (this.client instanceof Cluster) return { accounts: 0, keys: 0, unitsGivenBack: 0 };
      return migrateLegacyLayout(this.client, this.prefix, now);
    });
  }

  async ping(): Promise<void> {
    await this.run(async () => {
      if (this.client instanceof Cluster) await Promise.all(this.client.nodes('master').map((node) => node.ping()));
      else await this.client.ping();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
      } catch {
        // Disconnected below: the connection broke while quitting.
      }
    }
    // Also when quit went through: only disconnect closes the connections a Sentinel client keeps to the
    // sentinels to hear of a failover. While Redis is away, quit cannot be sent, and disconnect also stops the
    // background reconnection (ioredis then leaves the status at 'reconnecting', hence the `closed` flag).
    this.client.disconnect();
  }

  /**
   * Gives back one reservation's unit: read where its keys are (its month, its Idempotency-Key's lock), then one
   * script with all of them declared, which checks the state again.
   */
  private async giveBack(accountId: string, id: string, type: 'release' | 'expire', now: Date, documentType?: string): Promise<ReservationOutcome> {
    const keys = await this.endKeys(accountId, id);
    if (!keys) {
      await this.client.zrem(this.keys.heldOf(accountId), heldMember(accountId, id));
      return 'gone';
    }
    return this.client.idocrRelease(keys.length, ...keys, heldMember(accountId, id), id, ENDED_RESERVATION_KEPT_S, now.getTime(), this.ledgerCutoff(now), type, documentType ?? '');
  }

  /** The keys a reservation's end touches, from its own fields; null when it is gone. */
  private async endKeys(accountId: string, id: string): Promise<string[] | null> {
    const reservationKey = this.keys.reservation(accountId, id);
    const [period, lock, idem] = await this.client.hmget(reservationKey, 'period', 'lock', 'idem');
    if (period === null) return null;
    const keys = [reservationKey, this.keys.heldOf(accountId), this.keys.ledger(accountId), this.keys.account(accountId), this.keys.quota(accountId, period)];
    if (lock && idem) keys.push(lock, idem);
    return keys;
  }

  private async sweepBucket(bucket: number, now: Date): Promise<number> {
    let released = 0;
    for (;;) {
      const members = await this.client.zrangebyscore(this.keys.held(bucket), '-inf', now.getTime(), 'LIMIT', 0, SWEEP_BATCH);
      for (const member of members) {
        const held = parseHeldMember(member);
        if (!held) {
          await this.client.zrem(this.keys.held(bucket), member);
          continue;
        }
        if ((await this.giveBack(held.accountId, held.reservationId, 'expire', now)) === 'released') released++;
      }
      if (members.length < SWEEP_BATCH) return released;
    }
  }

  /** WAIT for the commit's replicas; a confirmed-by-none commit is counted, its 200 still stands. */
  private async confirmReplicated(reservation: Reservation, now: Date): Promise<void> {
    const ledgerKey = this.keys.ledger(reservation.accountId);
    const { wanted, acknowledged } = await this.replicas.acknowledge(ledgerKey);
    if (wanted === 0 || acknowledged > 0) return;
    this.onUnreplicated();
    await this.client
      .idocrAppendEvent(ledgerKey, this.ledgerCutoff(now), 'time', now.getTime(), 'type', 'unreplicated', 'reservation', reservation.id, 'unit', reservation.unit, 'credits', 0, 'quotaUsed', 0, 'period', reservation.period, 'outcome', 'unconfirmed')
      .catch(() => undefined);
  }

  private ledgerCutoff(now: Date): number {
    return Math.max(0, now.getTime() - this.ledgerRetentionMs);
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
    let status = this.client.status;
    if (status === 'ready') return Promise.resolve();
    // 'end' without close(): the client gave up by itself (ioredis ends one whose Sentinel lookup failed for
    // good); the store outlives that, so it starts the client again.
    if (status === 'wait' || status === 'end') {
      this.client.connect().catch(() => undefined);
      status = this.client.status;
    }
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
      const timer = setTimeout(() => settle(new StoreUnavailableError('key store unreachable (connection timed out)')), this.readyWaitMs);
      this.client.once('ready', onReady);
      this.client.once('close', onClose);
    });
    return this.readyWaiter;
  }

  private async readAccount(accountId: string, now: Date): Promise<Account | null> {
    const [fields, used] = await Promise.all([this.client.hgetall(this.keys.account(accountId)), this.client.get(this.keys.quota(accountId, formatPeriod(now)))]);
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
    const fields = await this.client.hgetall(this.keys.keyRecord(keyId));
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
}

/**
 * A key id in its account's bucket, so that the key's record shares the account's slot and `revokeKey` finds it
 * from the id alone: ids are drawn until one falls there (about BUCKETS draws, a millisecond or two).
 */
function keyIdInBucketOf(accountId: string): string {
  const bucket = bucketOf(accountId);
  for (;;) {
    const id = generateKeyId();
    if (bucketOf(id) === bucket) return id;
  }
}

/** XRANGE's flat [field, value, field, value, ...] as an object. */
function toFields(flat: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i]] = flat[i + 1];
  return fields;
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
