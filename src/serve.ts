import path from 'node:path';
import type { Server } from 'node:http';
import type { Express } from 'express';
import sharp from 'sharp';
import { missingAllocatorSettings } from './config/allocator-settings';
import { makesPass } from './recognition/pipeline';
import { MRZ_LANGUAGES } from './recognition/read-mrz';
import { readBudgetOf, type Config } from './config/load-config';
import type { Logger } from './logging/logger';
import type { KeyStore } from './auth/store';
import { MemoryStore } from './auth/memory-store';
import { RedisStore } from './auth/redis-store';
import { describeTarget } from './auth/redis-connection';
import { loadRuleSets } from './rules/load-rule-sets';
import { TesseractPool } from './ocr/tesseract-pool';
import { DocumentRecogniser } from './recognition/document-recogniser';
import { createApp } from './http/app';
import { loadOpenCv } from './image/load-opencv';
import { limitHeicQueue } from './image/decode-heic';
import { Metrics } from './metrics/metrics';
import { buildOpenApi } from './openapi/build-openapi';
import { listenMetrics } from './metrics/metrics-server';
import { PACKAGE_ROOT } from './config/package-root';
import { ServiceStartError } from './service-start-error';
import { RateLimits } from './limits/rate-limits';
import { InFlight } from './limits/in-flight';
import { createLimitedServer } from './http/server-limits';

export interface RunningService {
  server: Server;
  /** Prometheus `GET /metrics`, on METRICS_PORT. */
  metricsServer: Server;
  store: KeyStore;
  pool: TesseractPool;
  /** Stops accepting, lets in-flight requests finish (bounded by the grace period), closes workers and store. */
  close(): Promise<void>;
}

/** Everything `idocr serve` does before it waits for requests. Throws on invalid rules or configuration. */
export async function startService(config: Readonly<Config>, logger: Logger, print: (line: string) => void = console.log): Promise<RunningService> {
  // libvips keeps recent operations, their pixels included, for reuse (50 MB, 100 operations by default). No two
  // requests share an image: the cache only kept a photo's pixels after its answer went out.
  sharp.cache(false);
  const ruleSets = loadRuleSets(config.rulesDirs);
  const pool = new TesseractPool({ size: config.ocrWorkers, maxQueue: config.maxQueue, deadlineMs: config.recognitionDeadlineMs, memoryBudgetMiB: config.memoryBudgetMiB, logger });
  const metrics = new Metrics(pool);
  const store: KeyStore = config.redis
    ? await RedisStore.connect(config.redis, { ledgerRetentionDays: config.ledgerRetentionDays, onUnreplicated: () => metrics.commitUnreplicated() })
    : new MemoryStore({ ledgerRetentionDays: config.ledgerRetentionDays });
  const recogniser = new DocumentRecogniser(ruleSets, pool, { observeStage: (stage, seconds) => metrics.stage(stage, seconds), pagePixelBudget: config.limits.pagePixelBudget, ...readBudgetOf(config) });
  const { limits } = config;
  // The counters get a client of their own, with the store's fail-fast options: a limit check never queues
  // behind a credit script.
  const rateClient = config.redis ? RedisStore.createClient(config.redis, { onError: () => undefined }) : undefined;
  // As the store: a first connection that fails leaves the service starting, answering 503 until Redis is back.
  if (rateClient && rateClient.status !== 'ready') {
    await new Promise((resolve) => {
      rateClient.once('ready', resolve);
      setTimeout(resolve, 1500).unref();
    });
  }
  limitHeicQueue({ maxQueue: limits.heicMaxQueue, waitMs: limits.heicQueueWaitMs });
  const app = createApp({
    store,
    recogniser,
    logger,
    metrics,
    openApi: buildOpenApi(ruleSets),
    demoPage: config.demoPage,
    limits: {
      rate: new RateLimits(limits, rateClient),
      inFlight: new InFlight(limits.maxInFlight, limits.maxInFlightPerKey, limits.maxInFlightPerAccount),
      trustedProxies: limits.trustedProxies,
      bodyIdleTimeoutMs: limits.bodyIdleTimeoutMs,
    },
  });

  let server: Server;
  let metricsServer: Server;
  try {
    server = await listenOn(config.port, () => listen(app, config.port, limits));
    metricsServer = await listenOn(config.metricsPort, () => listenMetrics(metrics, config.metricsPort)).catch(async (error: unknown) => {
      await new Promise((resolve) => server.close(resolve));
      throw error;
    });
  } catch (error) {
    // The Redis client would keep the process alive, reconnecting, after a failed start.
    await store.close();
    rateClient?.disconnect();
    throw error;
  }
  const port = (server.address() as { port: number }).port;
  const metricsPort = (metricsServer.address() as { port: number }).port;
  logger.info({ port, metricsPort, kinds: [...ruleSets.keys()], store: config.redis ? `redis (${describeTarget(config.redis)})` : 'memory', workers: config.ocrWorkers }, 'listening');
  const missing = missingAllocatorSettings(process.env);
  if (missing.length) logger.warn({ missing }, 'started without the allocator settings of the image and npm start: resident memory will creep (docs/performance.md)');

  if (!config.redis) await printDemoAccount(store, port, print, config.demoPage);

  // Workers load their language data in the background; /readyz answers 503 until they have.
  // Pages are read by the LSTM engine in each kind's languages; only MRZs by the legacy one, in English.
  const languageSets = uniqueLanguageSets([...ruleSets.values()].map((r) => r.ocr.languages));
  const anyMrz = [...ruleSets.values()].some((r) => r.mrz);
  // The MRZ's engines first: the pool warms only as many workers as its memory budget keeps, and most kinds
  // read an MRZ.
  const warmups = [
    ...(anyMrz ? [{ languages: MRZ_LANGUAGES, modes: ['lstm', 'legacy'] as const }] : []),
    ...languageSets.map((languages) => ({ languages, modes: ['lstm'] as const })),
  ];
  const warming = warmSample()
    // OpenCV.js (document outlines) loads alongside, so the first photo does not pay for it.
    .then((sample) => Promise.all([pool.warm(warmups, sample, { paddle: [...ruleSets.values()].some((rules) => makesPass('lines', rules)) }), loadOpenCv()]))
    .then(() => logger.info('OCR workers ready'))
    .catch((error: unknown) => logger.error({ err: error }, 'OCR workers failed to start'));

  // Units of requests that died between reserve and commit (a refund that never reached Redis, a killed pod)
  // come back once their reservation expires; every replica sweeps, the script makes that safe.
  const sweep = (): void => {
    store
      .sweepExpired(new Date())
      .then((count) => {
        if (count > 0) logger.warn({ count }, 'expired reservations given back');
        metrics.reservationsSwept(count);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'reservation sweep failed; retried at the next one'));
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      clearInterval(sweeper);
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
      await Promise.race([drained, grace]);
      server.closeAllConnections();
      // Scraped until the last request is answered, so the final counts are not lost.
      metricsServer.closeAllConnections();
      await new Promise((resolve) => metricsServer.close(resolve));
      await warming;
      await pool.close();
      await store.close();
      rateClient?.disconnect();
    })();
    return closing;
  };
  return { server, metricsServer, store, pool, close };
}

/** How often expired reservations are looked for; they expire after RESERVATION_TTL_MS (10 minutes). */
const SWEEP_INTERVAL_MS = 60_000;

/** A port's listen, with a busy port reported as the operator can fix it. */
async function listenOn(port: number, start: () => Promise<Server>): Promise<Server> {
  try {
    return await start();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'the port is in use' : (error as Error).message;
    throw new ServiceStartError(`cannot listen on port ${port}: ${reason}`, { cause: error });
  }
}

/**
 * Not `app.listen`: Express 5 calls its callback on 'error' too, so a busy port would look like a started
 * server with no address.
 */
function listen(app: Express, port: number, limits: Config['limits']): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createLimitedServer(app, limits);
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function printDemoAccount(store: KeyStore, port: number, print: (line: string) => void, demoPage: boolean): Promise<void> {
  const account = await store.createAccount({ email: 'demo@localhost', verified: true, quota: 1000, credits: 0 });
  const { key } = await store.createKey(account.id, 'demo');
  const fixture = demoFixture();
  print('');
  print('idocr is running with the embedded store (nothing is kept after it stops).');
  print(`Demo account ${account.id}, 1000 requests this month. Demo API key (shown once):`);
  print(`  ${key}`);
  print('Try it (with any passport photo; this one is a synthetic passport of the repository):');
  print(`  curl -s -H "Authorization: Bearer ${key}" -F documentType=passport -F image=@${fixture} http://localhost:${port}/api/v1/ocr`);
  if (demoPage) print(`Or in a browser, with that key: http://localhost:${port}/`);
  print('');
}

/**
 * The synthetic passport of a clone of the repository, for the printed curl line, relative to where the command
 * was run. Named, not looked up: the service does not read its test data (an image built from the repository
 * has none, and any passport photo does). The start test sends the file this names.
 */
const DEMO_IMAGE = path.join('fixtures', 'passport', 'clean-can-1.jpg');

function demoFixture(): string {
  return path.relative(process.cwd(), path.join(PACKAGE_ROOT, DEMO_IMAGE)) || '.';
}

function uniqueLanguageSets(sets: string[][]): string[][] {
  const seen = new Map<string, string[]>();
  for (const set of sets) seen.set(set.join('+'), set);
  return [...seen.values()];
}

/** A small page with a few printed words: a warm-up read must exercise the whole engine, not a blank. */
function warmSample(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="white"/><text x="20" y="70" font-size="40" font-family="sans-serif">IDOCR 1234 &lt;&lt;</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}
