import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TesseractMode } from './types';

/**
 * Which of a `@tesseract.js-data/<lang>` package's two files an engine loads. `4.0.0` holds the legacy models
 * beside the LSTM ones, and only the legacy engine (the MRZ) needs them; `4.0.0_best_int` holds the LSTM models
 * alone. Both give the same LSTM network for nearly every language (page reads of the fixtures' and specimens'
 * kinds: the same text, the same time), but unpacking the bigger file into the worker's WASM heap leaves it
 * 50–100 MiB larger for good (eng: 23.5 MB unpacked against 5.2), and takes longer to start. Measured
 * 2026-11-27, docs/performance.md.
 */
const FLAVOUR: Record<TesseractMode, string> = { lstm: '4.0.0_best_int', legacy: '4.0.0' };
/**
 * Languages whose `4.0.0` file has no legacy models (so nothing to save) and whose two files hold different LSTM
 * networks: read with the one the rules were written against. (Arabic and Thai pages read differently with
 * `4.0.0_best_int`, and the synthetic Egyptian cards worse.)
 */
const LSTM_FROM_FULL_FILE = new Set(['ara', 'tha']);

const flavourOf = (language: string, mode: TesseractMode): string => (LSTM_FROM_FULL_FILE.has(language) ? FLAVOUR.legacy : FLAVOUR[mode]);

/**
 * Finds the traineddata of a language for an engine in its `@tesseract.js-data/<lang>` package (nothing is
 * downloaded, ever).
 */
export function languageFile(language: string, mode: TesseractMode): string {
  if (!/^[a-z_]{3,12}$/.test(language)) throw new Error(`invalid tesseract language code "${language}"`);
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  } catch {
    throw new Error(`tesseract language data for "${language}" is not installed: npm install @tesseract.js-data/${language}`);
  }
  const file = path.join(packageDir, flavourOf(language, mode), `${language}.traineddata.gz`);
  if (!fs.existsSync(file)) throw new Error(`tesseract language data missing: ${file}`);
  return file;
}

/**
 * A tesseract.js worker takes one `langPath` folder, so a set of languages from several packages needs one
 * folder holding links to all of them. It is made under the OS temp dir (writable even with a read-only
 * root filesystem when /tmp is a volume), one per language set and shared by every process: the files there
 * are links to language models, never user data. A link left by another installation is pointed anew.
 */
export function languageFolder(languages: readonly string[], mode: TesseractMode): string {
  const files = languages.map((language) => languageFile(language, mode));
  if (files.length === 1) return path.dirname(files[0]);
  const dir = path.join(os.tmpdir(), 'idocr-lang', `${[...languages].sort().join('+')}.${mode}`);
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
