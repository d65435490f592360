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
