import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import type { Account, ApiKeyRecord, KeyStore } from '../auth/store';
import { isWellFormedKey } from '../auth/key-format';

export interface Caller {
  account: Account;
  key: ApiKeyRecord;
}

// e.g. "Bearer sk_…": the scheme is case-insensitive (RFC 9110), exactly one token follows.
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * 401 for a missing or malformed header or an unknown/revoked key, then 403 for an unverified email, in the
 * contract's order. The key is looked up by its hash on every request: a revocation holds on the next one.
 */
export function authenticate(store: KeyStore, now: () => Date, onRefused?: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // Told of every 401 before it is thrown: the failed-authentication limit per address counts it, and answers
    // 429 in its place past the limit.
    const refuse = async (reason: 'INVALID_AUTH_HEADER' | 'INVALID_API_KEY'): Promise<never> => {
      await onRefused?.(req, res);
      throw new ApiError(reason);
    };
    const match = BEARER.exec(req.headers.authorization ?? '');
    if (!match) return refuse('INVALID_AUTH_HEADER');
    const plainKey = match[1];
    if (!isWellFormedKey(plainKey)) return refuse('INVALID_API_KEY');
    const found = await store.findKey(plainKey, now());
    if (!found || found.key.status !== 'active') return refuse('INVALID_API_KEY');
    if (!found.account.verified) throw new ApiError('EMAIL_NOT_VERIFIED');
    res.locals.caller = { account: found.account, key: found.key } satisfies Caller;
    next();
  };
}
