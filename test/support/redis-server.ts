/**
 * A real, throwaway redis-server for tests: its own free port (never the machine's 6379), no persistence.
 * `stop()` then `start()` brings it back on the same port, for the "Redis went away" tests; `pause()` and
 * `resume()` (SIGSTOP/SIGCONT) make a Redis that keeps its connections but answers nothing.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { findFreePort } from './free-port';
import { tmpdir } from 'node:os';

export interface RedisServer {
  url: string;
  port: number;
  /** With `tls`: the port that speaks TLS (`port` stays plain, for the start-up check). */
  tlsPort?: number;
  /** Starts it again on the same port after `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
  pause(): void;
  resume(): void;
}

const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RedisServerOptions {
  /** `requirepass`. */
  password?: string;
  /** Also serve TLS with this certificate and key (PEM files), clients not asked for one. */
  tls?: { certFile: string; keyFile: string; caFile: string };
}

export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const port = await findFreePort();
  const tlsPort = options.tls ? await findFreePort() : undefined;
  const extraArgs = [
    ...(options.password ? ['--requirepass', options.password] : []),
    ...(options.tls && tlsPort
      ? ['--tls-port', String(tlsPort), '--tls-cert-file', options.tls.certFile, '--tls-key-file', options.tls.keyFile, '--tls-ca-cert-file', options.tls.caFile, '--tls-auth-clients', 'no']
      : []),
  ];
  const spawnRedis = (onPort: number) => spawnRedisOn(onPort, extraArgs);
  let child: ChildProcess | null = await spawnRedis(port);

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    ...(tlsPort ? { tlsPort } : {}),
    async start() {
      if (child) return;
      child = await spawnRedis(port);
    },
    async stop() {
      const running = child;
      child = null;
      if (running) await stopProcess(running);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
  };
}


async function spawnRedisOn(port: number, extraArgs: string[]): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir(), ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  let spawnError: Error | null = null;
  child.once('error', (error) => (spawnError = error));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawnError) throw new Error(`cannot start ${REDIS_SERVER_BIN}: ${String(spawnError)}`);
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output}`);
    if (await answersPing(port)) return child;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not answer PING within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** One raw RESP PING, so the helper depends on no client library. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // Refused for want of a password is up too.
    socket.once('data', (data) => finish(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    // A paused server would not act on SIGTERM.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
