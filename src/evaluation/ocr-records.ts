import fs from 'node:fs';
import path from 'node:path';
import type { RuleSet } from '../rules/types';
import type { RecognitionRecord } from '../recognition/recognition-record';
import { replayRecognition } from '../recognition/replay-recognition';
import { DOMAIN_REASONS } from '../errors/domain-reasons';
import { findLabelledImages, scoreOutcome, type ImageOutcome, type LabelledImage } from './run-evaluation';

/**
 * What OCR read of one labelled image (RecognitionRecord), as a file: `<image name>.ocr.json` beside a fixture
 * (`idocr record`), or under a folder of records with the image's ground truth in it (`idocr eval --record`,
 * for images outside the repository such as the shared specimens). `refused` is an answer given before any
 * page was read (an image that does not decode), which replay gives again.
 */
export interface RecordFile extends Omit<RecognitionRecord, 'version'> {
  version: 2;
  refused?: string;
  /** The labelled image, in a folder of records; absent beside the image, whose own JSON is the truth. */
  image?: LabelledImage;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|heic|heif)$/i;

/** `clean-can-1.jpg` → `clean-can-1.ocr.json`, beside it. */
export function recordBeside(image: string): string {
  return image.replace(IMAGE_EXTENSION, '.ocr.json');
}

/** `<records>/<set>/<image path under its folder>.ocr.json`, the image's folder structure kept. */
export function recordUnder(recordsDir: string, image: LabelledImage, imagesRoot: string): string {
  return path.join(recordsDir, image.set, `${path.relative(imagesRoot, image.image)}.ocr.json`);
}

export function writeRecord(file: string, record: RecordFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // One line: the records of all fixtures are tens of megabytes, and diffs of them are not read.
  fs.writeFileSync(file, `${JSON.stringify(record)}\n`);
}

export function readRecord(file: string): RecordFile {
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordFile;
  if (record.version !== 2) throw new Error(`${file}: a record of version ${String(record.version)}; make it again with idocr record`);
  return record;
}

/** A labelled image and its record (null when it has none). */
export interface RecordedImage {
  image: LabelledImage;
  record: RecordFile | null;
}

/**
 * The labelled images under `dir` with the records beside them, and the records under `dir` that carry their
 * image (a folder written by `idocr eval --record`).
 */
export function findRecordedImages(dir: string): RecordedImage[] {
  const besideFiles = new Set<string>();
  const beside = findLabelledImages(dir).map((image) => {
    const file = recordBeside(image.image);
    besideFiles.add(file);
    return { image, record: fs.existsSync(file) ? readRecord(file) : null };
  });
  const carried: RecordedImage[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ocr.json') && !besideFiles.has(full)) {
        const record = readRecord(full);
        if (record.image) carried.push({ image: record.image, record });
      }
    }
  };
  walk(dir);
  return [...beside, ...carried];
}

/** One image's replay, scored as `idocr eval` scores a live run; `unrecorded` > 0 when the record is stale. */
export interface ReplayOutcome extends ImageOutcome {
  unrecorded: number;
}

/**
 * The rules run again on each recorded image (replayRecognition) and scored against its ground truth. An image
 * without a record is scored as unrecorded, with no fields, so that it cannot pass unnoticed.
 */
export async function replayImages(images: readonly RecordedImage[], ruleSets: ReadonlyMap<string, RuleSet>): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const { image, record } of images) {
    const rules = ruleSets.get(image.documentType);
    if (!rules) continue;
    const started = performance.now();
    if (!record) {
      outcomes.push({ ...scoreOutcome(image, {}, 'NOT_RECORDED', 0), unrecorded: 1 });
      continue;
    }
    if (record.refused) {
      outcomes.push({ ...scoreOutcome(image, {}, record.refused, performance.now() - started), unrecorded: 0 });
      continue;
    }
    const replayed = await replayRecognition(record as RecognitionRecord, rules);
    const error = replayed.recognition ? undefined : DOMAIN_REASONS.NoDocumentFound;
    outcomes.push({ ...scoreOutcome(image, replayed.recognition?.fields ?? {}, error, performance.now() - started), unrecorded: replayed.unrecorded });
  }
  return outcomes;
}
