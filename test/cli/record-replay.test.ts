/**
 * `idocr record` and `idocr replay`, run as the built command: a contributor's loop on a kind's fixtures. Recording
 * writes what OCR read of each fixture beside it; replaying runs today's rules on those reads and answers what
 * the recording run answered, or says which fixtures want recording again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFixtures } from '../support/fixtures';
import { killStrayChildren, runCli } from '../support/cli-process';

const OCR_TIMEOUT_MS = 90_000;
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-record-'));
});
afterEach(killStrayChildren);
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** A folder holding copies of these fixtures with their ground truth, and nothing else. */
function folderOf(name: string, fixtureNames: string[]): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  for (const fixture of fixtureNames.map((n) => loadFixtures('passport', n)[0])) {
    fs.copyFileSync(fixture.file, path.join(dir, fixture.name));
    fs.copyFileSync(fixture.file.replace(/\.[^.]+$/, '.json'), path.join(dir, fixture.name.replace(/\.[^.]+$/, '.json')));
  }
  return dir;
}

describe('idocr record DIR, then idocr replay DIR', () => {
  it(
    'writes <image name>.ocr.json beside each image, and the replay scores the fields the recording run read',
    async () => {
      const dir = folderOf('recorded', ['clean-deu-1']);
      const save = path.join(scratch, 'live.json');
      const recorded = await runCli(['record', dir, '--save', save], { timeoutMs: OCR_TIMEOUT_MS });
      expect({ code: recorded.code, stderr: recorded.stderr }).toEqual({ code: 0, stderr: '' });
      expect(recorded.stdout).toContain('1 record(s) written');
      expect(fs.readdirSync(dir).sort()).toEqual(['clean-deu-1.jpg', 'clean-deu-1.json', 'clean-deu-1.ocr.json']);

      const replayed = await runCli(['replay', dir, '--json']);
      expect(replayed.code).toBe(0);
      const live = JSON.parse(fs.readFileSync(save, 'utf8')) as { images: Array<{ misses: unknown[]; scored: number }> };
      const replay = JSON.parse(replayed.stdout) as { images: Array<{ misses: unknown[]; scored: number; unrecorded: number }> };
      expect(replay.images).toHaveLength(1);
      expect(replay.images[0]).toMatchObject({ misses: live.images[0].misses, scored: 10, unrecorded: 0 });
      // A table without times: a replay's are the rules' alone.
      const table = await runCli(['replay', dir]);
      expect(table.stdout).toMatch(/field accuracy/);
      expect(table.stdout).not.toMatch(/latency|slowest/i);
    },
    OCR_TIMEOUT_MS,
  );

  it('exits 1 naming the fixtures without a record', async () => {
    const dir = folderOf('unrecorded', ['clean-gbr-1']);
    const replayed = await runCli(['replay', dir]);
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toMatch(/1 image\(s\) .*no record.*idocr record/);
  });
});
