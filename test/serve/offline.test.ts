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
import { loadFixtures } from '../support/fixtures';
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
    'scan in a namespace with no network gives the same fields as outside, and leaves its working directory empty',
    async () => {
      const offlineDir = freshDir();
      const onlineDir = freshDir();
      const args = ['scan', fixture.file, '--type', 'passport'];
      expect(path.isAbsolute(fixture.file)).toBe(true);

      // One after the other: this is a shared machine, and each run wants a core.
      const offline = await runCli(args, { cwd: offlineDir, wrapper: ['unshare', '-n'], timeoutMs: OCR_TIMEOUT_MS });
      const online = await runCli(args, { cwd: onlineDir, timeoutMs: OCR_TIMEOUT_MS });

      const offlineBody = jsonOutput<Record<string, string>>(offline);
      expect(Object.keys(offlineBody).sort()).toEqual([...PASSPORT_FIELDS].sort());
      expect(offlineBody).toMatchObject({ passportNumber: fixture.fields.passportNumber, birthDay: fixture.fields.birthDay, expiryDay: fixture.fields.expiryDay });
      expect(offlineBody).toEqual(jsonOutput(online));

      // tesseract.js caches *.traineddata in the working directory unless told not to (cacheMethod: 'none').
      expect(filesUnder(offlineDir)).toEqual([]);
      expect(filesUnder(onlineDir)).toEqual([]);
    },
    2 * OCR_TIMEOUT_MS + 10_000,
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
