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
}

export interface ImageOutcome {
  image: string;
  documentType: string;
  latencyMs: number;
  error?: string;
  misses: Array<{ field: string; expected: string; actual: string }>;
  scored: number;
}

export interface KindSummary {
  documentType: string;
  images: number;
  fieldsScored: number;
  fieldAccuracy: number;
  documentsAllRight: number;
  medianLatencyMs: number;
}

/** Every image under `dir` (any depth) with a JSON of the same base name beside it (contract.md section 5). */
export function findLabelledImages(dir: string): LabelledImage[] {
  const found: LabelledImage[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (IMAGE.test(entry.name)) {
        const truthFile = full.replace(IMAGE, '.json');
        if (!fs.existsSync(truthFile)) continue;
        const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as { documentType?: string; fields?: Record<string, string> };
        if (typeof truth.documentType === 'string' && truth.fields) found.push({ image: full, documentType: truth.documentType, fields: truth.fields });
      }
    }
  };
  walk(dir);
  return found;
}

/** Runs recognition over each labelled image and scores only the fields its JSON gives. */
export async function evaluateImages(recogniser: Recogniser, images: readonly LabelledImage[]): Promise<ImageOutcome[]> {
  const known = new Set(recogniser.kinds());
  const outcomes: ImageOutcome[] = [];
  for (const item of images) {
    if (!known.has(item.documentType)) continue;
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
    outcomes.push({ image: item.image, documentType: item.documentType, latencyMs, error, misses, scored: Object.keys(item.fields).length });
  }
  return outcomes;
}

export function summarise(outcomes: readonly ImageOutcome[]): KindSummary[] {
  const byKind = new Map<string, ImageOutcome[]>();
  for (const o of outcomes) byKind.set(o.documentType, [...(byKind.get(o.documentType) ?? []), o]);
  return [...byKind.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([documentType, list]) => {
    const scored = list.reduce((s, o) => s + o.scored, 0);
    const missed = list.reduce((s, o) => s + o.misses.length, 0);
    const latencies = list.map((o) => o.latencyMs).sort((a, b) => a - b);
    return {
      documentType,
      images: list.length,
      fieldsScored: scored,
      fieldAccuracy: scored ? (scored - missed) / scored : 0,
      documentsAllRight: list.filter((o) => o.misses.length === 0).length / list.length,
      medianLatencyMs: Math.round(latencies[Math.floor((latencies.length - 1) / 2)]),
    };
  });
}
