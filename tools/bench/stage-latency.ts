import { decodeImage } from '../../src/image/decode-image';
import { sniffImageType } from '../../src/image/sniff-image-type';
import type { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { preparePage } from '../../src/recognition/prepare-page';
import { readMrz } from '../../src/recognition/read-mrz';
import { PageRegions } from '../../src/recognition/page-regions';
import { rereadValues } from '../../src/recognition/reread-values';
import { extractFields } from '../../src/rules/extract-fields';
import type { RuleSet } from '../../src/rules/types';
import type { BenchImage, ImageSet } from './bench-images';
import { summarise, timed, type Summary } from './measure';
import { workerStartCount, workerStartsSince } from './worker-starts';

export const STAGES = ['decode', 'prepare', 'lstmRead', 'mrzPass', 'rules', 'reread', 'total'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageResult {
  set: ImageSet;
  images: number;
  runs: number;
  /** Runs where the MRZ pass returned a reading. */
  mrzFound: number;
  /** Runs that re-read values in the issuing state's languages (the MRZ named a mapped state). */
  reread: number;
  /** tesseract workers started inside the timed runs (language sets the warm-up did not cover, or evicted ones). */
  workerStarts: number;
  workerStartMs: number;
  stages: Record<Stage, Summary>;
  /** DocumentRecogniser.recognise on the same images, one pass: should match the staged total. */
  recogniseTotal: Summary;
}

export interface StagedRun {
  times: Record<Stage, number>;
  mrzFound: boolean;
  reread: boolean;
}

/**
 * Times each stage of a passport recognition on its own, in the order DocumentRecogniser.read runs them (keep
 * the two in step: the recogniser does not expose its steps), on a warm pool. `rules` is both extractFields
 * calls (before and after the re-read); `reread` is 0 when the MRZ names no state with value languages.
 */
export async function recogniseInStages(pool: TesseractPool, rules: RuleSet, bytes: Buffer): Promise<StagedRun> {
  const type = sniffImageType(bytes.subarray(0, 64));
  if (!type) throw new Error('bench image of unknown type');
  const started = performance.now();
  const decode = await timed(() => decodeImage(bytes, type));
  const prepare = await timed(async () => preparePage(decode.value, rules.ocr.pageWidth));
  const page = prepare.value;
  return pool.run(async (session) => {
    const lstm = await timed(async () => session.read(await page.image(), rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: '3' }));
    const { lines, rotateRadians } = lstm.value;
    const regions = new PageRegions(session, page, rotateRadians);
    const mrz = await timed(() => (rules.mrz ? readMrz(regions, lines, rules) : Promise.resolve(null)));
    const input = { lines, width: page.width, height: page.height, mrz: mrz.value };
    const first = await timed(() => extractFields(rules, input, new Date()));
    const languages = mrz.value ? rules.ocr.valueLanguagesByIssuingState?.[mrz.value.fields.issuingState] : undefined;
    let rereadMs = 0;
    let secondMs = 0;
    if (languages) {
      const reread = await timed(() => rereadValues(regions, lines, Object.values(first.value.taken), languages));
      rereadMs = reread.ms;
      secondMs = (await timed(() => extractFields(rules, { ...input, lines: reread.value }, new Date()))).ms;
    }
    return {
      times: {
        decode: decode.ms,
        prepare: prepare.ms,
        lstmRead: lstm.ms,
        mrzPass: mrz.ms,
        rules: first.ms + secondMs,
        reread: rereadMs,
        total: performance.now() - started,
      },
      mrzFound: mrz.value !== null,
      reread: languages !== undefined,
    };
  });
}

/** `repeat` staged passes over the images, then one pass through the real recogniser as a cross-check. */
export async function measureStages(pool: TesseractPool, recogniser: DocumentRecogniser, rules: RuleSet, images: readonly BenchImage[], repeat: number): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const set of [...new Set(images.map((i) => i.set))]) {
    const ofSet = images.filter((i) => i.set === set);
    const values = Object.fromEntries(STAGES.map((s) => [s, [] as number[]])) as Record<Stage, number[]>;
    let mrzFound = 0;
    let reread = 0;
    const startsBefore = workerStartCount();
    for (let round = 0; round < repeat; round++) {
      for (const image of ofSet) {
        const run = await recogniseInStages(pool, rules, image.bytes);
        for (const stage of STAGES) values[stage].push(run.times[stage]);
        if (run.mrzFound) mrzFound++;
        if (run.reread) reread++;
      }
    }
    const started = workerStartsSince(startsBefore);
    const whole: number[] = [];
    for (const image of ofSet) {
      const type = sniffImageType(image.bytes.subarray(0, 64))!;
      // An UNREADABLE_IMAGE answer is an outcome like any other here: its time still counts.
      whole.push((await timed(async () => recogniser.recognise(await decodeImage(image.bytes, type), rules.documentType).catch(() => null))).ms);
    }
    results.push({
      set,
      images: ofSet.length,
      runs: ofSet.length * repeat,
      mrzFound,
      reread,
      workerStarts: started.length,
      workerStartMs: started.reduce((s, w) => s + w.ms, 0),
      stages: Object.fromEntries(STAGES.map((s) => [s, summarise(values[s])])) as Record<Stage, Summary>,
      recogniseTotal: summarise(whole),
    });
  }
  return results;
}
