import fs from 'node:fs';
import path from 'node:path';
import { renderPassport } from '../../packages/fixture-generator/src';
import { PACKAGE_ROOT } from '../../src/config/package-root';

export type ImageSet = 'clean' | 'camera';

export interface BenchImage {
  name: string;
  set: ImageSet;
  bytes: Buffer;
}

/** The committed passport fixtures. */
export const FIXTURES_DIR = path.join(PACKAGE_ROOT, 'fixtures', 'passport');

// Far from the fixtures' seeds (1000…), so the extra renders are other holders and countries.
const SYNTH_SEED = 5000;

/**
 * `count` images of one set: the committed fixtures first (sorted by name), then in-memory synthetic renders
 * to make up the number. `count` undefined means every fixture plus `extra` renders.
 */
export async function loadImages(set: ImageSet, count: number | undefined, extra: number): Promise<{ images: BenchImage[]; note?: string }> {
  const files = fs
    .readdirSync(FIXTURES_DIR)
    .filter((name) => name.startsWith(`${set}-`) && name.endsWith('.jpg'))
    .sort();
  const wanted = count ?? files.length + extra;
  const images: BenchImage[] = files.slice(0, wanted).map((name) => ({ name, set, bytes: fs.readFileSync(path.join(FIXTURES_DIR, name)) }));
  for (let i = 0; images.length < wanted; i++) {
    try {
      const { image, truth } = await renderPassport(SYNTH_SEED + i, { camera: set === 'camera' });
      images.push({ name: `synth-${truth.generator.country.toLowerCase()}-${truth.generator.seed}`, set, bytes: image });
    } catch (error) {
      // The renderer needs the system fonts; without them the bench still runs on the fixtures.
      return { images, note: `synthetic ${set} renders skipped: ${(error as Error).message}` };
    }
  }
  return { images };
}
