import { loadConfig, type Config } from '../config/load-config';
import { RedisStore } from '../auth/redis-store';

/**
 * Account, key, credit and ledger commands act on the shared Redis store that the configuration names. The
 * embedded store lives inside one `idocr serve` process, so without a Redis there is nothing for them to act on.
 */
export async function withStore<T>(action: (store: RedisStore) => Promise<T>): Promise<T> {
  const { redis, ledgerRetentionDays } = readConfig();
  if (!redis) {
    throw new CliError(
      'No Redis is named. Account, key, credit and ledger commands act on the Redis store that REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES names; the embedded store exists only inside a running `idocr serve`, which prints its demo key at start.',
    );
  }
  const store = await RedisStore.connect(redis, { ledgerRetentionDays });
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
