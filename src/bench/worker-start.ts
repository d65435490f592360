import type { RuleSet } from '../rules/types';
import type { BenchImage } from './bench-images';
import { createPool, recognitionSets, serviceWarmSets, warmSample, type LanguageSet } from './bench-pool';
import { collectGarbage, memorySnapshot, sleep, summarise, timed, type Summary } from './measure';
import { recogniseInStages, type Stage } from './stage-latency';

export interface WorkerStartResult {
  label: string;
  poolSize: number;
  /** New pool to warm: language loading plus one read of the sample page per worker. */
  warm: Summary;
  /** One more read of the sample on the warm pool: warm minus this is roughly the start itself. */
  nextRead: Summary;
  /** RSS added by the warm pool (all its worker threads), after a collection. */
  rssMiB: number;
}

export interface FirstRequestResult {
  warmedWith: string;
  first: Record<Stage, number>;
  second: Record<Stage, number>;
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
  for (let i = 0; i < repeat; i++) {
    const before = await settledRss();
    const pool = createPool(poolSize);
    try {
      warm.push((await timed(() => pool.warm(sets, sample))).ms);
      rss.push((await settledRss()) - before);
      const [first] = sets;
      nextRead.push((await timed(() => pool.run((s) => s.read(sample, first.languages, first.modes[0], {})))).ms);
    } finally {
      await pool.close();
    }
  }
  return { label, poolSize, warm: summarise(warm), nextRead: summarise(nextRead), rssMiB: summarise(rss).median / (1024 * 1024) };
}

/** Pool start for each engine and language set a passport recognition touches, and for whole pools. */
export async function measureWorkerStart(rules: RuleSet, poolSizes: readonly number[], repeat: number): Promise<WorkerStartResult[]> {
  const [page, mrz] = recognitionSets(rules);
  const langs = (set: LanguageSet): string => set.languages.join('+');
  const results = [
    await measureVariant(`lstm ${langs(page)} (page read)`, 1, [page], repeat),
    await measureVariant(`legacy ${langs(mrz)} (MRZ pass)`, 1, [mrz], repeat),
    await measureVariant(`legacy ${langs(page)} (serve.ts warms it)`, 1, [{ languages: page.languages, modes: ['legacy'] }], repeat),
  ];
  for (const size of poolSizes) results.push(await measureVariant(`bench warm-up: lstm + legacy ${langs(mrz)}`, size, [page, mrz], repeat));
  for (const size of poolSizes) results.push(await measureVariant('serve.ts warm-up: lstm + legacy, all languages', size, serviceWarmSets(rules), repeat));
  return results;
}

/**
 * The first recognition on a pool warmed as serve.ts warms it, against the second: any worker the warm-up
 * did not start is started inside the first request.
 */
export async function measureFirstRequest(rules: RuleSet, image: BenchImage): Promise<FirstRequestResult> {
  const pool = createPool(1);
  try {
    await pool.warm(serviceWarmSets(rules), await warmSample());
    const first = await recogniseInStages(pool, rules, image.bytes);
    const second = await recogniseInStages(pool, rules, image.bytes);
    return { warmedWith: 'serve.ts warm-up', first: first.times, second: second.times };
  } finally {
    await pool.close();
  }
}
