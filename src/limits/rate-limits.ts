import type { RedisClient } from '../auth/redis-connection';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimitSettings } from '../config/load-config';
import { StoreUnavailableError } from '../auth/store';

/** What a limit counts: requests per API key, per account, per client address; failed authentications per address. */
export type RateLimitScope = 'key' | 'account' | 'address' | 'authFailure';

/** Where one caller stands against one limit, as the RateLimit-* headers tell it. */
export interface RateLimitState {
  scope: RateLimitScope;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  /** False when this request went over: it is refused with 429. */
  allowed: boolean;
}

type Settings = Pick<LimitSettings, 'rateWindowSeconds' | 'ratePerKey' | 'ratePerAccount' | 'ratePerAddress' | 'authFailuresPerAddress' | 'authFailureWindowSeconds'>;

/**
 * Fixed-window counters (rate-limiter-flexible): in Redis when the service has one, so every replica counts
 * against the same limit, else in this process (the embedded store). A limit of 0 is off. Every request
 * counts, whatever its outcome: a refunded 422 or a free retry costs the caller its place in the window.
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitScope, { limiter: RateLimiterAbstract; points: number }>();

  /** `redis`: a client of its own (its commands fail fast, as the store's do); none means in-process counters. */
  constructor(settings: Settings, redis?: RedisClient, prefix = 'idocr:') {
    const make = (scope: RateLimitScope, points: number, duration: number): void => {
      if (points <= 0) return;
      const keyPrefix = `${prefix}rate:${scope}`;
      const limiter = redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, rejectIfRedisNotReady: true }) : new RateLimiterMemory({ keyPrefix, points, duration });
      this.limiters.set(scope, { limiter, points });
    };
    make('key', settings.ratePerKey, settings.rateWindowSeconds);
    make('account', settings.ratePerAccount, settings.rateWindowSeconds);
    make('address', settings.ratePerAddress, settings.rateWindowSeconds);
    make('authFailure', settings.authFailuresPerAddress, settings.authFailureWindowSeconds);
  }

  /** Counts one request against `scope` for `id`; undefined when that limit is off. */
  async take(scope: RateLimitScope, id: string): Promise<RateLimitState | undefined> {
    const entry = this.limiters.get(scope);
    if (!entry) return undefined;
    try {
      return stateOf(scope, entry.points, await entry.limiter.consume(id, 1), true);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return stateOf(scope, entry.points, outcome, false);
      throw new StoreUnavailableError('rate limit store unreachable', { cause: outcome });
    }
  }
}

function stateOf(scope: RateLimitScope, points: number, res: RateLimiterRes, allowed: boolean): RateLimitState {
  return { scope, limit: points, remaining: Math.max(0, points - res.consumedPoints), resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)), allowed };
}
