import { createHash, type Hash } from 'node:crypto';
import { ApiError } from './api-error';

// e.g. "order-1234/retry": 1-128 printable ASCII characters (contract.md section 3).
const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,126}[\x21-\x7e])?$/;

/** The header's value, undefined when absent; a malformed value is a 400 raised by the caller in order. */
export function readIdempotencyKey(header: string | undefined): { key?: string; error?: ApiError } {
  if (header === undefined) return {};
  if (!IDEMPOTENCY_KEY.test(header)) {
    return { error: new ApiError('MALFORMED_REQUEST', 'Idempotency-Key must be 1 to 128 printable ASCII characters.') };
  }
  return { key: header };
}

/** Digest of what makes two requests "the same": the kind and the exact image bytes (the back's too, when sent). Only this is kept. */
export function fingerprintRequest(documentType: string, image: Buffer, back?: Buffer): string {
  return hashRequestParts(createHash('sha256'), documentType, image, back).digest('hex');
}

/**
 * The request's parts written into `hash` one way for every digest of them (this fingerprint, the answer key):
 * the kind, the image, and the back after the image's length, since where the front ends and the back begins is
 * part of what was sent.
 */
export function hashRequestParts(hash: Hash, documentType: string, image: Buffer, back?: Buffer): Hash {
  hash.update(documentType).update('\0').update(image);
  if (back) hash.update(`\0back\0${image.length}\0`).update(back);
  return hash;
}
