import { loadConfig, type Config } from '../config/load-config';
import type { KeyStore } from '../auth/store';
import { RedisStore } from '../auth/redis-store';

/**
 * Account and key commands act on the shared Redis store that REDIS_URL names. The embedded store lives
 * inside one `idocr serve` process, so without REDIS_URL there is nothing for them to act on.
 */
export async function withStore<T>(action: (store: KeyStore) => Promise<T>): Promise<T> {
  const { redisUrl } = readConfig();
  if (!redisUrl) {
    throw new CliError(
      'REDIS_URL is not set. Account and key commands act on the Redis store that REDIS_URL names; the embedded store exists only inside a running `idocr serve`, which prints its demo key at start.',
    );
  }
  const store = await RedisStore.connect(redisUrl);
  try {
    return await action(store);
  } finally {
    await store.close();
  }
}

/** A failure to report in one line on stderr, exit code 1, without a stack trace. */
export class CliError extends Error {}

/** The configuration; an invalid environment is the operator's mistake, reported as a CliError (no stack). */
export function readConfig(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}
