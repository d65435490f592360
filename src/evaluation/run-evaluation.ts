import fs from 'node:fs';
import path from 'node:path';
import { collapseSpaces } from '../text/fold-text';
import type { Recogniser } from '../recognition/recogniser';
import { recogniseBytes } from '../recognition/recognise-bytes';

const IMAGE = /\.(jpe?g|png|webp|heic|heif)$/i;

export interface LabelledImage {
  image: string;
  documentType: string;
  fields: Record<string, string>;
  /** clean, camera, hard, heic (the file name's prefix), else the set the folder was given as (e.g. specimen). */
  set: string;
}

export interface ImageOutcome {
  image: string;
  documentType: string;
  set: string;
  latencyMs: number;
  error?: string;
  misses: Array<{ field: string; expected: string; actual: string }>;
  scored: number;
}

export interface KindSummary {
  documentType: string;
  /** With `bySet`: the fixture set (clean, camera, ... from the file name's prefix, else the folder name). */
  set?: string;
  images: number;
  fieldsScored: number;
  fieldAccuracy: number;
  documentsAllRight: number;
  medianLatencyMs: number;
  /** With `bySet`, outside the clean set: this set's median latency over the same kind's clean median. */
  latencyVsClean?: number;
}

/**
 * Every image under `dir` (any depth) with a JSON of the same base name beside it (contract.md section 5).
 * An image whose name has no set prefix belongs to `set`, by default the folder's own name.
 */
export function findLabelledImages(dir: string, set = path.basename(dir)): LabelledImage[] {
  const found: LabelledImage[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      // Followed through symlinks too: an evaluation set is often a folder of links to others.
      if (entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())) walk(full);
      else if (IMAGE.test(entry.name)) {
        const truthFile = full.replace(IMAGE, '.json');
        if (!fs.existsSync(truthFile)) continue;
        const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as { documentType?: string; fields?: Record<string, string> };
        if (typeof truth.documentType === 'string' && truth.fields) {
          found.push({ image: full, documentType: truth.documentType, fields: truth.fields, set: setPrefixOf(full) ?? set });
        }
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * Runs recognition over each labelled image and scores only the fields its JSON gives; `concurrency` images
 * at a time (one per OCR worker), outcomes in the images' order.
 */
export async function evaluateImages(recogniser: Recogniser, images: readonly LabelledImage[], concurrency = 1): Promise<ImageOutcome[]> {
  const known = new Set(recogniser.kinds());
  const todo = images.filter((item) => known.has(item.documentType));
  const outcomes: ImageOutcome[] = new Array(todo.length);
  let next = 0;
  const work = async (): Promise<void> => {
    for (let i = next++; i < todo.length; i = next++) outcomes[i] = await evaluateOne(recogniser, todo[i]);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return outcomes;
}

async function evaluateOne(recogniser: Recogniser, item: LabelledImage): Promise<ImageOutcome> {
  const started = performance.now();
  let actual: Record<string, string> = {};
  let error: string | undefined;
  try {
    actual = (await recogniseBytes(recogniser, fs.readFileSync(item.image), item.documentType)).fields;
  } catch (e) {
    error = (e as { reason?: string }).reason ?? (e as Error).message;
  }
  const latencyMs = performance.now() - started;
  const misses = Object.entries(item.fields)
    .filter(([field, expected]) => collapseSpaces(actual[field] ?? '') !== collapseSpaces(String(expected)))
    .map(([field, expected]) => ({ field, expected: String(expected), actual: actual[field] ?? '' }));
  return { image: item.image, documentType: item.documentType, set: item.set, latencyMs, error, misses, scored: Object.keys(item.fields).length };
}

/** clean-03.jpg → clean; null for a file without a set prefix. */
function setPrefixOf(image: string): string | null {
  return /^(clean|camera|hard|heic)-/.exec(path.basename(image))?.[1] ?? null;
}

/** Per kind (and per set with `bySet`), sorted by kind then set. */
export function summarise(outcomes: readonly ImageOutcome[], options: { bySet?: boolean } = {}): KindSummary[] {
  const groups = new Map<string, ImageOutcome[]>();
  const keyOf = (o: ImageOutcome): string => (options.bySet ? `${o.documentType}\t${o.set}` : o.documentType);
  for (const o of outcomes) groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o]);
  const rows = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, list]): KindSummary => {
    const [documentType, set] = key.split('\t');
    const scored = list.reduce((s, o) => s + o.scored, 0);
    const missed = list.reduce((s, o) => s + o.misses.length, 0);
    const latencies = list.map((o) => o.latencyMs).sort((a, b) => a - b);
    return {
      documentType,
      ...(set !== undefined ? { set } : {}),
      images: list.length,
      fieldsScored: scored,
      fieldAccuracy: scored ? (scored - missed) / scored : 0,
      documentsAllRight: list.filter((o) => o.misses.length === 0).length / list.length,
      medianLatencyMs: Math.round(latencies[Math.floor((latencies.length - 1) / 2)]),
    };
  });
  const cleanMs = new Map(rows.filter((r) => r.set === 'clean').map((r) => [r.documentType, r.medianLatencyMs]));
  return rows.map((r) => {
    const clean = cleanMs.get(r.documentType);
    return r.set && r.set !== 'clean' && clean ? { ...r, latencyVsClean: Math.round((r.medianLatencyMs / clean) * 100) / 100 } : r;
  });
}

/** The same figures over every kind at once, per set (the overall rows of docs/accuracy.md). */
export function summariseSets(outcomes: readonly ImageOutcome[]): KindSummary[] {
  return summarise(outcomes.map((o) => ({ ...o, documentType: 'all' })), { bySet: true });
}
