import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';

export const FIXTURES_DIR = path.resolve(__dirname, '..', '..', 'fixtures');

/**
 * The fixture folders of document kinds, sorted: those named after a rules file. Others (`non-documents/`, the
 * pictures that must answer 422) hold no generator and no hard set.
 */
export function kindFolders(): string[] {
  return fs
    .readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(BUNDLED_RULES_DIR, `${entry.name}.yaml`)))
    .map((entry) => entry.name)
    .sort();
}

export interface Fixture {
  name: string;
  file: string;
  bytes: Buffer;
  documentType: string;
  fields: Record<string, string>;
}

/** The committed fixtures of a kind whose file name starts with `prefix` (clean-, camera-, heic-). */
export function loadFixtures(documentType: string, prefix: string): Fixture[] {
  const dir = path.join(FIXTURES_DIR, documentType);
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && /\.(jpe?g|png|webp|heic|heif)$/i.test(name))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const truth = JSON.parse(fs.readFileSync(file.replace(/\.[^.]+$/, '.json'), 'utf8')) as { documentType: string; fields: Record<string, string> };
      return { name, file, bytes: fs.readFileSync(file), documentType: truth.documentType, fields: truth.fields };
    });
}

/** A fixture's known misses (`<fixture>.todo.json`): the fields read wrong, and the error it is refused with when it is. */
export interface KnownMisses {
  fields: string[];
  error?: string;
}

export const knownMissesFile = (image: string): string => image.replace(/\.[^.]+$/, '.todo.json');

export function readKnownMisses(image: string): KnownMisses {
  const file = knownMissesFile(image);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as KnownMisses) : { fields: [] };
}

/**
 * Rewrites a fixture's known misses (`UPDATE_GOLDEN=1`, on purpose): the list goes when nothing is missed.
 * `error` is the reason it is refused with, for a fixture refused as a whole.
 */
export function writeKnownMisses(image: string, fields: readonly string[], error?: string): void {
  if (fields.length || error) fs.writeFileSync(knownMissesFile(image), `${JSON.stringify({ fields, ...(error ? { error } : {}), note: 'known misses, reported by npm run eval' }, null, 2)}\n`);
  else fs.rmSync(knownMissesFile(image), { force: true });
}
