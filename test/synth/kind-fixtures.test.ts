import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, kindFolders } from '../support/fixtures';
import { knownKinds, loadKindGenerator } from '../../packages/fixture-generator/src/kinds/load-kind-generator';
import type { KindGenerator } from '../../packages/fixture-generator/src/kinds/kind-generator';
import { createRng, deriveSeed } from '../../packages/fixture-generator/src/prng';

/**
 * The committed card fixtures are what their generator makes from the seed in their JSON: nobody edited a
 * ground truth by hand, and `npm run fixtures` can make them again. Only the truth is regenerated here (no
 * rendering, so no fonts needed).
 */
interface Truth {
  documentType: string;
  fields: Record<string, string>;
  generator: { seed: number; variant: string };
}

function generatorFor(kind: string): KindGenerator | null {
  if (knownKinds().includes(kind)) return loadKindGenerator(kind);
  // A contributor's kind keeps its generator beside its fixtures (CONTRIBUTING.md).
  const local = path.join(FIXTURES_DIR, kind, 'generator.js');
  return fs.existsSync(local) ? ((require(local) as { generator: KindGenerator }).generator) : null;
}

const kinds = kindFolders().filter((kind) => kind !== 'passport');

describe.each(kinds)('%s fixtures', (kind) => {
  const dir = path.join(FIXTURES_DIR, kind);
  const truths = fs
    .readdirSync(dir)
    .filter((name) => /^(clean|camera)-\d+\.json$/.test(name))
    .map((name) => ({ name, truth: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Truth }));

  it('has a generator and at least 10 clean and 10 camera-like images with their ground truth', () => {
    expect(generatorFor(kind)).not.toBeNull();
    for (const variant of ['clean', 'camera']) {
      const names = truths.filter((t) => t.name.startsWith(`${variant}-`)).map((t) => t.name.replace(/\.json$/, ''));
      expect(names.length).toBeGreaterThanOrEqual(10);
      for (const name of names) expect(fs.readdirSync(dir).some((file) => file.startsWith(`${name}.`) && /\.(jpe?g|png)$/.test(file))).toBe(true);
    }
  });

  it('each ground truth is what the generator makes from its seed', () => {
    const generator = generatorFor(kind)!;
    for (const { name, truth } of truths) {
      expect(truth.documentType).toBe(kind);
      const made = generator.generate(createRng(deriveSeed(truth.generator.seed, 'identity')));
      expect({ name, fields: truth.fields }).toEqual({ name, fields: made.fields });
    }
  });
});
