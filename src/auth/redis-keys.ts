/**
 * Where RedisStore keeps what, under a prefix (default `idocr:`). Every key of one account carries the hash tag of
 * the account's bucket, `{n}` with n in [0, BUCKETS), so that the account's hash, its quota counters, its
 * reservations, its idempotency records, its keys and its ledger share one Redis Cluster hash slot and one script
 * can touch them all. The buckets also split what spans accounts: the reservations the sweeper walks are one
 * sorted set per bucket, and a new key's id is drawn until it falls in its account's bucket, so a key id alone
 * (`idocr keys revoke`) finds its record.
 *
 *   {n}:account:<accountId>              hash    email, verified (1|0), credits, quota, createdAt
 *   {n}:account:<accountId>:keys         set     key ids of the account
 *   {n}:quota:<accountId>:<YYYY-MM>      int     quota used that month (UTC); expires some weeks after its month
 *   {n}:key:<keyId>                      hash    accountId, name, status, createdAt, lastUsedAt (absent until used)
 *   {n}:idem:<accountId>:<sha256 of the Idempotency-Key>      hash  fingerprint, recordedAt (ms), answer (sealed)
 *   {n}:idemlock:<accountId>:<sha256 of the Idempotency-Key>  str   the reservation id in flight under that key
 *   {n}:reservation:<accountId>:<id>     hash    account, unit, period, state, lock, key, request; kept an hour
 *                                                once ended, so that a late commit or release knows
 *   {n}:reservations                     zset    "<accountId>:<id>" of the bucket's reservations still held, by
 *                                                the time (ms) they expire
 *   {n}:grant:<accountId>:<sha256 of the key>   str  a credit grant made under an idempotency key; TTL 30 days
 *   {n}:ledger:<accountId>               stream  the account's ledger (ledger.ts), trimmed by age
 *   keyhash:<sha256 of the API key>      str     the key id; the plain key is stored nowhere. One per key, each
 *                                                in its own slot, so it needs no tag.
 */
import { createHash } from 'node:crypto';
import { hashKey } from './key-format';

/** Enough buckets to spread over any cluster's masters, few enough for the sweeper to visit each every minute. */
export const BUCKETS = 1024;

/** The bucket an account or key id falls in: the same on every process, whatever the Redis topology. */
export function bucketOf(id: string): number {
  return createHash('sha256').update(id, 'utf8').digest().readUInt16BE(0) % BUCKETS;
}

export class RedisKeys {
  constructor(readonly prefix: string) {
    // A brace in the prefix would become the hash tag and put every key in one slot.
    if (/[{}]/.test(prefix)) throw new RangeError('the Redis key prefix must not contain { or }');
  }

  account(accountId: string): string {
    return `${this.tag(accountId)}account:${accountId}`;
  }

  accountKeys(accountId: string): string {
    return `${this.tag(accountId)}account:${accountId}:keys`;
  }

  quota(accountId: string, period: string): string {
    return `${this.tag(accountId)}quota:${accountId}:${period}`;
  }

  /** A key's record, in the bucket of its id (which createKey makes its account's). */
  keyRecord(keyId: string): string {
    return `${this.tag(keyId)}key:${keyId}`;
  }

  keyHash(plainKey: string): string {
    return `${this.prefix}keyhash:${hashKey(plainKey)}`;
  }

  idempotency(accountId: string, idempotencyKey: string): string {
    return this.idempotencyByDigest(accountId, hashKey(idempotencyKey));
  }

  /** The same, by the SHA-256 hex of the Idempotency-Key (what the store keeps). */
  idempotencyByDigest(accountId: string, digest: string): string {
    return `${this.tag(accountId)}idem:${accountId}:${digest}`;
  }

  idempotencyLock(accountId: string, idempotencyKey: string): string {
    return `${this.tag(accountId)}idemlock:${accountId}:${hashKey(idempotencyKey)}`;
  }

  reservation(accountId: string, id: string): string {
    return `${this.tag(accountId)}reservation:${accountId}:${id}`;
  }

  /** The reservations still held in one bucket, by when they expire. */
  held(bucket: number): string {
    return `${this.prefix}{${bucket}}:reservations`;
  }

  heldOf(accountId: string): string {
    return this.held(bucketOf(accountId));
  }

  grant(accountId: string, idempotencyKey: string): string {
    return this.grantByDigest(accountId, hashKey(idempotencyKey));
  }

  grantByDigest(accountId: string, digest: string): string {
    return `${this.tag(accountId)}grant:${accountId}:${digest}`;
  }

  ledger(accountId: string): string {
    return `${this.tag(accountId)}ledger:${accountId}`;
  }

  private tag(id: string): string {
    return `${this.prefix}{${bucketOf(id)}}:`;
  }
}

/** The member of a bucket's held set naming one reservation: its account, then its id. */
export function heldMember(accountId: string, reservationId: string): string {
  return `${accountId}:${reservationId}`;
}

export function parseHeldMember(member: string): { accountId: string; reservationId: string } | null {
  const colon = member.indexOf(':');
  return colon <= 0 ? null : { accountId: member.slice(0, colon), reservationId: member.slice(colon + 1) };
}
