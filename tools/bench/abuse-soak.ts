/**
 * The abuse soak: N requests to `idocr serve` on its own redis-server, good photos (one in `goodEvery`) among
 * the hostile-input corpus of test/corpus, at a few connections at once. It reports RSS every 100 requests
 * (flat within ±10 % after warm-up is the target) and the credit ledger: the units the accounts lost must
 * equal the 200s answered, exactly. Part of `npm run bench` (--abuse-soak N) and alone as `npm run bench:abuse`.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config/package-root';
import { RedisStore } from '../../src/auth/redis-store';
import { findLabelledImages, findLabelledPairs } from '../../src/evaluation/run-evaluation';
import { buildCorpus, multipart, post, withKey, type CorpusCase } from '../../test/corpus/build-corpus';
import { sendRaw } from '../../test/corpus/send-raw';
import { startRedisServer } from '../../test/support/redis-server';
import { startService } from './service-process';
import { MIB } from './measure';

export interface AbuseSoakResult {
  requests: number;
  good: number;
  hostile: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** RSS at the start, then after each 100 requests once their answers are all in (nothing in flight). */
  rssMiB: number[];
  /**
   * The lowest and highest RSS sampled (every 250 ms) within each 100 requests: a leak lifts the floor, while a
   * big input in flight at the moment of a sample only lifts the peak.
   */
  windows: Array<{ floorMiB: number; peakMiB: number }>;
  /** Largest distance of a window's floor from the mean of the floors after the first fifth, in percent. */
  rssSpreadPercent: number;
  /** The same for the RSS with nothing in flight (`rssMiB`): the figure the ±10 % target is read on. */
  settledSpreadPercent: number;
  unitsTaken: number;
  answered200: number;
  /** Requests answered with something outside the contract (no answer, a status without the error body). */
  unexpected: string[];
  /**
   * Large HEIC photos uploaded whole and hung up on before their answer, `HANG_UP_CONCURRENCY` at once: the RSS
   * with nothing in flight before them and after them (once every slot is free again), and its peak between.
   */
  hangUps: { uploads: number; photoMiB: number; rssBeforeMiB: number; peakMiB: number; rssAfterMiB: number; inFlightAfter: number };
}

const KEYS = 4;
const CONCURRENCY = 4;
/** Hang-ups: a tenth of the requests (at least 50), sixteen at once, each this long after its last byte went out. */
const HANG_UP_SHARE = 0.1;
const HANG_UP_CONCURRENCY = 16;
const HANG_UP_AFTER_MS = [0, 50, 200, 600];
const HEIC_IDLE_MS = 30_000;
const ROUND = 100;
/** After a round's last answer: the service's own work on it (a refund, a log line) is done by then. */
const SETTLE_MS = 1000;

export async function runAbuseSoak(options: { requests: number; workers: number; goodEvery: number; progress: (line: string) => void }): Promise<AbuseSoakResult> {
  const { progress } = options;
  const corpus = (await buildCorpus()).filter((c) => !c.pace);
  const good = findLabelledImages(path.join(PACKAGE_ROOT, 'fixtures'))
    .filter((item) => item.set === 'camera' && !item.expectedError && /\.jpe?g$/i.test(item.image))
    .sort((a, b) => a.image.localeCompare(b.image))
    .filter((_, i) => i % 5 === 0)
    .map((item) => ({ documentType: item.documentType, bytes: fs.readFileSync(item.image) }));
  // Every other good request is a card's two sides (the two-sided set): two photos in one request.
  const pairs = findLabelledPairs(path.join(PACKAGE_ROOT, 'fixtures')).map((pair) => ({ documentType: pair.documentType, bytes: fs.readFileSync(pair.image), back: fs.readFileSync(pair.back!) }));
  const redis = await startRedisServer();
  const store = await RedisStore.connect(redis.url);
  // Short connection timeouts, as in the corpus test: the slow cases (HTTP/0.9, an announced body never sent)
  // are answered in seconds rather than after the 60 s defaults.
  const service = await startService(options.workers, {
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    BODY_IDLE_TIMEOUT_MS: '1000',
    KEEP_ALIVE_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '3000',
    REQUEST_TIMEOUT_MS: '4000',
  });
  const port = Number(new URL(service.origin).port);
  try {
    const keys: string[] = [];
    const accounts: string[] = [];
    for (let i = 0; i < KEYS; i++) {
      const account = await store.createAccount({ email: `soak-${i}@bench.test`, verified: true, credits: options.requests, quota: 0 });
      keys.push((await store.createKey(account.id, 'soak')).key);
      accounts.push(account.id);
    }
    const unitsBefore = await totalCredits(store, accounts);
    progress(`abuse soak: ${options.requests} requests, 1 in ${options.goodEvery} a good photo (${good.length} files), the rest from ${corpus.length} corpus cases, ${CONCURRENCY} at once`);

    const statuses: Record<string, number> = {};
    const unexpected: string[] = [];
    const rssMiB: number[] = [service.memory().rss / MIB];
    const windows: AbuseSoakResult['windows'] = [];
    let window = { floorMiB: Number.POSITIVE_INFINITY, peakMiB: 0 };
    const sampler = setInterval(() => {
      const rss = service.memory().rss / MIB;
      window.floorMiB = Math.min(window.floorMiB, rss);
      window.peakMiB = Math.max(window.peakMiB, rss);
    }, 250);
    let goodSent = 0;
    let next = 0;
    const request = (i: number): { bytes: Buffer; testCase?: CorpusCase } => {
      const key = keys[i % KEYS];
      if (i % options.goodEvery === 0) {
        const sent = goodSent++;
        const file: { documentType: string; bytes: Buffer; back?: Buffer } = sent % 2 === 1 && pairs.length ? pairs[(sent >> 1) % pairs.length] : good[(sent >> 1) % good.length];
        const boundary = 'soak-boundary';
        const parts = [{ name: 'documentType', data: file.documentType }, { name: 'image', filename: 'photo.jpg', data: file.bytes }];
        if (file.back) parts.push({ name: 'back', filename: 'back.jpg', data: file.back });
        const body = multipart(parts, boundary);
        return { bytes: withKey(post(body, `multipart/form-data; boundary=${boundary}`), key) };
      }
      const testCase = corpus[i % corpus.length];
      return { bytes: withKey(testCase.request as Buffer, key), testCase };
    };
    // In rounds of 100, each ended when its last answer is in: the RSS read then, with nothing in flight, is the
    // service's own (a leak raises it); read at an arbitrary moment it also holds whatever big input is in flight.
    for (let end = ROUND; end - ROUND < options.requests; end += ROUND) {
      const last = Math.min(end, options.requests);
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < last; i = next++) {
            const { bytes, testCase } = request(i);
            const answer = await sendRaw(port, bytes);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            const allowed = testCase ? [...testCase.statuses, 429, 503] : [200, 422, 429, 503];
            if (!allowed.includes(answer.status)) unexpected.push(`${testCase?.name ?? 'a good photo'}: ${answer.status} ${answer.body.slice(0, 120)}`);
          }
        }),
      );
      next = last;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      rssMiB.push(service.memory().rss / MIB);
      windows.push(window);
      const held = heldMemory(await service.metrics());
      progress(
        `  ${last} requests: RSS ${rssMiB[rssMiB.length - 1].toFixed(0)} MiB with nothing in flight (floor ${window.floorMiB.toFixed(0)}, peak ${window.peakMiB.toFixed(0)} over these ${ROUND}); ` +
          `${held.workers} tesseract workers (so far ${held.started} started, ${held.evicted} evicted, ${held.recycled} recycled), JS heap ${held.heapMiB.toFixed(0)} MiB, external ${held.externalMiB.toFixed(0)} MiB`,
      );
      window = { floorMiB: Number.POSITIVE_INFINITY, peakMiB: 0 };
    }
    clearInterval(sampler);
    const unitsTaken = unitsBefore - (await totalCredits(store, accounts));
    const hangUps = await runHangUps(port, keys[0], Math.max(50, Math.round(options.requests * HANG_UP_SHARE)), service, progress);
    const spreadAfterWarmUp = (values: number[]): number => {
      const settled = values.slice(Math.floor(values.length / 5));
      const mean = settled.reduce((a, b) => a + b, 0) / settled.length;
      return (100 * Math.max(...settled.map((v) => Math.abs(v - mean)))) / mean;
    };
    return {
      requests: options.requests,
      good: goodSent,
      hostile: options.requests - goodSent,
      statuses,
      rssMiB,
      windows,
      rssSpreadPercent: spreadAfterWarmUp(windows.map((w) => w.floorMiB)),
      settledSpreadPercent: spreadAfterWarmUp(rssMiB.slice(1)),
      unitsTaken,
      answered200: statuses['200'] ?? 0,
      unexpected,
      hangUps,
    };
  } finally {
    await service.close();
    await store.close();
    await redis.stop();
  }
}

/**
 * The HEIC photo of the fixtures (the largest) uploaded `uploads` times and hung up on: a loop of such uploads
 * must leave the service's memory where it found it, every slot free.
 */
async function runHangUps(port: number, key: string, uploads: number, service: Awaited<ReturnType<typeof startService>>, progress: (line: string) => void): Promise<AbuseSoakResult['hangUps']> {
  const heic = findLabelledImages(path.join(PACKAGE_ROOT, 'fixtures'))
    .filter((item) => /\.heic$/i.test(item.image))
    .map((item) => ({ documentType: item.documentType, bytes: fs.readFileSync(item.image) }))
    .sort((a, b) => b.bytes.length - a.bytes.length)[0];
  const boundary = 'hang-up-boundary';
  const one = [{ name: 'documentType', data: heic.documentType }, { name: 'image', filename: 'photo.heic', data: heic.bytes }];
  // Every other upload sends it as its own back too: two HEIC decodes for one request, through the bounded queue.
  const [single, both] = [one, [...one, { name: 'back', filename: 'back.heic', data: heic.bytes }]].map((parts) => withKey(post(multipart(parts, boundary), `multipart/form-data; boundary=${boundary}`), key));
  const rssBeforeMiB = service.memory().rss / MIB;
  let peakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, service.memory().rss / MIB)), 100);
  let next = 0;
  await Promise.all(
    Array.from({ length: HANG_UP_CONCURRENCY }, async () => {
      for (let i = next++; i < uploads; i = next++) await sendAndHangUp(port, i % 2 ? both : single, HANG_UP_AFTER_MS[i % HANG_UP_AFTER_MS.length]);
    }),
  );
  // Every slot free again: the work of each hung-up request has stopped.
  const inFlight = async (): Promise<number> => Number(/^idocr_requests_in_flight (\S+)$/m.exec(await service.metrics())?.[1] ?? Number.NaN);
  for (let waited = 0; waited < 60_000 && (await inFlight()) !== 0; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
  // libheif's WebAssembly heap (about 100 MiB after a 12 MP photo) is given back when its worker has been idle
  // 30 s (src/image/decode-heic.ts): the RSS after is read past that.
  await new Promise((resolve) => setTimeout(resolve, HEIC_IDLE_MS + SETTLE_MS));
  clearInterval(sampler);
  const result = { uploads, photoMiB: heic.bytes.length / MIB, rssBeforeMiB, peakMiB, rssAfterMiB: service.memory().rss / MIB, inFlightAfter: await inFlight() };
  progress(`  hang-ups: ${uploads} uploads of a ${result.photoMiB.toFixed(1)} MiB HEIC: RSS ${rssBeforeMiB.toFixed(0)} MiB before, peak ${peakMiB.toFixed(0)}, ${result.rssAfterMiB.toFixed(0)} after`);
  return result;
}

/** Writes a whole request and closes the connection `afterMs` after its last byte, whatever came back. */
function sendAndHangUp(port: number, bytes: Buffer, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => resolve());
    socket.on('data', () => undefined);
    socket.write(bytes, () =>
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, afterMs),
    );
  });
}

/**
 * What the service's metrics say it holds: tesseract workers alive (and started, evicted and recycled so far), and
 * the main thread's JS heap and external memory.
 */
function heldMemory(metrics: string): { workers: number; started: number; evicted: number; recycled: number; heapMiB: number; externalMiB: number } {
  const value = (pattern: RegExp): number => Number(pattern.exec(metrics)?.[1] ?? Number.NaN);
  const event = (name: string): number => value(new RegExp(`^idocr_tesseract_worker_events_total\\{event="${name}"\\} (\\S+)$`, 'm'));
  return {
    workers: value(/^idocr_tesseract_workers\{state="live"\} (\S+)$/m),
    started: event('started'),
    evicted: event('evicted'),
    recycled: event('recycled'),
    heapMiB: value(/^idocr_nodejs_heap_size_used_bytes (\S+)$/m) / MIB,
    externalMiB: value(/^idocr_nodejs_external_memory_bytes (\S+)$/m) / MIB,
  };
}

async function totalCredits(store: RedisStore, accounts: string[]): Promise<number> {
  let total = 0;
  for (const id of accounts) total += (await store.getAccount(id))?.credits ?? 0;
  return total;
}

export function describeAbuseSoak(result: AbuseSoakResult): string[] {
  const statuses = Object.entries(result.statuses)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');
  return [
    `abuse soak: ${result.requests} requests (${result.good} good photos, ${result.hostile} hostile): ${statuses}`,
    `  RSS after every 100 requests, nothing in flight (MiB): ${result.rssMiB.map((v) => v.toFixed(0)).join(' ')}`,
    `  RSS floor per 100 (MiB):      ${result.windows.map((w) => w.floorMiB.toFixed(0)).join(' ')}`,
    `  RSS peak per 100 (MiB):       ${result.windows.map((w) => w.peakMiB.toFixed(0)).join(' ')}`,
    `  RSS with nothing in flight after warm-up within ±${result.settledSpreadPercent.toFixed(1)} % of its mean (target ±10 %); floor within ±${result.rssSpreadPercent.toFixed(1)} %`,
    `  ledger: ${result.unitsTaken} units taken for ${result.answered200} answers 200 (${result.unitsTaken === result.answered200 ? 'exact' : 'NOT EXACT'})`,
    ...(result.unexpected.length ? [`  ${result.unexpected.length} answers outside the contract:`, ...result.unexpected.slice(0, 20).map((u) => `    ${u}`)] : ['  every answer within the contract']),
    `  hang-ups: ${result.hangUps.uploads} uploads of a ${result.hangUps.photoMiB.toFixed(1)} MiB HEIC hung up on: RSS ${result.hangUps.rssBeforeMiB.toFixed(0)} MiB before, peak ${result.hangUps.peakMiB.toFixed(0)}, ${result.hangUps.rssAfterMiB.toFixed(0)} after, ${result.hangUps.inFlightAfter} in flight after`,
  ];
}

if (require.main === module) {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, workers: { type: 'string' }, 'good-every': { type: 'string' } } });
  const requests = Number(values.requests ?? 2000);
  const workers = Number(values.workers ?? 2);
  const goodEvery = Number(values['good-every'] ?? 5);
  runAbuseSoak({ requests, workers, goodEvery, progress: (line) => process.stderr.write(`${line}\n`) }).then(
    (result) => {
      for (const line of describeAbuseSoak(result)) console.log(line);
      if (result.unexpected.length || result.unitsTaken !== result.answered200 || result.hangUps.inFlightAfter !== 0) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
