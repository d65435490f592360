import { decodeImage } from '../image/decode-image';
import { sniffImageType } from '../image/sniff-image-type';
import type { TesseractPool } from '../ocr/tesseract-pool';
import { preparePage } from '../recognition/prepare-page';
import { readMrz } from '../recognition/read-mrz';
import { extractFields } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import type { BenchImage, ImageSet } from './bench-images';
import { summarise, timed, type Summary } from './measure';

export const STAGES = ['decode', 'prepare', 'lstmRead', 'mrzPass', 'rules', 'total'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageResult {
  set: ImageSet;
  images: number;
  runs: number;
  /** Runs where the MRZ pass returned a reading: a run that lost it is not comparable in time. */
  mrzFound: number;
  stages: Record<Stage, Summary>;
}

/**
 * Times each stage of a passport recognition on its own, in the order DocumentRecogniser runs them, on one
 * warm pool slot. The stages are called directly (the recogniser does not expose its steps), so the sum
 * leaves out only the pool hand-over and the confident-word check, both negligible.
 */
export async function measureStages(pool: TesseractPool, rules: RuleSet, images: readonly BenchImage[], repeat: number): Promise<StageResult[]> {
  const samples = new Map<ImageSet, { values: Record<Stage, number[]>; mrzFound: number; runs: number; images: Set<string> }>();
  for (let round = 0; round < repeat; round++) {
    for (const image of images) {
      const run = await recogniseInStages(pool, rules, image.bytes);
      let entry = samples.get(image.set);
      if (!entry) {
        entry = { values: Object.fromEntries(STAGES.map((s) => [s, [] as number[]])) as Record<Stage, number[]>, mrzFound: 0, runs: 0, images: new Set() };
        samples.set(image.set, entry);
      }
      for (const stage of STAGES) entry.values[stage].push(run.times[stage]);
      entry.runs++;
      entry.images.add(image.name);
      if (run.mrzFound) entry.mrzFound++;
    }
  }
  return [...samples.entries()].map(([set, entry]) => ({
    set,
    images: entry.images.size,
    runs: entry.runs,
    mrzFound: entry.mrzFound,
    stages: Object.fromEntries(STAGES.map((s) => [s, summarise(entry.values[s])])) as Record<Stage, Summary>,
  }));
}

export async function recogniseInStages(pool: TesseractPool, rules: RuleSet, bytes: Buffer): Promise<{ times: Record<Stage, number>; mrzFound: boolean }> {
  const type = sniffImageType(bytes.subarray(0, 64));
  if (!type) throw new Error('bench image of unknown type');
  const started = performance.now();
  const decode = await timed(() => decodeImage(bytes, type));
  const prepare = await timed(() => preparePage(decode.value, rules.ocr.pageWidth));
  const page = prepare.value;
  return pool.run(async (session) => {
    const lstm = await timed(() => session.read(page.png, rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: '3' }));
    const mrz = await timed(() => (rules.mrz ? readMrz(session, page, lstm.value.lines, lstm.value.rotateRadians, rules) : Promise.resolve(null)));
    const fields = await timed(() => extractFields(rules, { lines: lstm.value.lines, width: page.width, height: page.height, mrz: mrz.value }, new Date()));
    return {
      times: { decode: decode.ms, prepare: prepare.ms, lstmRead: lstm.ms, mrzPass: mrz.ms, rules: fields.ms, total: performance.now() - started },
      mrzFound: mrz.value !== null,
    };
  });
}
