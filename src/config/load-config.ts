import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from './package-root';
import { parseHostPorts, type RedisTarget } from '../auth/redis-connection';
import { DEFAULT_LEDGER_RETENTION_DAYS } from '../auth/ledger';

export interface Config {
  port: number;
  metricsPort: number;
  /** The Redis store (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES); unset means the embedded in-memory store. */
  redis: RedisTarget | undefined;
  /** How long ledger events are kept. */
  ledgerRetentionDays: number;
  /** Serve the demo page at GET / (DEMO_PAGE; on by default with the embedded store only). */
  demoPage: boolean;
  ocrWorkers: number;
  logLevel: string;
  /** Later folders add kinds or override a kind of the same name. */
  rulesDirs: readonly string[];
  /** Time SIGTERM gives in-flight recognitions before the process exits. */
  shutdownGraceMs: number;
  /** Recognitions allowed to wait for a worker; beyond that 503 SERVICE_UNAVAILABLE. */
  maxQueue: number;
  /** How long one recognition may read once it has a worker; past it, 503 and no charge. */
  recognitionDeadlineMs: number;
  /** Memory for the process and its tesseract workers (MiB); unset: the pool's default for ocrWorkers. */
  memoryBudgetMiB: number | undefined;
  /** Everything that bounds one caller's or one request's share of the service (README "Limits"). */
  limits: LimitSettings;
}

/** 0 turns a rate limit off. Counts are per window, shared by every replica when REDIS_URL is set. */
export interface LimitSettings {
  rateWindowSeconds: number;
  ratePerKey: number;
  ratePerAccount: number;
  ratePerAddress: number;
  /** Failed authentications (401) an address may make per authFailureWindowSeconds before it gets 429. */
  authFailuresPerAddress: number;
  authFailureWindowSeconds: number;
  /** Proxies in front of the service whose X-Forwarded-For entries are trusted (the client is the hop before them). */
  trustedProxies: number;
  /** Requests between authentication and answer, in this process; beyond it 503 before the body is read. */
  maxInFlight: number;
  /** The same for one API key; beyond it 429. */
  maxInFlightPerKey: number;
  /** The same for one account, all its keys together; beyond it 429. */
  maxInFlightPerAccount: number;
  /** HEIC/HEIF images waiting for the process's one decoder; beyond it 503. */
  heicMaxQueue: number;
  /** How long one may wait for it; beyond it 503. */
  heicQueueWaitMs: number;
  /** Pixels of the page tesseract reads at most: a larger page is scaled down to fit. */
  pagePixelBudget: number;
  /** Pixels one recognition may hand tesseract; its optional reads stop there with the best answer so far. */
  readBudgetPixels: number;
  /** Milliseconds within which one recognition's optional reads may start, once it has a worker; 0: pixels only. */
  readBudgetMs: number;
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** An upload that sends nothing for this long is cut off (400 MALFORMED_REQUEST): a slow body holds no slot. */
  bodyIdleTimeoutMs: number;
  /** Open connections to the public port; more are refused at once. 0: no cap. */
  maxConnections: number;
}

/** 15 s: a recognition reads for 2–3 s on two cores and under 10 s at worst (docs/accuracy.md): this stops runaways only. */
const DEFAULT_RECOGNITION_DEADLINE_MS = 15000;

/**
 * 8 MP: a page of the working width (1600 px) 5000 px tall, more than a card's two sides on an A4 sheet; what
 * is larger is a thin strip or a panorama, scaled down rather than read at gigapixels.
 */
export const DEFAULT_PAGE_PIXEL_BUDGET = 8_000_000;

/**
 * Pixels one recognition may hand tesseract (ReadBudget). Measured on the public specimens and the synthetic
 * sets: a legible card or passport page uses 3-6 MP (page read, its missed lines, the MRZ band); the German
 * fronts that once took 40 s went on re-reading far past that. On the 2-core development machine, 12 MP is
 * about 8 s of OCR.
 */
export const DEFAULT_READ_BUDGET_PIXELS = 12_000_000;

/**
 * Time one recognition's optional reads may start within, once it has a worker (ReadBudget): with the image's
 * decoding before it and the read under way when it passes, a recognition answers within about 10 s on the
 * development machine even when that machine runs slow (the pixel budget alone let 11 of 1,030 eval images pass
 * 10 s on a day it read 23 % slower).
 */
export const DEFAULT_READ_BUDGET_MS = 7000;

/** A recognition's read budget as the configuration sets it (DocumentRecogniser's options); READ_BUDGET_MS 0 leaves pixels alone. */
export function readBudgetOf(config: Readonly<Config>): { readBudgetPixels: number; readBudgetMs: number | undefined } {
  const { readBudgetPixels, readBudgetMs } = config.limits;
  return { readBudgetPixels, readBudgetMs: readBudgetMs > 0 ? readBudgetMs : undefined };
}

/** Where the bundled rules live. */
export const BUNDLED_RULES_DIR = path.join(PACKAGE_ROOT, 'rules');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment once, validates it and returns a frozen config. The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const cores = Math.max(1, os.availableParallelism());
  const ocrWorkers = int('OCR_WORKERS', cores, 1, 64);
  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    metricsPort: int('METRICS_PORT', 9464, 0, 65535),
    redis: readRedisTarget(env, problems),
    ledgerRetentionDays: int('LEDGER_RETENTION_DAYS', DEFAULT_LEDGER_RETENTION_DAYS, 1, 36500),
    demoPage: false,
    ocrWorkers,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    rulesDirs: env.RULES_DIRS?.trim() ? env.RULES_DIRS.split(':').filter(Boolean).map((d) => path.resolve(d)) : [BUNDLED_RULES_DIR],
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 25000, 0, 600000),
    maxQueue: int('OCR_MAX_QUEUE', ocrWorkers * 16, 1, 100000),
    recognitionDeadlineMs: int('RECOGNITION_DEADLINE_MS', DEFAULT_RECOGNITION_DEADLINE_MS, 100, 600000),
    memoryBudgetMiB: env.OCR_MEMORY_BUDGET_MIB ? int('OCR_MEMORY_BUDGET_MIB', 0, 512, 1048576) : undefined,
    limits: {
      rateWindowSeconds: int('RATE_LIMIT_WINDOW_S', 60, 1, 86400),
      ratePerKey: int('RATE_LIMIT_PER_KEY', 300, 0, 10_000_000),
      ratePerAccount: int('RATE_LIMIT_PER_ACCOUNT', 600, 0, 10_000_000),
      ratePerAddress: int('RATE_LIMIT_PER_ADDRESS', 600, 0, 10_000_000),
      authFailuresPerAddress: int('RATE_LIMIT_AUTH_FAILURES', 20, 0, 10_000_000),
      authFailureWindowSeconds: int('RATE_LIMIT_AUTH_FAILURE_WINDOW_S', 900, 1, 86400),
      trustedProxies: int('TRUSTED_PROXIES', 0, 0, 16),
      maxInFlight: int('MAX_IN_FLIGHT', ocrWorkers * 8, 1, 100000),
      maxInFlightPerKey: int('MAX_IN_FLIGHT_PER_KEY', ocrWorkers * 4, 1, 100000),
      maxInFlightPerAccount: int('MAX_IN_FLIGHT_PER_ACCOUNT', ocrWorkers * 6, 1, 100000),
      heicMaxQueue: int('HEIC_MAX_QUEUE', 8, 1, 100000),
      heicQueueWaitMs: int('HEIC_QUEUE_WAIT_MS', 10000, 100, 600000),
      pagePixelBudget: int('PAGE_PIXEL_BUDGET', DEFAULT_PAGE_PIXEL_BUDGET, 1_000_000, 100_000_000),
      readBudgetPixels: int('READ_BUDGET_PIXELS', DEFAULT_READ_BUDGET_PIXELS, 1_000_000, 1_000_000_000),
      readBudgetMs: int('READ_BUDGET_MS', DEFAULT_READ_BUDGET_MS, 0, 600000),
      keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 65000, 1000, 3600000),
      headersTimeoutMs: 0,
      requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 60000, 1000, 3600000),
      bodyIdleTimeoutMs: int('BODY_IDLE_TIMEOUT_MS', 10000, 100, 3600000),
      maxConnections: int('MAX_CONNECTIONS', 1024, 0, 1_000_000),
    },
  };
  // Above the keep-alive idle time, as proxies expect of a server whose pooled connections they reuse.
  config.limits.headersTimeoutMs = int('HEADERS_TIMEOUT_MS', config.limits.keepAliveTimeoutMs + 1000, 1000, 3600000);
  if (!LOG_LEVELS.includes(config.logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${config.logLevel}"`);
  // The demo page lets anyone with a key try it in a browser: on for trying the service out, off by default in front of a real store.
  config.demoPage = readFlag(env, 'DEMO_PAGE', config.redis === undefined, problems);
  if (problems.length) throw new Error(`invalid configuration:\n  ${problems.join('\n  ')}`);
  Object.freeze(config.limits);
  return Object.freeze(config);
}

/** A `true` or `false` variable; unset or empty: `fallback`; anything else is a problem reported by name. */
function readFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') problems.push(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

/**
 * Which Redis the store is on: REDIS_CLUSTER_NODES, else REDIS_SENTINELS (with REDIS_SENTINEL_MASTER), else
 * REDIS_URL; naming two of them is a mistake an operator wants to hear about, not a silent choice.
 */
function readRedisTarget(env: NodeJS.ProcessEnv, problems: string[]): RedisTarget | undefined {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const url = text('REDIS_URL');
  const sentinels = text('REDIS_SENTINELS');
  const clusterNodes = text('REDIS_CLUSTER_NODES');
  const password = text('REDIS_PASSWORD');
  const tls = readFlag(env, 'REDIS_TLS', false, problems);
  const named = [url && 'REDIS_URL', sentinels && 'REDIS_SENTINELS', clusterNodes && 'REDIS_CLUSTER_NODES'].filter(Boolean);
  if (named.length > 1) {
    problems.push(`name one Redis: ${named.join(' and ')} are both set`);
    return undefined;
  }
  const hostPorts = (name: string, value: string) => {
    try {
      return parseHostPorts(name, value);
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  };
  if (clusterNodes) return { kind: 'cluster', nodes: hostPorts('REDIS_CLUSTER_NODES', clusterNodes), tls, ...(password ? { password } : {}) };
  if (sentinels) {
    const masterName = text('REDIS_SENTINEL_MASTER');
    if (!masterName) problems.push('REDIS_SENTINELS needs REDIS_SENTINEL_MASTER, the name the sentinels know the primary by');
    const sentinelPassword = text('REDIS_SENTINEL_PASSWORD');
    return { kind: 'sentinel', sentinels: hostPorts('REDIS_SENTINELS', sentinels), masterName: masterName ?? '', tls, ...(password ? { password } : {}), ...(sentinelPassword ? { sentinelPassword } : {}) };
  }
  if (!url) return undefined;
  if (!/^rediss?:\/\//.test(url)) problems.push(`REDIS_URL must start with redis:// or rediss://`);
  return { kind: 'url', url, ...(password ? { password } : {}), ...(tls ? { tls } : {}) };
}
