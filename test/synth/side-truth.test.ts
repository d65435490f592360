import path from 'node:path';
import { FIXTURES_DIR, kindFolders } from '../support/fixtures';
import { knownKinds, loadKindGenerator } from '../../packages/fixture-generator/src/kinds/load-kind-generator';
import type { KindGenerator } from '../../packages/fixture-generator/src/kinds/kind-generator';
import type { CardSpec } from '../../packages/fixture-generator/src/card/card-spec';
import { sideTruth } from '../../packages/fixture-generator/src/card/side-truth';
import { createRng, deriveSeed } from '../../packages/fixture-generator/src/prng';

/**
 * A photo of one side is scored only on what that side shows, so the per-side lists must be complete: every
 * field a document has is on one side or the other, for every card kind over several seeds (and so over their
 * layouts: Spanish DNI models, US states, Canadian provinces).
 */
function generatorFor(kind: string): KindGenerator {
  if (knownKinds().includes(kind)) return loadKindGenerator(kind);
  return (require(path.join(FIXTURES_DIR, kind, 'generator.js')) as { generator: KindGenerator }).generator;
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const kinds = kindFolders().filter((kind) => kind !== 'passport');

describe.each(kinds)('%s sides', (kind) => {
  it('put every field the document has on its front or its back, and list only fields of the kind', () => {
    for (const seed of SEEDS) {
      const generated = generatorFor(kind).generate(createRng(deriveSeed(seed, 'identity')));
      if (generated.sides.length === 1) {
        expect(sideTruth(kind, generated, 'front')).toEqual(generated.fields);
        continue;
      }
      expect(generated.sideFields).toHaveLength(2);
      const shown = new Set([...Object.keys(sideTruth(kind, generated, 'front')), ...Object.keys(sideTruth(kind, generated, 'back'))]);
      const missing = Object.keys(generated.fields).filter((field) => generated.fields[field] !== '' && !shown.has(field));
      expect({ seed, missing }).toEqual({ seed, missing: [] });
      for (const side of ['front', 'back'] as const) {
        const fields = sideTruth(kind, generated, side);
        for (const [field, value] of Object.entries(fields)) expect(value).toBe(generated.fields[field]);
      }
      expect(sideTruth(kind, generated, 'both')).toEqual(generated.fields);
      // A value printed as a line of its own on a side is listed for that side (catches a field put on the wrong one).
      const unlisted = (['front', 'back'] as const).flatMap((side, i) => {
        const lines = printedLines(generated.sides[i]);
        const listed = sideTruth(kind, generated, side);
        return Object.entries(generated.fields)
          .filter(([field, value]) => value !== '' && lines.has(value) && !(field in listed))
          .map(([field]) => `${side}:${field}`);
      });
      expect({ seed, unlisted }).toEqual({ seed, unlisted: [] });
    }
  });
});

/** Texts and whole field values (a line of an address may equal a place of birth by chance: not its own line). */
function printedLines(side: CardSpec): Set<string> {
  return new Set(side.elements.flatMap((e) => (e.type === 'text' ? [e.text] : e.type === 'field' ? [e.value.join(' ')] : [])));
}

describe('a side with an MRZ', () => {
  it('gives the fields its MRZ spells as printed, and not a name the MRZ transliterates', () => {
    const generator = loadKindGenerator('de_id_card');
    const seed = SEEDS.concat(Array.from({ length: 40 }, (_, i) => 100 + i)).find((s) => /[ÄÖÜ]/.test(generator.generate(createRng(deriveSeed(s, 'identity'))).fields.lastName));
    expect(seed).toBeDefined();
    const generated = generator.generate(createRng(deriveSeed(seed!, 'identity')));
    const back = sideTruth('de_id_card', generated, 'back');
    expect(back).toMatchObject({ documentNumber: generated.fields.documentNumber, dateOfBirth: generated.fields.dateOfBirth, expiryDate: generated.fields.expiryDate });
    expect(back.lastName).toBeUndefined();
    expect(back.placeOfBirth).toBeUndefined();
  });
});
