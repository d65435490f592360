/**
 * `idocr rules lint`, run as the built command: what a rules author sees for the bundled rules and for a copy
 * of passport.yaml with one reference broken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killStrayChildren, REPO_ROOT, runCli } from '../support/cli-process';

let brokenDir: string;

beforeAll(() => {
  // The bundled passport rules with one anchor reference misspelt: "sexx" where the anchor is "sex".
  const original = fs.readFileSync(path.join(REPO_ROOT, 'rules', 'passport.yaml'), 'utf8');
  const broken = original.replace('{ anchor: sex, take: below', '{ anchor: sexx, take: below');
  expect(broken).not.toBe(original);
  brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-lint-'));
  fs.writeFileSync(path.join(brokenDir, 'passport.yaml'), broken);
});
afterEach(killStrayChildren);
afterAll(() => {
  if (brokenDir) fs.rmSync(brokenDir, { recursive: true, force: true });
});

/** The JSON pointer of the broken reference: fields → gender → its first source → anchor. */
const POINTER = '/fields/gender/from/0/anchor';

describe('idocr rules lint', () => {
  it('passes the bundled rules: exit 0 and the kinds it loaded', async () => {
    const result = await runCli(['rules', 'lint']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/valid/);
    expect(result.stdout).toMatch(/passport/);

    const json = await runCli(['rules', 'lint', 'rules', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ ok: true, kinds: expect.arrayContaining(['passport']) });
  });

  it('fails a folder with a broken reference: exit 1, the file, the JSON pointer, the line and a "did you mean"', async () => {
    const result = await runCli(['rules', 'lint', brokenDir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`passport.yaml#${POINTER}`);
    expect(lines[0]).toMatch(/\(line \d+\)/);
    expect(lines[0]).toMatch(/unknown anchor "sexx"; did you mean "sex"\?/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('names the line of the broken reference in the file', async () => {
    const result = await runCli(['rules', 'lint', brokenDir]);
    const line = Number(/\(line (\d+)\)/.exec(result.stderr)?.[1]);
    const text = fs.readFileSync(path.join(brokenDir, 'passport.yaml'), 'utf8').split('\n');
    expect(text[line - 1]).toContain('anchor: sexx');
  });

  it('--json prints {ok: false, problems: [...]} with the file, pointer and message of each problem', async () => {
    const result = await runCli(['rules', 'lint', brokenDir, '--json']);
    expect(result.code).toBe(1);
    const out = JSON.parse(result.stdout) as { ok: boolean; problems: Array<{ file: string; pointer: string; line?: number; message: string }> };
    expect(out.ok).toBe(false);
    expect(out.problems).toEqual([
      expect.objectContaining({ pointer: POINTER, line: expect.any(Number), message: expect.stringMatching(/unknown anchor "sexx"; did you mean "sex"\?/) }),
    ]);
    expect(path.resolve(REPO_ROOT, out.problems[0].file)).toBe(path.join(brokenDir, 'passport.yaml'));
  });

  it('RULES_DIRS is what it lints when no folder is given', async () => {
    const result = await runCli(['rules', 'lint'], { env: { RULES_DIRS: brokenDir } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`passport.yaml#${POINTER}`);
  });

  it('--explain says in words where each field comes from, source by source, and what is done to it', async () => {
    const one = await runCli(['rules', 'lint', '--explain', 'pl_id_card']);
    expect({ code: one.code, stderr: one.stderr }).toEqual({ code: 0, stderr: '' });
    expect(one.stdout).toMatch(/^pl_id_card: Polish identity card/);
    expect(one.stdout).toContain('  lastName:\n    from the words under the caption "NAZWISKO / SURNAME"');
    expect(one.stdout).toContain("    else the MRZ's surname, when its check digits pass\n    then must agree with the MRZ's surname");
    expect(one.stdout).toContain('else the one date printed after dateOfBirth and before expiryDate');

    // Every bundled kind explains, each field of its response schema named.
    const all = await runCli(['rules', 'lint', '--explain']);
    expect(all.code).toBe(0);
    expect(all.stdout.match(/^[a-z_]+: /gm)).toHaveLength(fs.readdirSync(path.join(REPO_ROOT, 'rules')).filter((f) => f.endsWith('.yaml')).length);
    expect(all.stdout).toContain("the PDF417's element DAQ");
    // A file's pattern pieces are shown by their names, as the file writes them.
    expect(all.stdout).toMatch(/pattern piece \{toCity\}: /);
    expect(all.stdout).toMatch(/matching \/.*\(\?<value>\{name\}\).*\{toCity\}\//);

    const unknown = await runCli(['rules', 'lint', '--explain', 'xx_card']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no rules for xx_card/);
  });
});
