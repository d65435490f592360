import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURES_DIR, kindFolders } from '../support/fixtures';
import { knownKinds, loadKindGenerator } from '../../packages/fixture-generator/src/kinds/load-kind-generator';
import type { KindGenerator } from '../../packages/fixture-generator/src/kinds/kind-generator';
import { makeDocumentTruth, renderDocument } from '../../packages/fixture-generator/src/card/render-document';
import { makePassportTruth, type CountryCode } from '../../packages/fixture-generator/src';
import { createRng, deriveSeed } from '../../packages/fixture-generator/src/prng';
import { SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import { WEB_FONTS, webSidesForIndex, type LookCapture, type WebSides } from '../../packages/fixture-generator/src/web/web-style';

/**
 * The committed sets with the web look of every kind: `web`, eight specimen pictures as found online (400-900 px
 * JPEGs), and `scan` and `phone`, four flat scans and four phone photos of sides with the same look (colour
 * security print, portrait, overprints, one side or both). Each truth is what the generator makes from its
 * generator block, naming only fields of the kind's response. Truths are regenerated without rendering; one
 * image of each capture is rendered twice.
 */
interface Truth {
  documentType: string;
  fields: Record<string, string>;
  generator: { seed: number; variant: string; sides?: WebSides; font: string; country?: CountryCode };
}

interface LookSet {
  capture: LookCapture;
  count: number;
  /** Width in px of every image, and its largest file. */
  width: [number, number];
  maxBytes: number;
}

const LOOK_SETS: readonly LookSet[] = [
  { capture: 'web', count: 8, width: [400, 900], maxBytes: 150 * 1024 },
  // ID-1 at 12 px/mm and a TD3 page at 10 px/mm, with the scanner's margin; a phone photo adds the table.
  { capture: 'scan', count: 4, width: [1100, 1400], maxBytes: 400 * 1024 },
  { capture: 'phone', count: 4, width: [1200, 1900], maxBytes: 600 * 1024 },
];

function generatorFor(kind: string): KindGenerator | undefined {
  if (knownKinds().includes(kind)) return loadKindGenerator(kind);
  const local = path.join(FIXTURES_DIR, kind, 'generator.js');
  return fs.existsSync(local) ? (require(local) as { generator: KindGenerator }).generator : undefined;
}

const cases = kindFolders().flatMap((kind) => LOOK_SETS.map((set) => [kind, set.capture, set] as const));

describe.each(cases)('%s %s fixtures', (kind, capture, set) => {
  const dir = path.join(FIXTURES_DIR, kind);
  const files = fs.readdirSync(dir);
  const pictures = files
    .filter((name) => new RegExp(`^${capture}-[a-z0-9-]+\\.json$`).test(name) && !name.endsWith('.todo.json'))
    .sort()
    .map((name) => {
      const base = name.replace(/\.json$/, '');
      return { base, image: files.includes(`${base}.jpg`), truth: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Truth };
    });
  const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documents', `${kind}.schema.json`), 'utf8')) as { properties: Record<string, unknown> };
  const firstSeed = Math.min(...pictures.map((w) => w.truth.generator.seed));

  it(`has ${set.count}, each a JPEG beside its truth, named by index (passports by country), in a font of the set`, () => {
    expect(pictures).toHaveLength(set.count);
    for (const { base, image, truth } of pictures) {
      expect({ base, image }).toEqual({ base, image: true });
      expect(truth.generator.variant).toBe(capture);
      expect(WEB_FONTS.map((f) => f.name)).toContain(truth.generator.font);
      const index = truth.generator.seed - firstSeed;
      expect(base).toBe(kind === 'passport' ? `${capture}-${truth.generator.country!.toLowerCase()}-1` : `${capture}-${String(index + 1).padStart(2, '0')}`);
    }
  });

  it('shows one side or both as its index says (a back showing fewer than three fields gives both)', () => {
    const sides = pictures.map((w) => w.truth.generator.sides);
    if (kind === 'passport') return expect(sides.every((s) => s === undefined)).toBe(true);
    const twoSided = generatorFor(kind)!.generate(createRng(deriveSeed(firstSeed, 'identity'))).sides.length === 2;
    pictures.forEach(({ truth }, i) => {
      const wanted = twoSided ? webSidesForIndex(i) : 'front';
      expect([wanted, 'both']).toContain(truth.generator.sides);
      if (wanted !== 'back') expect(truth.generator.sides).toBe(wanted);
    });
    const fronts = pictures.filter((_, i) => webSidesForIndex(i) === 'front').length;
    if (twoSided) expect(sides.filter((s) => s === 'front')).toHaveLength(fronts);
  });

  it('each ground truth is what the generator makes from its generator block, within the response schema', () => {
    for (const { base, truth } of pictures) {
      const { seed, sides, country } = truth.generator;
      const made = kind === 'passport' ? makePassportTruth(seed, country, capture) : makeDocumentTruth(kind, seed, { web: sides, capture, generator: generatorFor(kind) });
      expect({ base, truth }).toEqual({ base, truth: made });
      expect({ base, unknown: Object.keys(truth.fields).filter((field) => !(field in schema.properties)) }).toEqual({ base, unknown: [] });
      expect({ base, scored: Object.values(truth.fields).some((value) => value !== '') }).toEqual({ base, scored: true });
    }
  });

  it(`stores each as a JPEG ${set.width[0]}-${set.width[1]} px wide, under ${set.maxBytes / 1024} KB`, async () => {
    for (const { base } of pictures) {
      const bytes = fs.readFileSync(path.join(dir, `${base}.jpg`));
      const meta = await sharp(bytes).metadata();
      expect({ base, format: meta.format, small: bytes.length < set.maxBytes }).toEqual({ base, format: 'jpeg', small: true });
      expect({ base, width: meta.width! >= set.width[0] && meta.width! <= set.width[1] }).toEqual({ base, width: true });
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

  it.each(['scan', 'phone'] as const)('taken as a %s is the same bytes from the same seed, with the web look\'s truth', async (capture) => {
    const [first, again] = [await renderDocument('de_id_card', 63101, { web: 'back', capture }), await renderDocument('de_id_card', 63101, { web: 'back', capture })];
    expect(first.image.equals(again.image)).toBe(true);
    expect(first.truth.generator.variant).toBe(capture);
    const web = makeDocumentTruth('de_id_card', 63101, { web: 'back' });
    expect({ ...first.truth, generator: { ...first.truth.generator, variant: 'web' } }).toEqual(web);
  });
});
