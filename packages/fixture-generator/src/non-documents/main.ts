#!/usr/bin/env node
/*
 * Writes pictures that are not identity documents, each with the answer it must get:
 *   npm run fixtures:non-documents -- --out fixtures/non-documents --seed 900000 --variants 3
 * Scene s (in the order of NON_DOCUMENT_SCENES), variant v is image i = s * variants + v of the run: seed S + i,
 * asked as the i-th kind of the interface (cycling), named <scene>-<nn> with nn = v + 1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { documentTypeForIndex, NON_DOCUMENT_SCENES, renderNonDocument } from './index';

interface CliOptions {
  out: string;
  seed: number;
  variants: number;
  scenes?: string[];
}

function integer(value: string): number {
  if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError('expected an integer');
  return Number(value);
}

function sceneList(value: string): string[] {
  const names = value.split(',').map((name) => name.trim());
  const known = NON_DOCUMENT_SCENES.map((scene) => scene.name);
  for (const name of names) if (!known.includes(name)) throw new InvalidArgumentError(`unknown scene ${name}; known: ${known.join(', ')}`);
  return names;
}

async function run(options: CliOptions): Promise<void> {
  await mkdir(options.out, { recursive: true });
  for (const [s, scene] of NON_DOCUMENT_SCENES.entries()) {
    // --scenes remakes some families only, with the seeds and kinds they have in a full run.
    if (options.scenes && !options.scenes.includes(scene.name)) continue;
    for (let v = 0; v < options.variants; v++) {
      const i = s * options.variants + v;
      const { image, truth } = await renderNonDocument(scene, options.seed + i, v, documentTypeForIndex(i));
      const base = `${scene.name}-${String(v + 1).padStart(2, '0')}`;
      await writeFile(join(options.out, `${base}.jpg`), image);
      await writeFile(join(options.out, `${base}.json`), `${JSON.stringify(truth, null, 2)}\n`);
      process.stdout.write(`${base}\tseed ${truth.generator.seed}\t${truth.documentType}\t${truth.generator.finish}\t${image.length} bytes\n`);
    }
  }
}

const program = new Command('idocr-synth-non-documents')
  .description('Generate pictures that hold no identity document, each answered 422 UNREADABLE_IMAGE')
  .requiredOption('--out <dir>', 'output folder')
  .option('--seed <s>', 'seed of the first image; image i uses seed + i', integer, 900000)
  .option('--variants <n>', 'pictures per scene', integer, 3)
  .option('--scenes <list>', `comma-separated, only these (${NON_DOCUMENT_SCENES.map((scene) => scene.name).join(', ')})`, sceneList)
  .action(async (options: CliOptions) => run(options));

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
