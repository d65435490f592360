/**
 * The allocator settings the service is measured with (the benchmark, the corpus test) are the ones the image
 * and `npm start` run it with, and a service started without them says which are missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALLOCATOR_SETTINGS, missingAllocatorSettings } from '../../src/config/allocator-settings';
import { REPO_ROOT } from '../support/cli-process';

const settings = Object.entries(ALLOCATOR_SETTINGS).map(([name, value]) => `${name}=${value}`);

describe('the allocator settings', () => {
  it('are set by `npm start` before it runs the service', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const [, assignments] = /&& ((?:\w+=\S+ )+)node dist\/cli\/main\.js serve$/.exec(pkg.scripts.start) ?? [];
    expect(assignments?.trim().split(' ').sort()).toEqual([...settings].sort());
  });

  it("are in the image's environment", () => {
    const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(runStage)?.[1] ?? '';
    const assigned = env.split(/\s*\\\n\s*|\s+/).filter(Boolean);
    for (const setting of settings) expect(assigned).toContain(setting);
  });

  it('are reported missing one by one, on glibc only', () => {
    expect(missingAllocatorSettings({}, true)).toEqual(settings);
    expect(missingAllocatorSettings({ ...ALLOCATOR_SETTINGS }, true)).toEqual([]);
    expect(missingAllocatorSettings({ ...ALLOCATOR_SETTINGS, MALLOC_ARENA_MAX: '8' }, true)).toEqual(['MALLOC_ARENA_MAX=2']);
    expect(missingAllocatorSettings({}, false)).toEqual([]);
  });
});
