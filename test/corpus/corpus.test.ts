/**
 * The hostile-input corpus (build-corpus.ts) against `idocr serve` as a real process on a real Redis: every case
 * answers one of the contract's errors with its body, the process stays up, its RSS stays under a stated
 * bound throughout, and every caller's units are exactly as they were (none of these images holds a document,
 * so nothing may be charged).
 */
import fs from 'node:fs';
import { ALLOCATOR_SETTINGS } from '../../src/config/allocator-settings';
import { RedisStore } from '../../src/auth/redis-store';
import { ERROR_CATALOGUE } from '../../src/errors/catalogue';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { createCaller, unitsLeft, type TestCaller } from '../support/http-harness';
import { killStrayChildren, startCli, type CliProcess } from '../support/cli-process';
import { buildCorpus, multipart, post, withKey, type CorpusCase } from './build-corpus';
import { sendRaw, type Answer } from './send-raw';

/** RSS the service may reach at any moment of the run, with one OCR worker (README "Limits"). */
const RSS_BOUND_MIB = 1536;
const CALLERS = 8;
const CONCURRENCY = 4;
const UNITS = 1000;
/** Cases that may be answered 503 (the key store timed out under load) instead of their own error. */
const MAX_OVERLOAD_SHARE = 0.02;

let redis: RedisServer;
let store: RedisStore;
let serve: CliProcess;
let port: number;
let callers: TestCaller[];
let peakRssMiB = 0;
let sampler: NodeJS.Timeout;

beforeAll(async () => {
  redis = await startRedisServer();
  store = await RedisStore.connect(redis.url);
  serve = startCli(['serve'], {
    env: {
      REDIS_URL: redis.url,
      PORT: '0',
      METRICS_PORT: '0',
      OCR_WORKERS: '1',
      LOG_LEVEL: 'info',
      // Short, so that the slow cases are answered in seconds; the body's idle limit still above what a sender of
      // 50 uploads at once can stall for on a loaded machine (1 s was not: 3 of the 10 MiB uploads cut off).
      BODY_IDLE_TIMEOUT_MS: '2500',
      KEEP_ALIVE_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '3000',
      REQUEST_TIMEOUT_MS: '6000',
      ...ALLOCATOR_SETTINGS,
    },
  });
  const [line] = await serve.waitForStdout(/^\{.*"msg":"listening".*\}$/m, 60_000);
  port = (JSON.parse(line) as { port: number }).port;
  sampler = setInterval(() => {
    const status = fs.readFileSync(`/proc/${serve.child.pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakRssMiB = Math.max(peakRssMiB, kib / 1024);
  }, 200);
  callers = await Promise.all(Array.from({ length: CALLERS }, () => createCaller(store, { credits: UNITS, quota: 0 })));
  await waitForReady();
}, 120_000);

afterAll(async () => {
  clearInterval(sampler);
  await serve?.kill();
  await killStrayChildren();
  await store?.close();
  await redis?.stop();
});

function requestFor(testCase: CorpusCase, caller: TestCaller): Buffer {
  if (testCase.request) return withKey(testCase.request, caller.key);
  const boundary = 'slow-boundary';
  const body = multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: Buffer.alloc(5000, 0x41) }], boundary);
  return withKey(post(body, `multipart/form-data; boundary=${boundary}`), caller.key);
}

/** What is wrong with an answer, or undefined when it is one the contract allows for the case. */
function problemWith(testCase: CorpusCase, answer: Answer): string | undefined {
  if (!testCase.statuses.includes(answer.status)) return `status ${answer.status}, expected one of ${testCase.statuses.join(', ')}: ${answer.body.slice(0, 200)}`;
  let body: { error?: { code?: number; details?: Array<{ reason?: string }> } };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return `status ${answer.status} without a JSON error body: ${answer.body.slice(0, 200)}`;
  }
  const reason = body.error?.details?.[0]?.reason as keyof typeof ERROR_CATALOGUE | undefined;
  if (!reason || !(reason in ERROR_CATALOGUE)) return `no catalogue reason in ${answer.body.slice(0, 200)}`;
  if (ERROR_CATALOGUE[reason].status !== answer.status || body.error?.code !== answer.status) return `reason ${reason} with status ${answer.status}`;
  return undefined;
}

function isJsonObject(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}

async function waitForReady(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the service did not become ready');
}

describe('hostile-input corpus', () => {
  it('answers every case with a contract error, stays up under its RSS bound, and charges nothing', async () => {
    const corpus = await buildCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const before = await Promise.all(callers.map((c) => unitsLeft(store, c.accountId)));

    const problems: string[] = [];
    const storeTimeouts: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, lane) => {
        for (let i = next++; i < corpus.length; i = next++) {
          const testCase = corpus[i];
          const answer = await sendRaw(port, requestFor(testCase, callers[(i + lane) % CALLERS]), testCase.pace);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          // On a machine saturated by the other suites a key-store call can outlast its 1 s timeout: the answer is
          // then the contract's retryable 503 (nothing charged, checked below). Allowed for a few cases, not more.
          const overloaded = answer.status === 503 && !testCase.statuses.includes(503) && !problemWith({ ...testCase, statuses: [503] }, answer);
          if (overloaded) storeTimeouts.push(`${testCase.family}: ${testCase.name}`);
          const problem = overloaded ? undefined : problemWith(testCase, answer);
          if (problem) problems.push(`${testCase.family}: ${testCase.name}: ${problem}`);
        }
      }),
    );
    expect(storeTimeouts.length).toBeLessThanOrEqual(Math.ceil(corpus.length * MAX_OVERLOAD_SHARE));

    // 50 uploads of 10 MiB at once, from different keys: refused by the in-flight caps or by the decoder.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 - 4, 0x42)]);
    const bigBody = multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'big.jpg', data: big }], 'big-boundary');
    const bigCase: CorpusCase = { family: 'concurrent', name: '50 concurrent 10 MiB uploads', statuses: [422, 429, 503] };
    const bigAnswers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sendRaw(port, withKey(post(bigBody, 'multipart/form-data; boundary=big-boundary'), callers[i % CALLERS].key))),
    );
    for (const answer of bigAnswers) {
      const problem = problemWith(bigCase, answer);
      if (problem) problems.push(`${bigCase.name}: ${problem}`);
    }

    const summary = [...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${n}×${s}`).join(', ');
    console.log(`hostile-input corpus: ${corpus.length} cases + 50 concurrent 10 MiB uploads; answers ${summary}; peak RSS ${Math.round(peakRssMiB)} MiB (bound ${RSS_BOUND_MIB})`);
    expect(problems).toEqual([]);

    // Still up and answering, within its bound, and the ledger exact: no 200, so every unit is where it was.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(serve.child.exitCode).toBeNull();
    expect(peakRssMiB).toBeGreaterThan(0);
    expect(peakRssMiB).toBeLessThan(RSS_BOUND_MIB);
    expect(statuses.get(200) ?? 0).toBe(0);
    // The log stream stays one JSON object a line, whatever a decoder had to say about a broken file.
    const notJson = serve.stdout.split('\n').filter((line) => line && !isJsonObject(line));
    expect(notJson.slice(0, 5)).toEqual([]);
    expect(await Promise.all(callers.map((c) => unitsLeft(store, c.accountId)))).toEqual(before);
  }, 600_000);
});
