import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURES_DIR, kindFolders } from '../support/fixtures';
import { knownKinds, loadKindGenerator } from '../../src/synth/kinds/load-kind-generator';
import type { KindGenerator } from '../../src/synth/kinds/kind-generator';
import { makeDocumentTruth, renderDocument } from '../../src/synth/card/render-document';
import { makePassportTruth, type CountryCode } from '../../src/synth';
import { createRng, deriveSeed } from '../../src/synth/prng';
import { SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import { WEB_FONTS, webSidesForIndex, type WebSides } from '../../src/synth/web/web-style';

/**
 * The committed `web` set of every kind: eight specimen pictures as found online (one side or both, colour
 * security print, 400-900 px, JPEG), each truth what the generator makes from its generator block and naming
 * only fields of the kind's response. Truths are regenerated without rendering; one image is rendered twice.
 */
interface Truth {
  documentType: string;
  fields: Record<string, string>;
  generator: { seed: number; variant: string; sides?: WebSides; font: string; country?: CountryCode };
}

const MAX_BYTES = 150 * 1024;

function generatorFor(kind: string): KindGenerator | undefined {
  if (knownKinds().includes(kind)) return loadKindGenerator(kind);
  const local = path.join(FIXTURES_DIR, kind, 'generator.js');
  return fs.existsSync(local) ? (require(local) as { generator: KindGenerator }).generator : undefined;
}

describe.each(kindFolders())('%s web fixtures', (kind) => {
  const dir = path.join(FIXTURES_DIR, kind);
  const files = fs.readdirSync(dir);
  const web = files
    .filter((name) => /^web-[a-z0-9-]+\.json$/.test(name) && !name.endsWith('.todo.json'))
    .sort()
    .map((name) => {
      const base = name.replace(/\.json$/, '');
      return { base, image: files.includes(`${base}.jpg`), truth: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Truth };
    });
  const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documents', `${kind}.schema.json`), 'utf8')) as { properties: Record<string, unknown> };
  const firstSeed = Math.min(...web.map((w) => w.truth.generator.seed));

  it('has eight, each a JPEG beside its truth, named by index (passports by country), in a font of the set', () => {
    expect(web).toHaveLength(8);
    for (const { base, image, truth } of web) {
      expect({ base, image }).toEqual({ base, image: true });
      expect(truth.generator.variant).toBe('web');
      expect(WEB_FONTS.map((f) => f.name)).toContain(truth.generator.font);
      const index = truth.generator.seed - firstSeed;
      expect(base).toBe(kind === 'passport' ? `web-${truth.generator.country!.toLowerCase()}-1` : `web-${String(index + 1).padStart(2, '0')}`);
    }
  });

  it('shows one side or both as its index says (a back showing fewer than three fields gives both)', () => {
    const sides = web.map((w) => w.truth.generator.sides);
    if (kind === 'passport') return expect(sides.every((s) => s === undefined)).toBe(true);
    const twoSided = generatorFor(kind)!.generate(createRng(deriveSeed(firstSeed, 'identity'))).sides.length === 2;
    web.forEach(({ truth }, i) => {
      const wanted = twoSided ? webSidesForIndex(i) : 'front';
      expect([wanted, 'both']).toContain(truth.generator.sides);
      if (wanted !== 'back') expect(truth.generator.sides).toBe(wanted);
    });
    if (twoSided) expect(sides.filter((s) => s === 'front')).toHaveLength(3);
  });

  it('each ground truth is what the generator makes from its generator block, within the response schema', () => {
    for (const { base, truth } of web) {
      const { seed, sides, country } = truth.generator;
      const made = kind === 'passport' ? makePassportTruth(seed, country, 'web') : makeDocumentTruth(kind, seed, { web: sides, generator: generatorFor(kind) });
      expect({ base, truth }).toEqual({ base, truth: made });
      expect({ base, unknown: Object.keys(truth.fields).filter((field) => !(field in schema.properties)) }).toEqual({ base, unknown: [] });
      expect({ base, scored: Object.values(truth.fields).some((value) => value !== '') }).toEqual({ base, scored: true });
    }
  });

  it('stores each as a web picture: a JPEG 400-900 px wide, under 150 KB', async () => {
    for (const { base } of web) {
      const bytes = fs.readFileSync(path.join(dir, `${base}.jpg`));
      const meta = await sharp(bytes).metadata();
      expect({ base, format: meta.format, small: bytes.length < MAX_BYTES }).toEqual({ base, format: 'jpeg', small: true });
      expect({ base, width: meta.width! >= 400 && meta.width! <= 900 }).toEqual({ base, width: true });
    }
  });
});

describe('a web image', () => {
  it('is the same bytes from the same seed, and only the shown side is scored', async () => {
    const [first, again] = [await renderDocument('de_id_card', 63001, { web: 'back' }), await renderDocument('de_id_card', 63001, { web: 'back' })];
    expect(first.image.equals(again.image)).toBe(true);
    expect(first.truth.generator.sides).toBe('back');
    // The back prints no place of birth; its MRZ gives the number and the dates.
    expect(first.truth.fields.placeOfBirth).toBeUndefined();
    expect(Object.keys(first.truth.fields)).toEqual(expect.arrayContaining(['documentNumber', 'dateOfBirth', 'expiryDate', 'address', 'mrz']));
  });
});
