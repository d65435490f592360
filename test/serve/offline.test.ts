/**
 * The README promises "no network access at run time, nothing downloaded": recognition reads its language
 * data from the installed @tesseract.js-data packages and writes no copy of it beside the caller. Proven by
 * running `idocr scan` in a network namespace that has no network at all (not even loopback up), from an
 * empty working directory that must still be empty afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knownMissesFile, loadFixtures } from '../support/fixtures';
import { jsonOutput, killStrayChildren, PASSPORT_FIELDS, runCli } from '../support/cli-process';

const fixture = loadFixtures('passport', 'clean-deu-1')[0];
const OCR_TIMEOUT_MS = 90_000;
const emptyDirs: string[] = [];

afterEach(killStrayChildren);
afterAll(() => {
  for (const dir of emptyDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-offline-'));
  emptyDirs.push(dir);
  return dir;
}

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

describe('recognition without any network', () => {
  it('unshare -n is available (root, or a CI runner that allows network namespaces)', () => {
    let problem = '';
    try {
      execFileSync('unshare', ['-n', 'true'], { stdio: 'pipe', timeout: 10_000 });
    } catch (error) {
      problem = `${String(error)}\n${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}`;
    }
    // Not skipped when missing: this file is the proof that recognition is offline, and it cannot give it then.
    expect(problem).toBe('');
  });

  it(
    'scan in a namespace with no network reads every field of a clean passport, and leaves its working directory empty',
    async () => {
      const offlineDir = freshDir();
      expect(path.isAbsolute(fixture.file)).toBe(true);
      // A clean scan with no known miss (the golden and replay suites check it too): offline, it must read
      // exactly its ground truth, so nothing a model or a lexicon would fetch is missing.
      expect(fs.existsSync(knownMissesFile(fixture.file))).toBe(false);

      // Pixels only (READ_BUDGET_MS=0): beside the other suites on a busy 2-core machine the 7 s budget can run out
      // before the German value re-read (STADT NURNBERG for NÜRNBERG), and this test is about the network, not speed.
      const offline = await runCli(['scan', fixture.file, '--type', 'passport'], {
        cwd: offlineDir,
        wrapper: ['unshare', '-n'],
        timeoutMs: OCR_TIMEOUT_MS,
        env: { READ_BUDGET_MS: '0' },
      });

      const offlineBody = jsonOutput<Record<string, string>>(offline);
      expect(Object.keys(offlineBody).sort()).toEqual([...PASSPORT_FIELDS].sort());
      expect(offlineBody).toEqual(fixture.fields);

      // tesseract.js caches *.traineddata in the working directory unless told not to (cacheMethod: 'none').
      expect(filesUnder(offlineDir)).toEqual([]);
    },
    OCR_TIMEOUT_MS + 10_000,
  );

  it('the namespace really has no network: a connection to a public address fails there at once', () => {
    const probe = `require('node:net').connect({ host: '1.1.1.1', port: 443, timeout: 3000 })
      .on('connect', () => { console.log('connected'); process.exit(0); })
      .on('timeout', () => { console.log('timeout'); process.exit(2); })
      .on('error', (e) => { console.log(e.code); process.exit(3); });`;
    const run = spawnSync('unshare', ['-n', process.execPath, '-e', probe], { encoding: 'utf8', timeout: 15_000 });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 3, stdout: 'ENETUNREACH' });
  });
});
