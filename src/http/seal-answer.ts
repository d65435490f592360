import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hashRequestParts } from './idempotency-key';

/**
 * The first 200's body under an Idempotency-Key, kept for its retries encrypted (AES-256-GCM) under a key
 * derived (HKDF-SHA-256) from the request's own parts and its account: the store never holds a readable field
 * value, nor what opens one, and only a caller holding the same image can open it. The fingerprint the store
 * keeps to recognise a retry (idempotency-key.ts) is a digest of other input ("answer key" leads this one): neither
 * can be computed from the other, both only from the image.
 */

const KEY_LABEL = 'idocr answer key';
const HKDF_INFO = 'idocr idempotent answer v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key that seals and opens the answer of this request (its kind, its image and its back when sent) for this account. */
export function answerKey(accountId: string, documentType: string, image: Buffer, back?: Buffer): Buffer {
  const material = hashRequestParts(createHash('sha256').update(KEY_LABEL).update('\0'), documentType, image, back).digest();
  return Buffer.from(hkdfSync('sha256', material, accountId, HKDF_INFO, 32));
}

/** The body sealed: IV, tag and ciphertext, base64. `bound`: what it belongs to (the Idempotency-Key), authenticated. */
export function sealAnswer(body: string, key: Buffer, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(bound));
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The body, or null when this key and binding do not open it (another request's answer, a damaged record). */
export function openAnswer(sealed: string, key: Buffer, bound: string): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(bound));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
