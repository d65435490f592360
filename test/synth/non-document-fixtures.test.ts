import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURES_DIR } from '../support/fixtures';
import { documentTypeForIndex, NON_DOCUMENT_SCENES, renderNonDocument, type NonDocumentTruth } from '../../packages/fixture-generator/src/non-documents';

/**
 * fixtures/non-documents is what `npm run fixtures:non-documents -- --seed 900000` makes: every truth follows
 * from its generator block, every image is a small JPEG of the long side it names, and the folder stays small.
 */
const DIR = path.join(FIXTURES_DIR, 'non-documents');
const FIRST_SEED = 900000;
const VARIANTS = 3;
const MAX_FOLDER_BYTES = 4 * 1024 * 1024;

const truths = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.ocr.json'))
  .sort()
  .map((name) => ({ base: name.replace(/\.json$/, ''), truth: JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8')) as NonDocumentTruth }));

describe('the committed non-document pictures', () => {
  it('are every scene in every variant of the run, each truth what its seed makes', () => {
    const expected = NON_DOCUMENT_SCENES.flatMap((scene, s) =>
      Array.from({ length: VARIANTS }, (_, v) => {
        const i = s * VARIANTS + v;
        return { base: `${scene.name}-${String(v + 1).padStart(2, '0')}`, documentType: documentTypeForIndex(i), seed: FIRST_SEED + i, scene: scene.name, variant: v };
      }),
    );
    const committed = truths.map(({ base, truth }) => ({ base, documentType: truth.documentType, seed: truth.generator.seed, scene: truth.generator.scene, variant: truth.generator.variant }));
    expect(committed).toEqual(expected.sort((a, b) => a.base.localeCompare(b.base)));
    for (const { truth } of truths) expect({ fields: truth.fields, expectedError: truth.expectedError }).toEqual({ fields: {}, expectedError: 'UNREADABLE_IMAGE' });
  });

  it('are JPEGs without metadata, 400-1600 px on the long side as their generator block says, under 4 MB together', async () => {
    let bytes = 0;
    for (const { base, truth } of truths) {
      const file = path.join(DIR, `${base}.jpg`);
      bytes += fs.statSync(file).size + fs.statSync(path.join(DIR, `${base}.json`)).size;
      const meta = await sharp(file).metadata();
      const longSide = Math.max(meta.width!, meta.height!);
      expect({ base, format: meta.format, exif: meta.exif === undefined, longSide }).toEqual({ base, format: 'jpeg', exif: true, longSide: truth.generator.longSide });
      expect(longSide).toBeGreaterThanOrEqual(400);
      expect(longSide).toBeLessThanOrEqual(1600);
    }
    expect(bytes).toBeLessThan(MAX_FOLDER_BYTES);
  });

  it('are drawn the same from the same seed (a scene without text, so fonts play no part)', async () => {
    const { truth } = truths.find((t) => t.base === 'landscape-01')!;
    const scene = NON_DOCUMENT_SCENES.find((s) => s.name === 'landscape')!;
    const [a, b] = await Promise.all([0, 1].map(() => renderNonDocument(scene, truth.generator.seed, truth.generator.variant, truth.documentType)));
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.truth).toEqual(truth);
  });
});
