import { StoreUnavailableError } from './store';

/** Waits between tries of a store step: a blip of Redis (a failover, a reconnect) lasts about a second. */
const BACKOFF_MS = [100, 400, 1200];

/**
 * Runs an idempotent store step (a commit or release by reservation id), trying again with backoff while the
 * store is unreachable; any other error, or the last unreachable one, is thrown.
 */
export async function withRetries<T>(step: () => Promise<T>, backoffMs: readonly number[] = BACKOFF_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError) || attempt >= backoffMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs[attempt]));
    }
  }
}
