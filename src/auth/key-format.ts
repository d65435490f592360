/**
 * How the store names things: API keys, their hashes, account and key ids, and the quota month.
 * Both stores use these, so a key made by one is valid in the other.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'sk_';
export const API_KEY_LENGTH = 32;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 = 4 * 62: bytes at or above it would favour the first 8 letters under `% 62`, so they are drawn again.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);
const ID_LENGTH = 20;
const WELL_FORMED_KEY = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${API_KEY_LENGTH - API_KEY_PREFIX.length}}$`);

/** A new API key, e.g. `sk_4fQ9...` (32 characters, about 173 bits from the OS random source). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomAlphanumeric(API_KEY_LENGTH - API_KEY_PREFIX.length);
}

/** True for `sk_` + 29 characters of `[A-Za-z0-9]`; anything else cannot be a key we issued. */
export function isWellFormedKey(key: string): boolean {
  return WELL_FORMED_KEY.test(key);
}

/**
 * SHA-256 hex of a secret-bearing string (an API key, an Idempotency-Key). A fast hash is enough: keys carry
 * ~170 bits of entropy, so there is nothing for a slow password hash to protect against.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateAccountId(): string {
  return `acc_${randomAlphanumeric(ID_LENGTH)}`;
}

export function generateKeyId(): string {
  return `key_${randomAlphanumeric(ID_LENGTH)}`;
}

/** The calendar month (UTC) a moment falls in, `YYYY-MM`: the period whose quota a request uses. */
export function formatPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** `length` characters of `[A-Za-z0-9]`, uniform: rejection sampling instead of a biased modulo. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    // Draw a little more than needed: about 3% of bytes are rejected.
    for (const byte of randomBytes(length - out.length + 8)) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
