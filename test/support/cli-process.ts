/**
 * Runs the built command line (`dist/cli/main.js`) as a child process, the way a user or a container runs it:
 * its own environment (none of the idocr variables of the test process leak in), its own working directory,
 * and a time limit so a hung command fails the test instead of the run. Every child started here is tracked,
 * so `killStrayChildren()` in an afterEach/afterAll leaves nothing running even when a test failed halfway.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CLI = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');

/** Every variable of contract.md section 5 and the README: a child only sees the ones a test gives it. */
const IDOCR_VARIABLES = [
  'PORT', 'METRICS_PORT', 'REDIS_URL', 'OCR_WORKERS', 'LOG_LEVEL', 'RULES_DIRS', 'OCR_MAX_QUEUE', 'SHUTDOWN_GRACE_MS', 'RECOGNITION_DEADLINE_MS',
  'OCR_MEMORY_BUDGET_MIB', 'RATE_LIMIT_WINDOW_S', 'RATE_LIMIT_PER_KEY', 'RATE_LIMIT_PER_ACCOUNT', 'RATE_LIMIT_PER_ADDRESS', 'RATE_LIMIT_AUTH_FAILURES',
  'RATE_LIMIT_AUTH_FAILURE_WINDOW_S', 'TRUSTED_PROXIES', 'MAX_IN_FLIGHT', 'MAX_IN_FLIGHT_PER_KEY', 'MAX_IN_FLIGHT_PER_ACCOUNT', 'HEIC_MAX_QUEUE', 'HEIC_QUEUE_WAIT_MS', 'PAGE_PIXEL_BUDGET', 'READ_BUDGET_PIXELS', 'READ_BUDGET_MS', 'KEEP_ALIVE_TIMEOUT_MS',
  'HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'BODY_IDLE_TIMEOUT_MS', 'MAX_CONNECTIONS', 'REDIS_SENTINELS', 'REDIS_SENTINEL_MASTER',
  'REDIS_CLUSTER_NODES', 'REDIS_PASSWORD', 'REDIS_SENTINEL_PASSWORD', 'REDIS_TLS', 'LEDGER_RETENTION_DAYS', 'DEMO_PAGE',
];
const DEFAULT_TIMEOUT_MS = 60_000;

export interface CliOptions {
  /** idocr variables for the child; `undefined` leaves one out. */
  env?: Record<string, string | undefined>;
  /** Working directory; the repository root unless given. */
  cwd?: string;
  /** The command runs under these first, e.g. `['unshare', '-n']`. */
  wrapper?: string[];
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const running = new Set<ChildProcess>();

/** Runs `idocr ARGS` to the end; rejects (after killing it) when it is still running after `timeoutMs`. */
export function runCli(args: string[], options: CliOptions & { timeoutMs?: number } = {}): Promise<CliResult> {
  const cli = startCli(args, options);
  return cli.waitForExit(options.timeoutMs ?? DEFAULT_TIMEOUT_MS).then(
    (exit) => ({ ...exit, stdout: cli.stdout, stderr: cli.stderr }),
    async (error: unknown) => {
      await cli.kill();
      throw error;
    },
  );
}

/** Starts `idocr ARGS` and returns at once; for `serve` and anything a test talks to while it runs. */
export function startCli(args: string[], options: CliOptions = {}): CliProcess {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: build first with \`npx tsc -p tsconfig.build.json\` (\`npm test\` does).`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of IDOCR_VARIABLES) delete env[name];
  for (const [name, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[name] = value;
  const [command, ...commandArgs] = [...(options.wrapper ?? []), process.execPath, CLI, ...args];
  const child = spawn(command, commandArgs, { cwd: options.cwd ?? REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new CliProcess(child, [...(options.wrapper ?? []), 'idocr', ...args].join(' '));
}

export class CliProcess {
  stdout = '';
  stderr = '';
  /** Settles when the process has exited, with how. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly child: ChildProcess,
    readonly label: string,
  ) {
    running.add(child);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.append('stdout', chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.append('stderr', chunk));
    this.exited = new Promise((resolve) => {
      // 'close' rather than 'exit': by then every byte of stdout and stderr has been read.
      child.once('close', (code, signal) => {
        running.delete(child);
        resolve({ code, signal });
        this.notify();
      });
      child.once('error', (error) => {
        this.stderr += `\n[spawn failed: ${String(error)}]`;
        running.delete(child);
        resolve({ code: null, signal: null });
        this.notify();
      });
    });
  }

  get done(): boolean {
    return !running.has(this.child);
  }

  /** Resolves with the first match of `pattern` in stdout; rejects when the process ends first or on timeout. */
  waitForStdout(pattern: RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        const match = this.stdout.match(pattern);
        if (match) finish(() => resolve(match));
        else if (this.done) finish(() => reject(new Error(`${this.label} ended before printing ${pattern}\n${this.transcript()}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`${this.label} did not print ${pattern} within ${timeoutMs} ms\n${this.transcript()}`))), timeoutMs);
      const finish = (settle: () => void): void => {
        clearTimeout(timer);
        this.listeners.delete(check);
        settle();
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Resolves with the exit; rejects when the process is still running after `timeoutMs` (it is left running). */
  waitForExit(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.label} still running after ${timeoutMs} ms\n${this.transcript()}`)), timeoutMs);
    });
    return Promise.race([this.exited, timeout]).finally(() => clearTimeout(timer));
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** SIGKILL, then waits for the exit. */
  async kill(): Promise<void> {
    if (this.done) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** What the process printed, for failure messages. */
  transcript(): string {
    return `--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`;
  }

  private append(stream: 'stdout' | 'stderr', chunk: string): void {
    this[stream] += chunk;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** SIGKILLs every child started here that is still running; for afterEach/afterAll. */
export async function killStrayChildren(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}


/** The value of `--json` output; fails with the whole transcript when the command did not succeed. */
export function jsonOutput<T = unknown>(result: CliResult): T {
  if (result.code !== 0) throw new Error(`exit code ${result.code}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`);
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON:\n${result.stdout}\n--- stderr ---\n${result.stderr}`);
  }
}

/** Human `key  value` output as a record: one pair per line, the key then two or more spaces. */
export function keyValueLines(stdout: string): Record<string, string> {
  const lines = stdout.replace(/\n$/, '').split('\n');
  const pairs = lines.map((line) => {
    const match = /^(\S+) {2,}(.*)$/.exec(line) ?? /^(\S+)$/.exec(line);
    if (!match) throw new Error(`not a "key  value" line: ${JSON.stringify(line)}\nin:\n${stdout}`);
    return [match[1], match[2] ?? ''] as const;
  });
  return Object.fromEntries(pairs);
}

/** The passport response fields (README, "Calling the API"). */
export const PASSPORT_FIELDS = ['passportNumber', 'name', 'gender', 'birthDay', 'birthPlace', 'issueDay', 'expiryDay', 'issuePlace', 'nationality', 'mrz'];
