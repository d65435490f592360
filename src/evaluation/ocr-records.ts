import fs from 'node:fs';
import path from 'node:path';
import { extractFields, type ExtractionInput } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import { confirmMrzWithViz } from '../recognition/confirm-mrz-with-viz';
import { scoreOutcome, type ImageOutcome, type LabelledImage } from './run-evaluation';

/**
 * What OCR read of one labelled image, as the rules get it (the page's lines after every re-read, the MRZ, the
 * barcodes), recorded once by `idocr eval --record` so that rules can be replayed on it in milliseconds
 * (`idocr replay`): the loop of a rules author, without the OCR engine. Replay runs the rules, the MRZ's
 * confirmation by the visual zone, and the rules again; it does not re-read values or zones (those need OCR),
 * so it can differ from a live run on the few fields those settle.
 */
export interface OcrRecord {
  version: 1;
  /** The labelled image it was read from (its JSON beside it holds the ground truth). */
  image: LabelledImage;
  /** The reference day of the recognition, so dates resolve the same on replay. */
  today: string;
  input: ExtractionInput;
}

/** `<records>/<set>/<image path under its folder>.ocr.json`, the image's folder structure kept. */
export function recordFile(recordsDir: string, image: LabelledImage, imagesRoot: string): string {
  return path.join(recordsDir, image.set, `${path.relative(imagesRoot, image.image)}.ocr.json`);
}

export function writeRecord(file: string, record: OcrRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(record)}\n`);
}

/** Every record under `dir`, at any depth. */
export function readRecords(dir: string): OcrRecord[] {
  const found: OcrRecord[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ocr.json')) found.push(JSON.parse(fs.readFileSync(full, 'utf8')) as OcrRecord);
    }
  };
  walk(dir);
  return found;
}

/** The rules run again on each record and scored against its ground truth, as `idocr eval` scores a live run. */
export function replayRecords(records: readonly OcrRecord[], ruleSets: ReadonlyMap<string, RuleSet>): ImageOutcome[] {
  return records.flatMap((record) => {
    const rules = ruleSets.get(record.image.documentType);
    if (!rules) return [];
    const started = performance.now();
    const today = new Date(record.today);
    const first = extractFields(rules, record.input, today);
    const mrz = record.input.mrz;
    const confirmed = mrz ? confirmMrzWithViz(mrz, rules, first) : null;
    const final = confirmed === mrz ? first : extractFields(rules, { ...record.input, mrz: confirmed }, today);
    return [scoreOutcome(record.image, final.fields, undefined, performance.now() - started)];
  });
}
