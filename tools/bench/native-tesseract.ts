import { execFile, execFileSync } from 'node:child_process';
import { timed } from './measure';

/**
 * Native tesseract (Debian's `tesseract-ocr`), the tool a user would otherwise script: its version, installing it
 * with apt-get when it is missing (the bench's own set-up step); undefined when it cannot be had (no apt-get, not
 * root, no package index), with why.
 */
export function ensureNativeTesseract(progress: (line: string) => void): { version?: string; problem?: string } {
  const version = (): string | undefined => {
    try {
      return execFileSync('tesseract', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).split('\n')[0].trim();
    } catch {
      return undefined;
    }
  };
  const found = version();
  if (found) return { version: found };
  progress('native tesseract missing: apt-get install -y tesseract-ocr');
  const apt = (args: string[]): boolean => {
    try {
      execFileSync('apt-get', args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 10 * 60_000 });
      return true;
    } catch {
      return false;
    }
  };
  // The package index of a fresh machine may be empty: update once, then try again.
  if (!apt(['install', '-y', '--no-install-recommends', 'tesseract-ocr']) && !(apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'tesseract-ocr']))) {
    return { problem: 'tesseract-ocr could not be installed (apt-get install -y tesseract-ocr needs root and the Debian mirror)' };
  }
  const installed = version();
  return installed ? { version: installed } : { problem: 'tesseract-ocr installed but `tesseract --version` fails' };
}

/**
 * One file read by native tesseract as a user would script it: the whole page, English, text to stdout, one
 * process per file and one thread per process (OMP_THREAD_LIMIT=1, so that one process per core uses the cores
 * without oversubscribing them). Milliseconds, and whether it read the file. `tessdata`: read with the LSTM
 * engine and the language files in that folder (idocr's own, tessdataOf) instead of Debian's.
 */
export async function readWithNativeTesseract(file: string, language = 'eng', tessdata?: string): Promise<{ ms: number; ok: boolean }> {
  const args = tessdata ? [file, 'stdout', '--tessdata-dir', tessdata, '--oem', '1', '-l', language] : [file, 'stdout', '-l', language];
  const { ms, value } = await timed(
    () =>
      new Promise<boolean>((resolve) => {
        execFile('tesseract', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }, (error) => resolve(!error));
      }),
  );
  return { ms, ok: value };
}
