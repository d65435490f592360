#!/usr/bin/env node
/*
 * Prints speed and memory figures of passport recognition; it never asserts (the machine is shared and noisy).
 *   npm run bench -- --quick
 *   npm run bench -- --only stages,memory --images 4 --json
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { loadImages, type BenchImage } from './bench-images';
import { createPool, passportRules, recognitionSets, valueLanguageSets, warmSample } from './bench-pool';
import { measureThroughput } from './http-throughput';
import { MIB } from './measure';
import { measureMemory, type MemoryResult } from './memory-growth';
import { formatTable, type Table } from './print-table';
import { firstRequestTable, memoryTables, stageTables, throughputTable, workerStartTable } from './report';
import { measureStages } from './stage-latency';
import { measureFirstRequest, measureWorkerStart } from './worker-start';
import { countWorkerStarts } from './worker-starts';
import { runMain, UsageError } from './run-main';

const SECTIONS = ['stages', 'http', 'memory', 'workers'] as const;
type Section = (typeof SECTIONS)[number];

const USAGE = `Usage: npm run bench -- [options]
  --quick               2 images per set, 4 requests per point, 6 recognitions, worker starts timed once
  --images N            images per set (clean, camera) for the stage and HTTP sections: the fixtures first,
                        then synthetic renders (default: every fixture + 1 render per set)
  --repeat N            staged passes over those images (default 1), then one pass through the recogniser
  --workers LIST        OCR_WORKERS values for the HTTP and worker-start sections (default 1,2);
                        the memory section uses the largest
  --concurrency LIST    client concurrencies for throughput (default 1,2,4)
  --requests N          requests per throughput point (default 12; --quick 4)
  --recognitions N      recognitions in the memory section (default 24; --quick 6)
  --upload-mib N        size of the upload that must be refused (default 200)
  --only LIST           sections among ${SECTIONS.join(',')} (default: all)
  --json                print one JSON document instead of tables (progress goes to stderr)
  --in-process          run the memory section in this process (default: a fresh child process, so
                        that the pools of earlier sections do not skew its RSS)
  --help`;


interface Options {
  quick: boolean;
  json: boolean;
  images: number | undefined;
  repeat: number;
  workers: number[];
  concurrency: number[];
  requests: number;
  recognitions: number;
  uploadMiB: number;
  sections: Section[];
  inProcess: boolean;
}

function readOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        images: { type: 'string' },
        repeat: { type: 'string' },
        workers: { type: 'string' },
        concurrency: { type: 'string' },
        requests: { type: 'string' },
        recognitions: { type: 'string' },
        'upload-mib': { type: 'string' },
        only: { type: 'string' },
        'in-process': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const sections = values.only ? values.only.split(',').map((s) => s.trim()) : [...SECTIONS];
  const unknown = sections.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new UsageError(`--only: unknown section ${unknown.join(', ')}; choose among ${SECTIONS.join(', ')}`);
  return {
    quick,
    json: values.json ?? false,
    images: values.images !== undefined ? count('--images', values.images, 1) : quick ? 2 : undefined,
    repeat: count('--repeat', values.repeat, 1, 1),
    workers: list('--workers', values.workers, [1, 2]),
    concurrency: list('--concurrency', values.concurrency, [1, 2, 4]),
    requests: count('--requests', values.requests, 1, quick ? 4 : 12),
    recognitions: count('--recognitions', values.recognitions, 1, quick ? 6 : 24),
    // Above the 10 MiB limit plus the multipart allowance, or nothing is refused.
    uploadMiB: count('--upload-mib', values['upload-mib'], 11, 200),
    sections: sections as Section[],
    inProcess: values['in-process'] ?? false,
  };
}

function count(flag: string, raw: string | undefined, min: number, fallback?: number): number {
  if (raw === undefined) return fallback!;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 10_000) throw new UsageError(`${flag} must be an integer from ${min} to 10000, got "${raw}"`);
  return value;
}

function list(flag: string, raw: string | undefined, fallback: number[]): number[] {
  if (raw === undefined) return fallback;
  return raw.split(',').map((part) => count(flag, part.trim(), 1));
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

function machine(): Record<string, string | number> {
  return {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtStart: loadAverage(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    tesseractJs: (require('tesseract.js/package.json') as { version: string }).version,
    sharp: `${sharp.versions.sharp ?? '?'} (libvips ${sharp.versions.vips})`,
  };
}

/** The memory section in a fresh node process running this script, so its RSS is that of a server alone. */
function memoryInChild(options: Options): Promise<MemoryResult> {
  const args = [
    process.argv[1],
    '--only=memory',
    '--json',
    '--in-process',
    `--workers=${options.workers.join(',')}`,
    `--recognitions=${options.recognitions}`,
    `--upload-mib=${options.uploadMiB}`,
    ...(options.images !== undefined ? [`--images=${options.images}`] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * MIB, timeout: 15 * 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`memory section failed: ${error.message}\n${stderr}`));
      else resolve((JSON.parse(stdout) as { memory: MemoryResult }).memory);
    });
  });
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  countWorkerStarts();
  // With --json stdout carries the document only; tables and progress otherwise share stdout.
  const progress = (line: string): void => void (options.json ? process.stderr : process.stdout).write(`${line}\n`);
  const print = (tables: Table[]): void => {
    if (!options.json) for (const table of tables) console.log(`\n${formatTable(table)}`);
  };
  const output: Record<string, unknown> = { machine: machine(), options };
  const started = performance.now();
  if (!options.json) {
    const m = output.machine as Record<string, string | number>;
    console.log(`idocr bench  ${m.date}`);
    console.log(`${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, load average ${m.loadAverageAtStart}`);
    console.log(`node ${m.node}, ${m.platform}, tesseract.js ${m.tesseractJs}, sharp ${m.sharp}`);
    console.log(`options: ${JSON.stringify(options)}`);
  }

  const { ruleSets, rules } = passportRules();
  const sets: Record<'clean' | 'camera', BenchImage[]> = { clean: [], camera: [] };
  for (const set of ['clean', 'camera'] as const) {
    const loaded = await loadImages(set, options.images, 1);
    sets[set] = loaded.images;
    if (loaded.note) progress(`note: ${loaded.note}`);
  }
  // Alternating clean and camera, so every HTTP point sees the same mix.
  const mixed = interleave(sets.clean, sets.camera);

  if (options.sections.includes('stages')) {
    progress(`\n== 1. Stage latencies (${mixed.length} images × ${options.repeat}) ==`);
    // Every set a passport can need, warm and never evicted: these are the stages' own costs. Worker starts
    // inside requests, as the service meets them, show in 1b and in the HTTP section.
    const pool = createPool(1, 32);
    try {
      await pool.warm([...recognitionSets(rules), ...valueLanguageSets(rules)], await warmSample());
      const stages = await measureStages(pool, new DocumentRecogniser(ruleSets, pool), rules, [...sets.clean, ...sets.camera], options.repeat);
      output.stages = stages;
      print(stageTables(stages));
    } finally {
      await pool.close();
    }
    const probe = sets.clean.find((i) => /deu|fra|esp|ita|nld/.test(i.name)) ?? sets.clean[0];
    const first = await measureFirstRequest(rules, probe);
    output.firstRequest = first;
    print([firstRequestTable(first)]);
  }

  if (options.sections.includes('http')) {
    progress(`\n== 2. End to end through HTTP (${options.requests} requests per point) ==`);
    const points = await measureThroughput(mixed, options.workers, options.concurrency, options.requests, progress);
    output.http = points;
    print([throughputTable(points)]);
  }

  if (options.sections.includes('memory')) {
    const workers = Math.max(...options.workers);
    progress(`\n== 3. Memory (${options.recognitions} recognitions, ${workers} workers, ${options.uploadMiB} MiB upload) ==`);
    const memory = options.inProcess ? await measureMemory(mixed, workers, options.recognitions, options.uploadMiB * MIB) : await memoryInChild(options);
    output.memory = memory;
    print(memoryTables(memory));
  }

  if (options.sections.includes('workers')) {
    progress(`\n== 4. Worker start (passport: ${rules.ocr.languages.join('+')}) ==`);
    const starts = await measureWorkerStart(rules, options.workers, options.quick ? 1 : 2);
    output.workerStart = starts;
    print([workerStartTable(starts)]);
  }

  output.totalSeconds = (performance.now() - started) / 1000;
  output.loadAverageAtEnd = loadAverage();
  if (options.json) console.log(JSON.stringify(output, null, 2));
  else console.log(`\nran ${(output.totalSeconds as number).toFixed(0)} s; load average at the end ${output.loadAverageAtEnd}`);
}

function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}

runMain(main, USAGE);
