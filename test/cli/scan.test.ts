/**
 * `idocr scan`, run as the built command on a committed fixture: the same JSON body the API answers, read by
 * the real OCR engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFixtures } from '../support/fixtures';
import { killStrayChildren, PASSPORT_FIELDS, REPO_ROOT, jsonOutput, runCli } from '../support/cli-process';

const fixture = loadFixtures('passport', 'clean-gbr-1')[0];
const fixturePath = path.relative(REPO_ROOT, fixture.file); // as a user types it: fixtures/passport/clean-gbr-1.jpg
const OCR_TIMEOUT_MS = 90_000;
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-scan-'));
});
afterEach(killStrayChildren);
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('idocr scan IMAGE --type passport', () => {
  it(
    'prints exactly the 10 passport fields, with the number and dates of the document',
    async () => {
      expect(fixturePath).toBe('fixtures/passport/clean-gbr-1.jpg');
      const result = await runCli(['scan', fixturePath, '--type', 'passport'], { timeoutMs: OCR_TIMEOUT_MS });
      const body = jsonOutput<Record<string, unknown>>(result);
      expect(Object.keys(body).sort()).toEqual([...PASSPORT_FIELDS].sort());
      for (const field of PASSPORT_FIELDS) expect(typeof body[field]).toBe('string');
      expect(body).toMatchObject({ passportNumber: fixture.fields.passportNumber, birthDay: fixture.fields.birthDay, expiryDay: fixture.fields.expiryDay });
    },
    OCR_TIMEOUT_MS + 10_000,
  );

  it(
    '--details adds _details: per field its source, a confidence, the checks it passed and where it was read',
    async () => {
      const result = await runCli(['scan', fixturePath, '--type', 'passport', '--details'], { timeoutMs: OCR_TIMEOUT_MS });
      const body = jsonOutput<Record<string, unknown> & { _details: Record<string, { source: unknown; confidence: unknown; checks: unknown }> }>(result);
      expect(Object.keys(body).sort()).toEqual([...PASSPORT_FIELDS, '_details'].sort());
      expect(body.passportNumber).toBe(fixture.fields.passportNumber);
      expect(Object.keys(body._details).sort()).toEqual([...PASSPORT_FIELDS].sort());
      expect(body._details.passportNumber).toEqual({
        source: 'mrz',
        confidence: expect.any(Number),
        checks: expect.arrayContaining([{ name: expect.any(String), ok: true }]),
        box: { side: 'image', x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) },
      });
    },
    OCR_TIMEOUT_MS + 10_000,
  );

  it('the 10 fields these tests expect are the ones of the passport response schema', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', 'documents', 'passport.schema.json'), 'utf8')) as { required: string[] };
    expect([...schema.required].sort()).toEqual([...PASSPORT_FIELDS].sort());
    expect(PASSPORT_FIELDS).toHaveLength(10);
  });

  it('an unknown --type: exit 1, and the message lists the loaded kinds', async () => {
    const result = await runCli(['scan', fixturePath, '--type', 'spaceship_licence']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^idocr: unknown --type "spaceship_licence"; loaded: .*\bpassport\b.*\n$/);
  });

  it('a text file: exit 1 with UNSUPPORTED_MEDIA_TYPE', async () => {
    const text = path.join(scratch, 'passport.jpg'); // the name says JPEG, the bytes say otherwise
    fs.writeFileSync(text, 'this is not an image\n');
    const result = await runCli(['scan', text, '--type', 'passport']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^idocr: UNSUPPORTED_MEDIA_TYPE: [^\n]+\n$/);
  });

  it('a HEIC cut short: exit 1 with UNREADABLE_IMAGE, and nothing of the decoder on stdout, which holds JSON only', async () => {
    // libheif (WebAssembly, in its worker thread) prints its own complaints; they went to the process's stdout,
    // between a scan's JSON or the service's JSON log lines.
    const heic = fs.readFileSync(path.join(REPO_ROOT, 'test', 'corpus', 'assets', 'plain-400x300.heic'));
    const cut = path.join(scratch, 'cut.heic');
    fs.writeFileSync(cut, heic.subarray(0, 700));
    // The decoder's idle worker must not hold the command for its 30 s idle timeout either: runCli fails the test
    // (and kills the child) if it is still running after 15 s.
    const result = await runCli(['scan', cut, '--type', 'passport'], { timeoutMs: 15_000 });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^idocr: UNREADABLE_IMAGE: [^\n]+\n$/);
  });

  it(
    'an Italian card: the JSON body alone, and nothing of tesseract\'s loader on either stream',
    async () => {
      // ita.traineddata names a user-words file it does not ship: tesseract reported it at every Italian worker's start.
      const card = path.relative(REPO_ROOT, loadFixtures('it_id_card', 'clean-01')[0].file);
      const result = await runCli(['scan', card, '--type', 'it_id_card'], { timeoutMs: OCR_TIMEOUT_MS });
      expect(Object.keys(jsonOutput<Record<string, unknown>>(result))).toContain('taxCode');
      expect(result.stdout + result.stderr).not.toMatch(/failed to load/i);
    },
    OCR_TIMEOUT_MS + 10_000,
  );

  it('a file that does not exist: exit 1, one line naming it, no stack trace', async () => {
    const missing = path.join(scratch, 'nope.jpg');
    const result = await runCli(['scan', missing, '--type', 'passport']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(missing);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
