import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURES_DIR, kindFolders } from '../support/fixtures';
import { knownKinds, loadKindGenerator } from '../../packages/fixture-generator/src/kinds/load-kind-generator';
import type { KindGenerator } from '../../packages/fixture-generator/src/kinds/kind-generator';
import { makeDocumentTruth } from '../../packages/fixture-generator/src/card/render-document';
import { HARD_EFFECTS, hardEffectForIndex, makePassportTruth, type CountryCode, type HardEffect } from '../../packages/fixture-generator/src';

/**
 * The committed `hard` set of every kind: nine worst-case phone photos, one effect each in the order of
 * HARD_EFFECTS, each truth what the generator makes from its generator block. Only truths are regenerated
 * (no rendering, no fonts); the images are checked for their encoding, size and frame only.
 */
interface HeicImage {
  width: number;
  height: number;
}
// heic-decode ships no types; `all` reads the image list and sizes without decoding pixels.
const heicDecode = require('heic-decode') as { all(input: { buffer: Buffer }): Promise<HeicImage[]> };

interface Truth {
  documentType: string;
  fields: Record<string, string>;
  generator: { seed: number; variant: string; effect?: HardEffect; country?: CountryCode };
}

const MAX_BYTES: Record<string, number> = { 'cluttered-table': 1536 * 1024 };
const DEFAULT_MAX_BYTES = 600 * 1024;

function generatorFor(kind: string): KindGenerator | undefined {
  if (knownKinds().includes(kind)) return loadKindGenerator(kind);
  const local = path.join(FIXTURES_DIR, kind, 'generator.js');
  return fs.existsSync(local) ? (require(local) as { generator: KindGenerator }).generator : undefined;
}

const kinds = kindFolders();

describe.each(kinds)('%s hard fixtures', (kind) => {
  const dir = path.join(FIXTURES_DIR, kind);
  const files = fs.readdirSync(dir);
  const hard = files
    .filter((name) => /^hard-[a-z0-9-]+\.json$/.test(name) && !name.endsWith('.todo.json'))
    .sort()
    .map((name) => {
      const base = name.replace(/\.json$/, '');
      const image = files.find((file) => file.startsWith(`${base}.`) && /\.(jpg|heic)$/.test(file));
      return { base, image, truth: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Truth };
    });
  const firstSeed = Math.min(...hard.map((h) => h.truth.generator.seed));

  it('has nine, one of each effect in the order of HARD_EFFECTS, each with its image', () => {
    expect(hard.map((h) => h.truth.generator.effect).sort()).toEqual([...HARD_EFFECTS].sort());
    for (const { base, image, truth } of hard) {
      expect({ base, image: image !== undefined }).toEqual({ base, image: true });
      expect(truth.generator.variant).toBe('hard');
      expect(truth.generator.effect).toBe(hardEffectForIndex(truth.generator.seed - firstSeed));
      // Kinds are named by index (hard-01 … hard-09), passports by country.
      if (kind !== 'passport') expect(base).toBe(`hard-${String(truth.generator.seed - firstSeed + 1).padStart(2, '0')}`);
    }
  });

  it('each ground truth is what the generator makes from its generator block', () => {
    for (const { base, truth } of hard) {
      const { seed, effect, country } = truth.generator;
      const made =
        kind === 'passport'
          ? makePassportTruth(seed, country, 'hard', effect)
          : makeDocumentTruth(kind, seed, { hard: effect, generator: generatorFor(kind) });
      expect({ base, truth }).toEqual({ base, truth: made });
    }
  });

  it('stores each as a phone would: JPEG without an orientation tag, or HEVC HEIC, and small enough', async () => {
    for (const { base, image, truth } of hard) {
      const bytes = fs.readFileSync(path.join(dir, image!));
      const effect = truth.generator.effect!;
      expect({ base, small: bytes.length <= (MAX_BYTES[effect] ?? DEFAULT_MAX_BYTES) }).toEqual({ base, small: true });
      if (effect === 'heic') {
        expect(image!.endsWith('.heic')).toBe(true);
        expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypheic');
        const [primary] = await heicDecode.all({ buffer: bytes });
        expect(Math.max(primary.width, primary.height)).toBe(4032);
        expect(Math.min(primary.width, primary.height)).toBe(3024);
        continue;
      }
      const meta = await sharp(bytes).metadata();
      expect({ base, format: meta.format, orientation: meta.orientation, exif: meta.exif }).toEqual({ base, format: 'jpeg', orientation: undefined, exif: undefined });
      if (effect === 'cluttered-table') expect([meta.width, meta.height]).toEqual([4032, 3024]);
    }
  });
});
