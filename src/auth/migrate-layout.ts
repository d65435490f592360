/**
 * Moves what idocr 0.1 wrote to one Redis (keys without a `{bucket}` hash tag: `idocr:account:<id>`, ...) to the
 * current layout (redis-keys.ts), one account at a time in one MULTI, so that an interrupted run leaves each
 * account either moved or not: run again, it moves the rest and nothing twice. Held reservations of that time
 * belong to requests that are over (the service is stopped for this): their units are given back. Each moved
 * account's ledger starts with what it has (`grant` and `quota` events, outcome `migrated`), so the ledger adds up
 * from there. Idempotency locks are left to expire (they live minutes).
 */
import type Redis from 'ioredis';
import { RedisKeys } from './redis-keys';

export interface MigrationReport {
  accounts: number;
  keys: number;
  /** Units of reservations held when the old layout was left, given back. */
  unitsGivenBack: number;
}

interface HeldReservation {
  id: string;
  unit: string;
  period: string;
}

const SCAN_COUNT = 500;
const ACCOUNT_ID = /^acc_[A-Za-z0-9]+$/;

export async function migrateLegacyLayout(client: Redis, prefix: string, now: Date): Promise<MigrationReport> {
  const keys = new RedisKeys(prefix);
  const report: MigrationReport = { accounts: 0, keys: 0, unitsGivenBack: 0 };
  const held = await heldByAccount(client, prefix);
  for await (const names of client.scanStream({ match: `${prefix}account:acc_*`, count: SCAN_COUNT })) {
    for (const name of names as string[]) {
      const accountId = name.slice(`${prefix}account:`.length);
      // `account:<id>:keys` and anything else under the pattern is moved with its account.
      if (!ACCOUNT_ID.test(accountId)) continue;
      const moved = await migrateAccount(client, prefix, keys, accountId, held.get(accountId) ?? [], now);
      report.accounts += 1;
      report.keys += moved.keys;
      report.unitsGivenBack += moved.unitsGivenBack;
    }
  }
  // Held by accounts that no longer exist: nothing to give back to.
  const orphans = [...held.values()].flat().map((r) => `${prefix}reservation:${r.id}`);
  if (orphans.length) await client.del(...orphans);
  await client.del(`${prefix}reservations`);
  return report;
}

/** The old layout's held reservations (one sorted set for the whole Redis), by account. */
async function heldByAccount(client: Redis, prefix: string): Promise<Map<string, HeldReservation[]>> {
  const byAccount = new Map<string, HeldReservation[]>();
  for (const id of await client.zrange(`${prefix}reservations`, 0, -1)) {
    const [account, unit, period, state] = await client.hmget(`${prefix}reservation:${id}`, 'account', 'unit', 'period', 'state');
    if (!account || !unit || !period || state !== 'reserved') continue;
    byAccount.set(account, [...(byAccount.get(account) ?? []), { id, unit, period }]);
  }
  return byAccount;
}

async function migrateAccount(client: Redis, prefix: string, keys: RedisKeys, accountId: string, held: HeldReservation[], now: Date): Promise<{ keys: number; unitsGivenBack: number }> {
  const oldAccount = `${prefix}account:${accountId}`;
  const fields = await client.hgetall(oldAccount);
  if (fields.email === undefined) return { keys: 0, unitsGivenBack: 0 };
  const keyIds = await client.smembers(`${oldAccount}:keys`);
  const keyRecords = await Promise.all(keyIds.map((id) => client.hgetall(`${prefix}key:${id}`)));
  const quotaCounters = await readWithTtl(client, `${prefix}quota:${accountId}:*`);
  const idempotency = await readWithTtl(client, `${prefix}idem:${accountId}:*`);
  const grants = await readWithTtl(client, `${prefix}grant:${accountId}:*`);

  // The units of requests that are over go back, as the sweeper would have given them.
  let credits = Number(fields.credits ?? 0);
  const used = new Map(quotaCounters.map((c) => [lastPart(c.name), Number(c.value)]));
  for (const reservation of held) {
    if (reservation.unit === 'credit') credits += 1;
    else if (reservation.unit === 'quota' && (used.get(reservation.period) ?? 0) > 0) used.set(reservation.period, (used.get(reservation.period) ?? 0) - 1);
  }

  const multi = client.multi();
  multi.hset(keys.account(accountId), { ...fields, credits });
  for (const counter of quotaCounters) {
    const period = lastPart(counter.name);
    multi.set(keys.quota(accountId, period), used.get(period) ?? 0);
    if (counter.ttlMs > 0) multi.pexpire(keys.quota(accountId, period), counter.ttlMs);
  }
  keyIds.forEach((id, i) => {
    if (keyRecords[i].accountId === undefined) return;
    multi.hset(keys.keyRecord(id), keyRecords[i]);
    multi.sadd(keys.accountKeys(accountId), id);
  });
  for (const record of idempotency) {
    const target = keys.idempotencyByDigest(accountId, lastPart(record.name));
    multi.hset(target, record.hash ?? {});
    if (record.ttlMs > 0) multi.pexpire(target, record.ttlMs);
  }
  for (const grant of grants) {
    const target = keys.grantByDigest(accountId, lastPart(grant.name));
    multi.set(target, grant.value ?? '');
    if (grant.ttlMs > 0) multi.pexpire(target, grant.ttlMs);
  }
  // The ledger starts with the balance as it stands, so that its events add up from here.
  const ledger = keys.ledger(accountId);
  const time = String(now.getTime());
  multi.xadd(ledger, `${time}-*`, 'time', time, 'type', 'grant', 'credits', credits, 'quotaUsed', 0, 'quota', fields.quota ?? '0', 'outcome', 'migrated');
  for (const [period, count] of used) {
    if (count > 0) multi.xadd(ledger, `${time}-*`, 'time', time, 'type', 'quota', 'credits', 0, 'quotaUsed', count, 'quota', fields.quota ?? '0', 'period', period, 'outcome', 'migrated');
  }
  multi.del(
    oldAccount,
    `${oldAccount}:keys`,
    ...keyIds.map((id) => `${prefix}key:${id}`),
    ...quotaCounters.map((c) => c.name),
    ...idempotency.map((r) => r.name),
    ...grants.map((g) => g.name),
    ...held.map((r) => `${prefix}reservation:${r.id}`),
  );
  if (held.length) multi.zrem(`${prefix}reservations`, ...held.map((r) => r.id));
  const results = await multi.exec();
  const failed = results?.find(([error]) => error);
  if (!results || failed) throw failed?.[0] ?? new Error(`moving account ${accountId} was aborted`);
  return { keys: keyIds.length, unitsGivenBack: held.length };
}

interface StoredValue {
  name: string;
  value?: string;
  hash?: Record<string, string>;
  /** Milliseconds left, or 0 for none. */
  ttlMs: number;
}

/** Every key matching `pattern`, with its value (a string or a hash) and its time left. */
async function readWithTtl(client: Redis, pattern: string): Promise<StoredValue[]> {
  const values: StoredValue[] = [];
  for await (const names of client.scanStream({ match: pattern, count: SCAN_COUNT })) {
    for (const name of names as string[]) {
      const [type, ttl] = await Promise.all([client.type(name), client.pttl(name)]);
      const ttlMs = ttl > 0 ? ttl : 0;
      if (type === 'string') values.push({ name, value: (await client.get(name)) ?? '', ttlMs });
      else if (type === 'hash') values.push({ name, hash: await client.hgetall(name), ttlMs });
    }
  }
  return values;
}

/** A month, an Idempotency-Key's digest: what follows the last colon of an old key's name. */
function lastPart(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}
