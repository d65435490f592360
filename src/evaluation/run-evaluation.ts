import fs from 'node:fs';
import path from 'node:path';
import { collapseSpaces } from '../text/fold-text';
import type { Recogniser } from '../recognition/recogniser';
import { recogniseBytes } from '../recognition/recognise-bytes';
import { DomainError } from '../domain/errors';
import { DOMAIN_REASONS } from '../errors/domain-reasons';
import { AUTO_KIND } from '../documents/document-types';

const IMAGE = /\.(jpe?g|png|webp|heic|heif)$/i;

/** The set of images that are not documents at all (`expectedError` in their JSON): they must answer that error. */
export const NON_DOCUMENT_SET = 'non-document';

export interface LabelledImage {
  image: string;
  documentType: string;
  fields: Record<string, string>;
  /**
   * clean, camera, hard, heic, web, scan, phone (the file name's prefix); non-document (a JSON with `expectedError`); else the set
   * the folder was given as (e.g. specimen).
   */
  set: string;
  /** The error reason the image must be answered with (a picture of no document: UNREADABLE_IMAGE). */
  expectedError?: string;
  /** The other side of the same card (a pair of pairs.json), sent with the image as `back`. */
  back?: string;
}

/** The set of the front-and-back pairs a folder's pairs.json names. */
export const PAIR_SET = 'pair';

export interface ImageOutcome {
  image: string;
  documentType: string;
  set: string;
  latencyMs: number;
  error?: string;
  expectedError?: string;
  misses: Array<{ field: string; expected: string; actual: string }>;
  /** The fields the image's JSON gives, in its order: only these are scored. */
  scoredFields: string[];
  scored: number;
  /** Sent as documentType=auto: the kind the service found ('' when it found none). */
  kindFound?: string;
  /** A pair: its fields right when its sides are sent apart, each field scored on the better of the two answers. */
  apartRight?: number;
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
  /** The slowest recognition of the group. */
  maxLatencyMs: number;
  /** Images answered with an error (422, 415...) instead of fields. */
  errors: number;
  /** With `bySet`, outside the clean set: this set's median latency over the same kind's clean median. */
  latencyVsClean?: number;
  /** Sent as documentType=auto: the share of images whose kind was found right. */
  kindRight?: number;
}

export interface FieldSummary {
  documentType: string;
  field: string;
  scored: number;
  right: number;
}

export interface NonDocumentSummary {
  images: number;
  /** Answered with the error their JSON expects. */
  refused: number;
  /** Those answered otherwise (200 with fields, or another error). */
  accepted: Array<{ image: string; documentType: string; answer: string }>;
}

/**
 * Every image under `dir` (any depth) with a JSON of the same base name beside it (contract.md section 5).
 * An image whose name has no set prefix belongs to `set`, by default the folder's own name; one whose JSON names
 * an `expectedError` is a non-document.
 */
export function findLabelledImages(dir: string, set = path.basename(dir)): LabelledImage[] {
  const found: LabelledImage[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      // Followed through symlinks too: an evaluation set is often a folder of links to others. A link to
      // nothing (a pattern that matched no file) is skipped, not the end of the run.
      const target = entry.isSymbolicLink() ? fs.statSync(full, { throwIfNoEntry: false }) : undefined;
      if (entry.isSymbolicLink() && !target) continue;
      if (entry.isDirectory() || target?.isDirectory()) walk(full);
      else if (IMAGE.test(entry.name)) {
        const truthFile = full.replace(IMAGE, '.json');
        if (!fs.existsSync(truthFile)) continue;
        const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as { documentType?: string; fields?: Record<string, string>; expectedError?: string };
        if (typeof truth.documentType !== 'string' || !truth.fields) continue;
        const expectedError = typeof truth.expectedError === 'string' ? truth.expectedError : undefined;
        found.push({
          image: full,
          documentType: truth.documentType,
          fields: truth.fields,
          set: expectedError ? NON_DOCUMENT_SET : (setPrefixOf(full) ?? set),
          ...(expectedError ? { expectedError } : {}),
        });
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * The front-and-back pairs `dir/pairs.json` names (`{"pairs": [{"documentType", "front", "back"}]}`, paths relative
 * to `dir`), each one labelled image sent with its back: its truth is the union of its sides' JSON files, the
 * front's value where both give a field (the visual zone as printed; a back's value of it comes from its MRZ).
 */
export function findLabelledPairs(dir: string): LabelledImage[] {
  const file = path.join(dir, 'pairs.json');
  if (!fs.existsSync(file)) return [];
  const { pairs } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pairs: Array<{ documentType: string; front: string; back: string }> };
  const truthOf = (image: string): Record<string, string> =>
    (JSON.parse(fs.readFileSync(path.join(dir, image).replace(IMAGE, '.json'), 'utf8')) as { fields: Record<string, string> }).fields;
  return pairs.map((pair) => ({
    image: path.join(dir, pair.front),
    back: path.join(dir, pair.back),
    documentType: pair.documentType,
    fields: { ...truthOf(pair.back), ...truthOf(pair.front) },
    set: PAIR_SET,
  }));
}

/**
 * Runs recognition over each labelled image and scores only the fields its JSON gives; `concurrency` images
 * at a time (one per OCR worker), outcomes in the images' order.
 */
export async function evaluateImages(
  recogniser: Recogniser | ((image: LabelledImage) => Recogniser),
  images: readonly LabelledImage[],
  concurrency = 1,
  options: { auto?: boolean } = {},
): Promise<ImageOutcome[]> {
  const recogniserFor = typeof recogniser === 'function' ? recogniser : () => recogniser;
  const known = new Set(images.length ? recogniserFor(images[0]).kinds() : []);
  const todo = images.filter((item) => known.has(item.documentType));
  const outcomes: ImageOutcome[] = new Array(todo.length);
  let next = 0;
  const work = async (): Promise<void> => {
    for (let i = next++; i < todo.length; i = next++) outcomes[i] = await evaluateOne(recogniserFor(todo[i]), todo[i], !!options.auto);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return outcomes;
}

/** With `auto`, the image is sent as documentType=auto: a wrong kind's fields score as they fall (mostly misses). */
async function evaluateOne(recogniser: Recogniser, item: LabelledImage, auto: boolean): Promise<ImageOutcome> {
  const started = performance.now();
  const kind = auto ? AUTO_KIND : item.documentType;
  const answer = await answerOf(recogniser, kind, item.image, item.back);
  const latencyMs = performance.now() - started;
  const outcome = scoreOutcome(item, answer.fields, answer.error, latencyMs);
  const withKind = auto ? { ...outcome, kindFound: answer.kind ?? '' } : outcome;
  if (!item.back) return withKind;
  // The same sides sent apart, each answer scored on the pair's truth: a field counts when either got it right.
  const [front, back] = [await answerOf(recogniser, kind, item.image), await answerOf(recogniser, kind, item.back)];
  const missedApart = [front, back].map((side) => new Set(scoreOutcome(item, side.fields, side.error, 0).misses.map((m) => m.field)));
  const apartRight = Object.keys(item.fields).filter((field) => !missedApart.every((missed) => missed.has(field))).length;
  return { ...withKind, apartRight };
}

/** One request's fields, or the error it was answered with. */
async function answerOf(recogniser: Recogniser, documentType: string, image: string, back?: string): Promise<{ fields: Record<string, string>; error?: string; kind?: string }> {
  try {
    const recognition = await recogniseBytes(recogniser, fs.readFileSync(image), documentType, back === undefined ? undefined : fs.readFileSync(back));
    return { fields: recognition.fields, kind: recognition.kind?.documentType };
  } catch (e) {
    return { fields: {}, error: e instanceof DomainError ? DOMAIN_REASONS[e.kind] : ((e as { reason?: string }).reason ?? (e as Error).message) };
  }
}

/** One image's answer against its ground truth: a field is right when equal after whitespace folding. */
export function scoreOutcome(item: LabelledImage, actual: Readonly<Record<string, string>>, error: string | undefined, latencyMs: number): ImageOutcome {
  const misses = Object.entries(item.fields)
    .filter(([field, expected]) => collapseSpaces(actual[field] ?? '') !== collapseSpaces(String(expected)))
    .map(([field, expected]) => ({ field, expected: String(expected), actual: actual[field] ?? '' }));
  return {
    image: item.image,
    documentType: item.documentType,
    set: item.set,
    latencyMs,
    ...(error !== undefined ? { error } : {}),
    ...(item.expectedError ? { expectedError: item.expectedError } : {}),
    misses,
    scoredFields: Object.keys(item.fields),
    scored: Object.keys(item.fields).length,
  };
}

/** clean-03.jpg → clean; null for a file without a set prefix. */
function setPrefixOf(image: string): string | null {
  return /^(clean|camera|hard|heic|web|scan|phone|twosided)-/.exec(path.basename(image))?.[1] ?? null;
}

/** Per kind (and per set with `bySet`), sorted by kind then set. Non-documents are summarised apart. */
export function summarise(outcomes: readonly ImageOutcome[], options: { bySet?: boolean } = {}): KindSummary[] {
  const groups = new Map<string, ImageOutcome[]>();
  const keyOf = (o: ImageOutcome): string => (options.bySet ? `${o.documentType}\t${o.set}` : o.documentType);
  for (const o of outcomes) if (!o.expectedError) groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o]);
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
      maxLatencyMs: Math.round(latencies[latencies.length - 1]),
      errors: list.filter((o) => o.error !== undefined).length,
      ...(list.some((o) => o.kindFound !== undefined) ? { kindRight: list.filter((o) => o.kindFound === o.documentType).length / list.length } : {}),
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

/** Per kind and field, how often it was scored and right: where a set's misses are, field by field. */
export function summariseFields(outcomes: readonly ImageOutcome[]): FieldSummary[] {
  const rows = new Map<string, FieldSummary>();
  for (const o of outcomes) {
    if (o.expectedError) continue;
    const missed = new Set(o.misses.map((m) => m.field));
    for (const field of o.scoredFields) {
      const key = `${o.documentType}\t${field}`;
      const row = rows.get(key) ?? { documentType: o.documentType, field, scored: 0, right: 0 };
      row.scored++;
      if (!missed.has(field)) row.right++;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.documentType.localeCompare(b.documentType));
}

/** How many non-documents were refused with the error their JSON expects (UNREADABLE_IMAGE), and which were not. */
export function summariseNonDocuments(outcomes: readonly ImageOutcome[]): NonDocumentSummary {
  const list = outcomes.filter((o) => o.expectedError);
  const accepted = list
    .filter((o) => o.error !== o.expectedError)
    .map((o) => ({ image: o.image, documentType: o.documentType, answer: o.error ?? '200' }));
  return { images: list.length, refused: list.length - accepted.length, accepted };
}
