import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import type { RateLimits, RateLimitScope, RateLimitState } from '../limits/rate-limits';
import type { InFlight, Refusal } from '../limits/in-flight';
import type { Metrics } from '../metrics/metrics';
import type { Caller } from './authenticate';

/** How long a caller refused by an in-flight cap should wait: about one recognition. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = '2';

const IN_FLIGHT_SCOPES = { global: 'inFlight', key: 'inFlightKey', account: 'inFlightAccount' } as const satisfies Record<Refusal, string>;
const IN_FLIGHT_MESSAGES: Record<Refusal, string> = {
  global: 'Too many requests are being recognised now; retry later.',
  key: 'This API key has too many requests in flight; wait for one to be answered.',
  account: 'This account has too many requests in flight; wait for one to be answered.',
};

/**
 * Before authentication: the request counts against its address's limit. The client address is Express's
 * `req.ip`, which honours X-Forwarded-For only as far as the app's `trust proxy` (TRUSTED_PROXIES) says.
 */
export function limitAddress(limits: RateLimits, metrics?: Metrics) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    note(res, await limits.take('address', req.ip ?? 'unknown'), metrics);
    next();
  };
}

/**
 * When authentication fails: one more failure for the caller's address, counted and checked in one step (the
 * store's atomic increment), so that requests arriving together cannot all read the count before any raises it;
 * past the limit the failure is answered 429 instead of 401. Only attempts whose key fails are refused: a good
 * key from a locked address (another customer behind the same NAT) is served.
 */
export function countAuthFailure(limits: RateLimits, metrics?: Metrics) {
  return async (req: Request, res: Response): Promise<void> => {
    const state = await limits.take('authFailure', req.ip ?? 'unknown');
    if (state && !state.allowed) refuse(res, state, metrics);
  };
}

/**
 * After authentication, before the body is read: the request counts against its key's and its account's
 * limits, then takes its place among the requests in flight (503 when the process is full, 429 when its key or
 * its account has its share), given back once the connection has closed and the request's work has stopped.
 */
export function limitCaller(limits: RateLimits | undefined, inFlight: InFlight | undefined, metrics?: Metrics) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    const { account, key } = res.locals.caller as Caller;
    if (limits) {
      note(res, await limits.take('key', key.id), metrics);
      note(res, await limits.take('account', account.id), metrics);
    }
    if (inFlight) {
      const entry = inFlight.enter(key.id, account.id);
      if ('refused' in entry) {
        const global = entry.refused === 'global';
        metrics?.refused(IN_FLIGHT_SCOPES[entry.refused]);
        throw new ApiError(global ? 'SERVICE_UNAVAILABLE' : 'RATE_LIMITED', IN_FLIGHT_MESSAGES[entry.refused], {
          headers: { 'Retry-After': IN_FLIGHT_RETRY_AFTER_SECONDS },
          expected: true,
        });
      }
      // The slot is free once the connection is closed and no work of the request runs (beginWork): a client
      // that hangs up mid-decode frees nothing until the decode returns.
      let working = 0;
      let closed = false;
      const free = (): void => {
        if (closed && working === 0) entry.release();
      };
      res.locals.beginWork = (): (() => void) => {
        working++;
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          working--;
          free();
        };
      };
      res.once('close', () => {
        closed = true;
        free();
      });
    }
    next();
  };
}

/**
 * Marks the request's work begun: its in-flight slot (limitCaller) stays taken until the returned function is
 * called, even after its client hung up. Without an in-flight cap, nothing to hold.
 */
export function beginWork(res: Response): () => void {
  const begin = res.locals.beginWork as (() => () => void) | undefined;
  return begin ? begin() : () => undefined;
}

/** Keeps the tightest limit met so far in the RateLimit-* headers; a request over it is refused with 429. */
function note(res: Response, state: RateLimitState | undefined, metrics?: Metrics): void {
  if (!state) return;
  if (!state.allowed) refuse(res, state, metrics);
  const shown = res.locals.rateLimit as RateLimitState | undefined;
  if (shown && (shown.remaining < state.remaining || (shown.remaining === state.remaining && shown.resetSeconds >= state.resetSeconds))) return;
  res.locals.rateLimit = state;
  res.set(headersOf(state));
}

function refuse(res: Response, state: RateLimitState, metrics?: Metrics): never {
  metrics?.refused(state.scope);
  res.locals.rateLimit = state;
  throw new ApiError('RATE_LIMITED', MESSAGES[state.scope], { headers: { ...headersOf(state), 'Retry-After': String(state.resetSeconds) } });
}

function headersOf(state: RateLimitState): Record<string, string> {
  return { 'RateLimit-Limit': String(state.limit), 'RateLimit-Remaining': String(state.remaining), 'RateLimit-Reset': String(state.resetSeconds) };
}

const MESSAGES: Record<RateLimitScope, string> = {
  key: 'This API key sent more requests than its limit; retry after the time in Retry-After.',
  account: 'This account sent more requests than its limit; retry after the time in Retry-After.',
  address: 'This client address sent more requests than its limit; retry after the time in Retry-After.',
  authFailure: 'Too many failed authentications from this client address; retry after the time in Retry-After.',
};
