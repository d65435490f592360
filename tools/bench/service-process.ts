import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ALLOCATOR_SETTINGS } from '../../src/config/allocator-settings';
import { PACKAGE_ROOT } from '../../src/config/package-root';
import { findFreePort } from '../../test/support/free-port';
import { sleep } from './measure';

export interface ServiceProcess {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  metricsOrigin: string;
  authorization: string;
  pid: number;
  /** Resident and peak resident memory of the service process (its OCR worker threads included), in bytes. */
  memory(): { rss: number; peak: number };
  /** The service's Prometheus text. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 240_000;

/**
 * The service as an operator runs it, `node dist/cli/main.js serve` with the embedded store, in a process of its
 * own so that its memory is its own: started with `workers` OCR workers on free loopback ports, the demo key it
 * prints taken for the requests, ready once /readyz answers 200. With a REDIS_URL in `extraEnv` there is no demo
 * key: `authorization` is empty and the caller brings its own keys.
 */
export async function startService(workers: number, extraEnv: Record<string, string> = {}): Promise<ServiceProcess> {
  const [port, metricsPort] = [await findFreePort(), await findFreePort()];
  const main = path.join(PACKAGE_ROOT, 'dist', 'cli', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: npm run build`);
  const child: ChildProcess = spawn(process.execPath, [main, 'serve'], {
    cwd: PACKAGE_ROOT,
    // The allocator settings as the image and `npm start` set them.
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort), OCR_WORKERS: String(workers), LOG_LEVEL: 'warn', REDIS_URL: '', ...ALLOCATOR_SETTINGS, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + START_TIMEOUT_MS;
  let key: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}) while starting:\n${stderr}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the service was not ready within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    key ??= extraEnv.REDIS_URL ? '' : /Bearer (sk_[A-Za-z0-9]+)/.exec(stdout)?.[1];
    const ready = key !== undefined ? await fetch(`${origin}/readyz`).then((r) => r.status === 200, () => false) : false;
    if (ready) break;
    await sleep(250);
  }
  const pid = child.pid!;
  const memory = (): { rss: number; peak: number } => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  };
  const close = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000).then(() => void child.kill('SIGKILL'))]);
  };
  return { origin, metricsOrigin: `http://127.0.0.1:${metricsPort}`, authorization: key ? `Bearer ${key}` : '', pid, memory, metrics: () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text()), close };
}

/** Per stage, the seconds summed and the recognitions counted so far (idocr_stage_duration_seconds). */
export function stageTotals(metrics: string): Map<string, { seconds: number; count: number }> {
  const totals = new Map<string, { seconds: number; count: number }>();
  for (const match of metrics.matchAll(/^idocr_stage_duration_seconds_(sum|count)\{stage="([^"]+)"\} ([0-9.e+-]+)$/gm)) {
    const entry = totals.get(match[2]) ?? { seconds: 0, count: 0 };
    if (match[1] === 'sum') entry.seconds = Number(match[3]);
    else entry.count = Number(match[3]);
    totals.set(match[2], entry);
  }
  return totals;
}
