import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from './package-root';

export interface Config {
  port: number;
  metricsPort: number;
  /** Unset means the embedded in-memory store. */
  redisUrl: string | undefined;
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
}

/** 15 s: a recognition reads for 2–3 s on two cores and under 10 s at worst (docs/accuracy.md): this stops runaways only. */
const DEFAULT_RECOGNITION_DEADLINE_MS = 15000;

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
    redisUrl: env.REDIS_URL?.trim() || undefined,
    ocrWorkers,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    rulesDirs: env.RULES_DIRS?.trim() ? env.RULES_DIRS.split(':').filter(Boolean).map((d) => path.resolve(d)) : [BUNDLED_RULES_DIR],
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 25000, 0, 600000),
    maxQueue: int('OCR_MAX_QUEUE', ocrWorkers * 16, 1, 100000),
    recognitionDeadlineMs: int('RECOGNITION_DEADLINE_MS', DEFAULT_RECOGNITION_DEADLINE_MS, 100, 600000),
    memoryBudgetMiB: env.OCR_MEMORY_BUDGET_MIB ? int('OCR_MEMORY_BUDGET_MIB', 0, 512, 1048576) : undefined,
  };
  if (!LOG_LEVELS.includes(config.logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${config.logLevel}"`);
  if (config.redisUrl && !/^rediss?:\/\//.test(config.redisUrl)) problems.push(`REDIS_URL must start with redis:// or rediss://`);
  if (problems.length) throw new Error(`invalid configuration:\n  ${problems.join('\n  ')}`);
  return Object.freeze(config);
}
