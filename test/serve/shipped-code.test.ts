/**
 * What the image ships (Dockerfile: `dist/` built from `src/`, with `npm ci --omit=dev`): the service alone. The
 * built code holds no fixture generator or benchmark, and needs no package that `--omit=dev` leaves out (the
 * generator's barcode writer once made the image's `dist/` require a dev dependency).
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../support/cli-process';

const DIST = path.join(REPO_ROOT, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; main: string; bin: Record<string, string> };

/** Every .js file under dist/, relative to it. */
const builtFiles = (): string[] => (fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.js'));

/** The package a bare `require('x/y')` or `require('@s/x/y')` names; null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('the built service (dist/)', () => {
  it('is built from src/ alone: no fixture generator, no benchmark', () => {
    const files = builtFiles();
    expect(files.length).toBeGreaterThan(100);
    // A dist/ built before the generator left src/ still holds its output (tsc removes nothing): rm -rf dist.
    expect(files.filter((f) => /(^|\/)(synth|bench|fixture-generator|tools|packages)\//.test(f))).toEqual([]);
    for (const entry of [pkg.main, ...Object.values(pkg.bin)]) expect(fs.existsSync(path.join(REPO_ROOT, entry))).toBe(true);
  });

  it('requires only the runtime dependencies of package.json', () => {
    const required = new Set<string>();
    for (const file of builtFiles()) {
      const code = fs.readFileSync(path.join(DIST, file), 'utf8');
      for (const match of code.matchAll(/require\("([^"]+)"\)/g)) {
        const name = packageOf(match[1]);
        if (name) required.add(name);
      }
    }
    expect([...required].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
    // The check sees the requires (tsc writes them as require("…")): the service's own web framework among them.
    expect(required).toContain('express');
  });
});
