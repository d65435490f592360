#!/usr/bin/env node
/*
 * idocr against native tesseract on the same files, in one run: throughput, latency, stages, memory. It prints
 * figures and never asserts (the machine is shared and noisy); docs/performance.md says how to read them.
 *   npm run bench
 *   npm run bench -- --per-kind 1 --sets camera,hard --json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config/package-root';
import { findLabelledImages, scoreOutcome, type ImageOutcome, type LabelledImage } from '../../src/evaluation/run-evaluation';
import { ensureNativeTesseract, readWithNativeTesseract } from './native-tesseract';
import { tessdataOf, writeStraightenedPages, type StraightenedPage } from './straightened-pages';
import { formatTable, type Table } from './print-table';
import { startService, stageTotals, type ServiceProcess } from './service-process';
import { MIB, summarise, timed, type Summary } from './measure';
import { describeAbuseSoak, runAbuseSoak } from './abuse-soak';
import { runMain, UsageError } from './run-main';

const SETS = ['clean', 'camera', 'hard', 'specimen'] as const;
type SetName = (typeof SETS)[number];
/** The stages the service times (StageClock), in the order a recognition meets them. */
const STAGES = ['decode', 'preprocess', 'ocr', 'barcode', 'rules'] as const;

const USAGE = `Usage: npm run bench -- [options]
  --sets LIST         among ${SETS.join(',')} (default: all)
  --per-kind N        files per kind and set, the first by name (default 2)
  --specimens DIR     the real specimens (default ../shared/specimens beside the repository)
  --workers N         OCR_WORKERS of the service, and tesseract processes at once (default: the cores)
  --soak N            after the sets, N more requests over every file at --workers at once, RSS sampled
                      every 100 (default 0: none)
  --abuse-soak N      then N requests to a service of its own on its own Redis, one in 5 a good photo and the
                      rest the hostile-input corpus: RSS every 100 and the credit ledger (default 0: none;
                      alone: npm run bench:abuse)
  --json              one JSON document on stdout instead of tables (progress on stderr)
  --help`;


interface Options {
  sets: SetName[];
  perKind: number;
  specimens: string;
  workers: number;
  soak: number;
  abuseSoak: number;
  json: boolean;
}

interface BenchFile extends LabelledImage {
  bytes: Buffer;
}

interface Timing {
  ms: number;
  ok: boolean;
}

interface Pass<T extends Timing> {
  concurrency: number;
  wallMs: number;
  results: T[];
}

interface IdocrTiming extends Timing {
  outcome: ImageOutcome;
  /** Sent as documentType=auto: the kind the answer named ('' for none). */
  kindFound?: string;
}

interface SetResult {
  set: SetName;
  files: number;
  kinds: number;
  native?: { serial: Pass<Timing>; parallel: Pass<Timing> };
  /** Native tesseract on the pages idocr made of the same files (straightened, its language files). */
  nativeOnPages?: { serial: Pass<Timing>; parallel: Pass<Timing> };
  idocr: { serial: Pass<IdocrTiming>; parallel: Pass<IdocrTiming>; stagesMs: Record<string, number>; auto: Pass<IdocrTiming> };
}

function readOptions(argv: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        sets: { type: 'string' },
        'per-kind': { type: 'string' },
        specimens: { type: 'string' },
        workers: { type: 'string' },
        soak: { type: 'string' },
        'abuse-soak': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const sets = values.sets ? values.sets.split(',').map((s) => s.trim()) : [...SETS];
  const unknown = sets.filter((s) => !(SETS as readonly string[]).includes(s));
  if (unknown.length) throw new UsageError(`--sets: unknown set ${unknown.join(', ')}; choose among ${SETS.join(', ')}`);
  return {
    sets: sets as SetName[],
    perKind: count('--per-kind', values['per-kind'], 1, 2),
    specimens: path.resolve(values.specimens ?? path.join(PACKAGE_ROOT, '..', 'shared', 'specimens')),
    workers: count('--workers', values.workers, 1, Math.max(1, os.availableParallelism())),
    soak: count('--soak', values.soak, 0, 0),
    abuseSoak: count('--abuse-soak', values['abuse-soak'], 0, 0),
    json: values.json ?? false,
  };
}

function count(flag: string, raw: string | undefined, min: number, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 100_000) throw new UsageError(`${flag} must be an integer from ${min} to 100000, got "${raw}"`);
  return value;
}

/** The first `perKind` files of each kind in a set, by name: the same files every run. HEIC is left out (tesseract reads none). */
function pickFiles(set: SetName, options: Options): BenchFile[] {
  const labelled =
    set === 'specimen'
      ? fs.existsSync(options.specimens)
        ? findLabelledImages(options.specimens, 'specimen')
        : []
      : findLabelledImages(path.join(PACKAGE_ROOT, 'fixtures')).filter((item) => item.set === set);
  const taken = new Map<string, number>();
  const files: BenchFile[] = [];
  for (const item of labelled.sort((a, b) => a.image.localeCompare(b.image))) {
    if (/\.hei[cf]$/i.test(item.image) || item.expectedError) continue;
    const n = taken.get(item.documentType) ?? 0;
    if (n >= options.perKind) continue;
    taken.set(item.documentType, n + 1);
    files.push({ ...item, bytes: fs.readFileSync(item.image) });
  }
  return files;
}

/** `work` over every item, `concurrency` at a time, timed from the first start to the last end. */
async function runPass<I, T extends Timing>(items: readonly I[], concurrency: number, work: (item: I) => Promise<T>): Promise<Pass<T>> {
  const results: T[] = new Array(items.length);
  let next = 0;
  const { ms } = await timed(() =>
    Promise.all(
      Array.from({ length: Math.min(concurrency, items.length) }, async () => {
        for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
      }),
    ),
  );
  return { concurrency, wallMs: ms, results };
}

/** One file through the service's API, as a client sends it, scored against its truth; with `auto`, as documentType=auto. */
async function postToIdocr(service: ServiceProcess, file: BenchFile, auto = false): Promise<IdocrTiming> {
  const form = new FormData();
  form.append('documentType', auto ? 'auto' : file.documentType);
  form.append('image', new Blob([file.bytes]), path.basename(file.image));
  const { ms, value } = await timed(async () => {
    try {
      const res = await fetch(`${service.origin}/api/v1/ocr`, { method: 'POST', headers: { Authorization: service.authorization }, body: form });
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status === 200) return { fields: body as Record<string, string>, error: undefined };
      const reason = (body.error as { details?: Array<{ reason?: string }> } | undefined)?.details?.[0]?.reason;
      return { fields: {}, error: reason ?? `HTTP ${res.status}` };
    } catch (error) {
      return { fields: {}, error: `request failed: ${(error as Error).message}` };
    }
  });
  const kindFound = auto ? ((value.fields as Record<string, string>).documentType ?? '') : undefined;
  return { ms, ok: value.error === undefined, outcome: scoreOutcome(file, value.fields, value.error, ms), ...(auto ? { kindFound } : {}) };
}

/** documentType=auto against the kind named, on the same files one at a time: total time over total time. */
const autoCost = (r: SetResult): number => r.idocr.auto.results.reduce((sum, t) => sum + t.ms, 0) / r.idocr.serial.results.reduce((sum, t) => sum + t.ms, 0);
const kindsRight = (r: SetResult): number => (100 * r.idocr.auto.results.filter((t) => t.kindFound === t.outcome.documentType).length) / r.idocr.auto.results.length;

const perSecond = (pass: Pass<Timing>): number => pass.results.length / (pass.wallMs / 1000);
const seconds = (pass: Pass<Timing>): Summary => summarise(pass.results.map((r) => r.ms / 1000));

function fieldsExact(pass: Pass<IdocrTiming>): number {
  const scored = pass.results.reduce((sum, r) => sum + r.outcome.scored, 0);
  const missed = pass.results.reduce((sum, r) => sum + (r.outcome.error ? r.outcome.scored : r.outcome.misses.length), 0);
  return scored ? (100 * (scored - missed)) / scored : Number.NaN;
}

async function stageSnapshot(service: ServiceProcess): Promise<Map<string, { seconds: number; count: number }>> {
  return stageTotals(await service.metrics());
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const progress = (line: string): void => void (options.json ? process.stderr : process.stdout).write(`${line}\n`);
  const started = performance.now();
  const machine = {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((l) => l.toFixed(2)).join(' '),
    node: process.version,
  };
  progress(`idocr bench, side by side with native tesseract  ${machine.date}`);
  progress(`${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, load average ${machine.loadAverageAtStart}, node ${machine.node}`);
  const native = ensureNativeTesseract(progress);
  progress(native.version ? `native: ${native.version} (eng, whole page, OMP_THREAD_LIMIT=1, one process per file)` : `native: none (${native.problem}); idocr only`);

  const files = Object.fromEntries(options.sets.map((set) => [set, pickFiles(set, options)])) as Record<SetName, BenchFile[]>;
  for (const set of options.sets) progress(`${set}: ${files[set].length} files, ${new Set(files[set].map((f) => f.documentType)).size} kinds`);

  // The pages idocr reads, made once before the service starts (the machine then to itself), for the second ratio.
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-bench-pages-'));
  const pages = native.version ? await writeStraightenedPages(options.sets.flatMap((set) => files[set]), pagesDir) : new Map<string, StraightenedPage>();
  if (native.version) progress(`idocr's straightened pages written for native tesseract: ${pages.size}`);

  progress(`starting the service: OCR_WORKERS=${options.workers}, embedded store`);
  const service = await startService(options.workers);
  const results: SetResult[] = [];
  let soak: { requests: number; rssMiB: number[] } | undefined;
  let memoryAfterSets: { rss: number; peak: number };
  try {
    // Each worker slot's first page of a language set starts its tesseract worker: one untimed pass over one
    // file per kind, at full concurrency, so the timed passes measure a service in use, not one starting.
    const warm = [...new Map(options.sets.flatMap((set) => files[set]).map((f) => [f.documentType, f])).values()];
    progress(`warming: ${warm.length} kinds`);
    await runPass([...warm, ...warm], options.workers, (file) => postToIdocr(service, file));

    for (const set of options.sets) {
      const list = files[set];
      if (!list.length) continue;
      progress(`\n== ${set} (${list.length} files) ==`);
      let nativeResult: SetResult['native'];
      let nativeOnPages: SetResult['nativeOnPages'];
      if (native.version) {
        const serial = await runPass(list, 1, (file) => readWithNativeTesseract(file.image));
        const parallel = await runPass(list, options.workers, (file) => readWithNativeTesseract(file.image));
        nativeResult = { serial, parallel };
        progress(`  tesseract: ${perSecond(parallel).toFixed(2)} files/s at ${options.workers}, p50 ${seconds(serial).median.toFixed(2)} s at 1`);
        const made = list.map((file) => pages.get(file.image)).filter((p): p is StraightenedPage => !!p);
        const readPage = (p: StraightenedPage) => readWithNativeTesseract(p.page, p.languages.join('+'), tessdataOf(p.languages));
        nativeOnPages = { serial: await runPass(made, 1, readPage), parallel: await runPass(made, options.workers, readPage) };
        progress(`  tesseract on idocr's pages: ${perSecond(nativeOnPages.parallel).toFixed(2)} pages/s at ${options.workers}, p50 ${seconds(nativeOnPages.serial).median.toFixed(2)} s at 1`);
      }
      const before = await stageSnapshot(service);
      const serial = await runPass(list, 1, (file) => postToIdocr(service, file));
      const after = await stageSnapshot(service);
      const stagesMs = Object.fromEntries(STAGES.map((stage) => [stage, (1000 * ((after.get(stage)?.seconds ?? 0) - (before.get(stage)?.seconds ?? 0))) / list.length]));
      const parallel = await runPass(list, options.workers, (file) => postToIdocr(service, file));
      progress(`  idocr:     ${perSecond(parallel).toFixed(2)} docs/s at ${options.workers}, p50 ${seconds(serial).median.toFixed(2)} s at 1, fields exact ${fieldsExact(serial).toFixed(1)} %`);
      const auto = await runPass(list, 1, (file) => postToIdocr(service, file, true));
      const result: SetResult = { set, files: list.length, kinds: new Set(list.map((f) => f.documentType)).size, native: nativeResult, nativeOnPages, idocr: { serial, parallel, stagesMs, auto } };
      progress(`  auto:      p50 ${seconds(auto).median.toFixed(2)} s at 1, × ${autoCost(result).toFixed(2)} the time with the kind named, kind right ${kindsRight(result).toFixed(1)} %`);
      results.push(result);
    }
    memoryAfterSets = service.memory();

    if (options.soak > 0) {
      const every = options.sets.flatMap((set) => files[set]);
      progress(`\n== soak: ${options.soak} requests over ${every.length} files ==`);
      const rssMiB: number[] = [service.memory().rss / MIB];
      for (let done = 0; done < options.soak; done += 100) {
        const chunk = Array.from({ length: Math.min(100, options.soak - done) }, (_, i) => every[(done + i) % every.length]);
        await runPass(chunk, options.workers, (file) => postToIdocr(service, file));
        rssMiB.push(service.memory().rss / MIB);
        progress(`  ${done + chunk.length} requests: RSS ${rssMiB[rssMiB.length - 1].toFixed(0)} MiB`);
      }
      soak = { requests: options.soak, rssMiB };
    }
  } finally {
    await service.close();
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }
  // After the main service is gone: the abuse soak's service has the machine to itself, as the others had.
  const abuse = options.abuseSoak > 0 ? await runAbuseSoak({ requests: options.abuseSoak, workers: options.workers, goodEvery: 5, progress }) : undefined;

  const kindsUsed = new Set(options.sets.flatMap((set) => files[set].map((f) => f.documentType))).size;
  const totalSeconds = (performance.now() - started) / 1000;
  if (options.json) {
    const slim = results.map((r) => ({
      set: r.set,
      files: r.files,
      kinds: r.kinds,
      native: r.native && { filesPerSecond: perSecond(r.native.parallel), serialSeconds: seconds(r.native.serial), parallelSeconds: seconds(r.native.parallel), failures: r.native.serial.results.filter((t) => !t.ok).length },
      nativeOnPages: r.nativeOnPages && { pagesPerSecond: perSecond(r.nativeOnPages.parallel), serialSeconds: seconds(r.nativeOnPages.serial), failures: r.nativeOnPages.serial.results.filter((t) => !t.ok).length },
      idocr: {
        docsPerSecond: perSecond(r.idocr.parallel),
        docsPerSecondSerial: perSecond(r.idocr.serial),
        serialSeconds: seconds(r.idocr.serial),
        parallelSeconds: seconds(r.idocr.parallel),
        fieldsExactPercent: fieldsExact(r.idocr.serial),
        auto: { serialSeconds: seconds(r.idocr.auto), costVsNamed: autoCost(r), kindRightPercent: kindsRight(r), fieldsExactPercent: fieldsExact(r.idocr.auto) },
        errors: r.idocr.serial.results.filter((t) => !t.ok).map((t) => ({ image: t.outcome.image, error: t.outcome.error })),
        stagesMs: r.idocr.stagesMs,
      },
    }));
    console.log(JSON.stringify({ machine, native, options, sets: slim, memory: { kindsUsed, rssMiB: memoryAfterSets.rss / MIB, peakMiB: memoryAfterSets.peak / MIB }, soak, abuse, totalSeconds }, null, 2));
    return;
  }
  for (const table of tables(results, options, { kindsUsed, memory: memoryAfterSets, soak })) console.log(`\n${formatTable(table)}`);
  if (abuse) console.log(`\n9. ${describeAbuseSoak(abuse).join('\n')}`);
  console.log(`\nran ${totalSeconds.toFixed(0)} s; load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

function tables(results: SetResult[], options: Options, memory: { kindsUsed: number; memory: { rss: number; peak: number }; soak?: { requests: number; rssMiB: number[] } }): Table[] {
  const w = options.workers;
  const ratio = (a: number, b: number | undefined): number | null => (b === undefined || !b ? null : a / b);
  const out: Table[] = [
    {
      title: `1. Throughput at ${w} at once: idocr (HTTP, OCR_WORKERS=${w}) and native tesseract (${w} processes)`,
      columns: ['set', 'files', 'kinds', 'tesseract files/s', 'idocr docs/s', 'idocr ÷ tesseract', 'tesseract on idocr pages/s', 'idocr ÷ that', 'idocr fields exact %', 'idocr errors'],
      rows: results.map((r) => {
        const idocr = perSecond(r.idocr.parallel);
        const nat = r.native ? perSecond(r.native.parallel) : undefined;
        const onPages = r.nativeOnPages ? perSecond(r.nativeOnPages.parallel) : undefined;
        return [r.set, r.files, r.kinds, nat ?? null, idocr, ratio(idocr, nat), onPages ?? null, ratio(idocr, onPages), fieldsExact(r.idocr.serial), r.idocr.serial.results.filter((t) => !t.ok).length];
      }),
      digits: [0, 0, 0, 2, 2, 2, 2, 2, 1, 0],
      notes: [
        'idocr errors: answers other than 200 (a BMP among the specimens answers 415); their fields count as missed.',
        "tesseract files/s: the photo as given, Debian's eng, what a user would otherwise script (the ratio the targets name). tesseract on idocr pages: the straightened grey pages idocr's page read reads (written once by the bench; their making not timed), with idocr's own language files and LSTM engine: the engine's share of the gap, apart from idocr's pipeline.",
      ],
    },
    {
      title: '2. Latency one at a time (s)',
      columns: ['set', 'tesseract p50', 'p95', 'p99', 'idocr p50', 'p95', 'p99', 'max', 'idocr p50 ÷ tesseract p50'],
      rows: results.map((r) => {
        const i = seconds(r.idocr.serial);
        const n = r.native ? seconds(r.native.serial) : undefined;
        return [r.set, n?.median ?? null, n?.p95 ?? null, n?.p99 ?? null, i.median, i.p95, i.p99, i.max, ratio(i.median, n?.median)];
      }),
      digits: [0, 2, 2, 2, 2, 2, 2, 2, 2],
    },
    {
      title: `3. Latency at ${w} at once (s)`,
      columns: ['set', 'tesseract p50', 'p95', 'p99', 'idocr p50', 'p95', 'p99', 'max'],
      rows: results.map((r) => {
        const i = seconds(r.idocr.parallel);
        const n = r.native ? seconds(r.native.parallel) : undefined;
        return [r.set, n?.median ?? null, n?.p95 ?? null, n?.p99 ?? null, i.median, i.p95, i.p99, i.max];
      }),
      digits: 2,
    },
    {
      title: '4. idocr time per document by stage, one at a time (s, mean; from the service\'s idocr_stage_duration_seconds)',
      columns: ['set', ...STAGES, 'sum', 'end to end'],
      rows: results.map((r) => {
        const stages = STAGES.map((s) => r.idocr.stagesMs[s] / 1000);
        return [r.set, ...stages, stages.reduce((a, b) => a + b, 0), seconds(r.idocr.serial).mean];
      }),
      digits: 2,
      notes: ['end to end adds the upload, multipart parsing, authentication and the answer to the stages.'],
    },
    {
      title: `5. Scaling: idocr documents/s one at a time (one worker busy) and ${w} at once`,
      columns: ['set', 'docs/s at 1', `docs/s at ${w}`, 'gain'],
      rows: results.map((r) => [r.set, perSecond(r.idocr.serial), perSecond(r.idocr.parallel), perSecond(r.idocr.parallel) / perSecond(r.idocr.serial)]),
      digits: 2,
    },
    {
      title: '6. documentType=auto against the kind named, the same files one at a time',
      columns: ['set', 'named p50 s', 'auto p50 s', 'auto time ÷ named time', 'kind right %', 'fields exact % (auto)'],
      rows: results.map((r) => [r.set, seconds(r.idocr.serial).median, seconds(r.idocr.auto).median, autoCost(r), kindsRight(r), fieldsExact(r.idocr.auto)]),
      digits: [0, 2, 2, 2, 1, 1],
      notes: ['auto time ÷ named time: the sum of the auto requests\' times over the sum of the same requests with the kind named.'],
    },
    {
      title: '7. idocr memory (the service process, its OCR worker threads included)',
      columns: ['after', 'kinds used', 'RSS MiB', 'peak RSS MiB'],
      rows: [['every set', memory.kindsUsed, memory.memory.rss / MIB, memory.memory.peak / MIB]],
      digits: 0,
    },
  ];
  if (memory.soak) {
    const rss = memory.soak.rssMiB;
    out.push({
      title: `8. Soak: RSS over ${memory.soak.requests} more requests (MiB, every 100)`,
      columns: ['first', 'last', 'min', 'max', 'last ÷ first'],
      rows: [[rss[0], rss[rss.length - 1], Math.min(...rss), Math.max(...rss), rss[rss.length - 1] / rss[0]]],
      digits: [0, 0, 0, 0, 2],
    });
  }
  return out;
}

runMain(main, USAGE);
