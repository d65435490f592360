import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds the traineddata of each language in its `@tesseract.js-data/<lang>` package (nothing is downloaded,
 * ever). The `4.0.0` flavour holds both the LSTM and the legacy models, so one file serves both engines.
 */
export function languageFile(language: string): string {
  if (!/^[a-z_]{3,12}$/.test(language)) throw new Error(`invalid tesseract language code "${language}"`);
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  } catch {
    throw new Error(`tesseract language data for "${language}" is not installed: npm install @tesseract.js-data/${language}`);
  }
  const file = path.join(packageDir, '4.0.0', `${language}.traineddata.gz`);
  if (!fs.existsSync(file)) throw new Error(`tesseract language data missing: ${file}`);
  return file;
}

/**
 * A tesseract.js worker takes one `langPath` folder, so a set of languages from several packages needs one
 * folder holding links to all of them. It is made under the OS temp dir (writable even with a read-only
 * root filesystem when /tmp is a volume), one per language set and shared by every process: the files there
 * are links to language models, never user data. A link left by another installation is pointed anew.
 */
export function languageFolder(languages: readonly string[]): string {
  const files = languages.map(languageFile);
  if (files.length === 1) return path.dirname(files[0]);
  const dir = path.join(os.tmpdir(), 'idocr-lang', [...languages].sort().join('+'));
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) linkTo(file, path.join(dir, path.basename(file)));
  return dir;
}

function linkTo(target: string, link: string): void {
  try {
    if (fs.readlinkSync(link) === target) return;
    fs.rmSync(link, { force: true });
  } catch {
    // no link there yet
  }
  try {
    fs.symlinkSync(target, link);
  } catch (error) {
    // Another process made the same link at the same moment.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || fs.readlinkSync(link) !== target) throw error;
  }
}
