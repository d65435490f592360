import type { RuleSet } from '../../src/rules/types';
import type { BenchImage } from './bench-images';
import { createPool, recognitionSets, valueLanguageSets, warmSample, type LanguageSet } from './bench-pool';
import { collectGarbage, memorySnapshot, sleep, summarise, timed, type Summary } from './measure';
import { recogniseInStages, type Stage } from './stage-latency';
import { workerStartCount } from './worker-starts';

export interface WorkerStartResult {
  label: string;
  poolSize: number;
  /** Workers the warm-up started (every slot × every language set and engine). */
  workers: number;
  /** New pool to warm: language loading plus one read of the sample page per worker. */
  warm: Summary;
  /** One more read of the sample on the warm pool: warm minus this is roughly the start itself. */
  nextRead: Summary;
  /** RSS added by the warm pool (all its worker threads), after a collection. */
  rssMiB: number;
}

export interface FirstRequestResult {
  image: string;
  first: Record<Stage, number>;
  second: Record<Stage, number>;
  firstWorkerStarts: number;
  secondWorkerStarts: number;
}

async function settledRss(): Promise<number> {
  collectGarbage();
  await sleep(100);
  return memorySnapshot().rss;
}

async function measureVariant(label: string, poolSize: number, sets: LanguageSet[], repeat: number): Promise<WorkerStartResult> {
  const sample = await warmSample();
  const warm: number[] = [];
  const nextRead: number[] = [];
  const rss: number[] = [];
  let workers = 0;
  for (let i = 0; i < repeat; i++) {
    const before = await settledRss();
    // Room for every set, so that warming many sets measures their start, not their eviction.
    const pool = createPool(poolSize, Math.max(6, sets.length * 2));
    const startsBefore = workerStartCount();
    try {
      warm.push((await timed(() => pool.warm(sets, sample))).ms);
      workers = workerStartCount() - startsBefore;
      rss.push((await settledRss()) - before);
      const [first] = sets;
      nextRead.push((await timed(() => pool.run((s) => s.read(sample, first.languages, first.modes[0], {})))).ms);
    } finally {
      await pool.close();
    }
  }
  return { label, poolSize, workers, warm: summarise(warm), nextRead: summarise(nextRead), rssMiB: summarise(rss).median / (1024 * 1024) };
}

/** Pool start for each engine and language set a passport recognition touches, and for whole pools. */
export async function measureWorkerStart(rules: RuleSet, poolSizes: readonly number[], repeat: number): Promise<WorkerStartResult[]> {
  const [page, mrz] = recognitionSets(rules);
  const values = valueLanguageSets(rules);
  const langs = (set: LanguageSet): string => set.languages.join('+');
  const results = [
    await measureVariant(`lstm ${langs(page)} (page read)`, 1, [page], repeat),
    await measureVariant(`legacy ${langs(mrz)} (MRZ pass)`, 1, [mrz], repeat),
  ];
  if (values.length) results.push(await measureVariant(`lstm ${langs(values[0])} (one value re-read set)`, 1, [values[0]], repeat));
  for (const size of poolSizes) results.push(await measureVariant(`service warm-up: lstm ${langs(page)} + legacy ${langs(mrz)}`, size, [page, mrz], repeat));
  if (values.length) results.push(await measureVariant(`all ${values.length} value re-read sets (not warmed by the service)`, 1, values, 1));
  return results;
}

/**
 * The first recognition on a pool warmed as the service warms it, against the second on the same image: a
 * worker the warm-up did not start (a value re-read language set) is started inside the first request.
 */
export async function measureFirstRequest(rules: RuleSet, image: BenchImage): Promise<FirstRequestResult> {
  const pool = createPool(1);
  try {
    await pool.warm(recognitionSets(rules), await warmSample());
    const before = workerStartCount();
    const first = await recogniseInStages(pool, rules, image.bytes);
    const between = workerStartCount();
    const second = await recogniseInStages(pool, rules, image.bytes);
    return { image: image.name, first: first.times, second: second.times, firstWorkerStarts: between - before, secondWorkerStarts: workerStartCount() - between };
  } finally {
    await pool.close();
  }
}
