#!/usr/bin/env node
/*
 * Writes synthetic documents and their ground truth to a folder:
 *   npm run fixtures -- --out fixtures/passport --count 8 --seed 1000 --variant clean
 *   npm run fixtures -- --kind de_id_card --out fixtures/de_id_card --count 10 --seed 5000 --variant camera
 *   npm run fixtures -- --kind de_id_card --out fixtures/de_id_card --count 9 --seed 62000 --variant hard
 * Image i (from 0) uses seed S+i. Passports take the i-th country of --countries (cycling) and are named
 * <prefix>-<country>-<n>; other kinds are named <prefix>-<nn>. The JSON beside each has the same base name.
 * A hard run gives image i the i-th effect of HARD_EFFECTS (cycling), so --count 9 makes one of each, or
 * --effect E for every image (to remake one fixture from its generator block). A web run of a two-sided kind
 * shows image i's side(s) by webSidesForIndex (front, back, both, ...), or --sides S for every image.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { COUNTRY_CODES, isCountryCode, renderPassport, type CountryCode } from './index';
import { renderDocument } from './card/render-document';
import { knownKinds } from './kinds/load-kind-generator';
import { HARD_EFFECTS, hardEffectForIndex, type HardEffect } from './hard/hard-effects';
import type { KindGenerator } from './kinds/kind-generator';
import { isLookCapture, WEB_SIDES, webSidesForIndex, type LookCapture, type WebSides } from './web/web-style';

interface CliOptions {
  kind: string;
  generator?: string;
  out: string;
  count: number;
  seed: number;
  variant: 'clean' | 'camera' | 'hard' | LookCapture;
  effect?: HardEffect;
  sides?: WebSides;
  countries: CountryCode[];
  format: 'jpg' | 'png';
  quality?: number;
  prefix?: string;
}

function integer(value: string): number {
  if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError('expected an integer');
  return Number(value);
}

function countryList(value: string): CountryCode[] {
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  for (const code of codes) {
    if (!isCountryCode(code)) throw new InvalidArgumentError(`unknown country ${code}; known: ${COUNTRY_CODES.join(', ')}`);
  }
  return codes as CountryCode[];
}

function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): T => {
    if (!(allowed as readonly string[]).includes(value)) throw new InvalidArgumentError(`expected one of ${allowed.join(', ')}`);
    return value as T;
  };
}

async function run(options: CliOptions): Promise<void> {
  await mkdir(options.out, { recursive: true });
  if (options.kind !== 'passport') return runKind(options);
  const perCountry = new Map<CountryCode, number>();
  for (let i = 0; i < options.count; i++) {
    const country = options.countries[i % options.countries.length];
    const n = (perCountry.get(country) ?? 0) + 1;
    perCountry.set(country, n);
    const seed = options.seed + i;
    const { image, truth, extension } = await renderPassport(seed, {
      country,
      camera: options.variant === 'camera',
      hard: hardEffect(options, i),
      web: isLookCapture(options.variant),
      capture: isLookCapture(options.variant) ? options.variant : undefined,
      format: options.format === 'png' ? 'png' : 'jpeg',
      quality: options.quality,
    });
    const base = `${options.prefix ?? options.variant}-${country.toLowerCase()}-${n}`;
    await writeFile(join(options.out, `${base}.${extension}`), image);
    await writeFile(join(options.out, `${base}.json`), `${JSON.stringify(truth, null, 2)}\n`);
    process.stdout.write(`${base}\tseed ${seed}\t${truth.fields.name}${effectNote(truth.generator)}\t${image.length} bytes\n`);
  }
}

async function runKind(options: CliOptions): Promise<void> {
  const generator = options.generator ? loadGeneratorFile(options.generator, options.kind) : undefined;
  for (let i = 0; i < options.count; i++) {
    const seed = options.seed + i;
    const { image, truth, extension } = await renderDocument(options.kind, seed, {
      camera: options.variant === 'camera',
      hard: hardEffect(options, i),
      web: isLookCapture(options.variant) ? (options.sides ?? webSidesForIndex(i)) : undefined,
      capture: isLookCapture(options.variant) ? options.variant : undefined,
      format: options.format === 'png' ? 'png' : 'jpeg',
      quality: options.quality,
      generator,
    });
    const base = `${options.prefix ?? options.variant}-${String(i + 1).padStart(2, '0')}`;
    await writeFile(join(options.out, `${base}.${extension}`), image);
    await writeFile(join(options.out, `${base}.json`), `${JSON.stringify(truth, null, 2)}\n`);
    process.stdout.write(`${base}\tseed ${seed}${effectNote(truth.generator)}\t${image.length} bytes\n`);
  }
}

/** The hard effect of image i of the run, or none for the other variants. */
function hardEffect(options: CliOptions, i: number): HardEffect | undefined {
  if (options.variant !== 'hard') return undefined;
  return options.effect ?? hardEffectForIndex(i);
}

function effectNote(generator: { effect?: string; sides?: string; font?: string }): string {
  if (generator.font) return `\t${[generator.sides, generator.font].filter(Boolean).join(', ')}`;
  return generator.effect ? `\t${generator.effect}` : '';
}

/** A contributor's generator module (CommonJS, exporting `generator`), so a new kind needs nothing in src/. */
function loadGeneratorFile(file: string, kind: string): KindGenerator {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(resolve(file)) as { generator?: KindGenerator };
  if (!loaded.generator || loaded.generator.documentType !== kind) throw new Error(`${file} must export a generator whose documentType is ${kind}`);
  return loaded.generator;
}

const program = new Command('idocr-synth')
  .description('Generate synthetic identity documents with ground-truth JSON')
  .option('--generator <file>', 'a generator module outside the repository\'s own (see CONTRIBUTING.md)')
  .option('--kind <documentType>', `passport or one of ${knownKinds().join(', ') || '(none yet)'}`, 'passport')
  .requiredOption('--out <dir>', 'output folder')
  .option('--count <n>', 'number of images', integer, 1)
  .option('--seed <s>', 'seed of the first image; image i uses seed + i', integer, 1)
  .option('--variant <v>', 'clean (flat scan), camera (photo-like), hard (worst-case photos, one effect each), web (specimen pictures as found online), scan or phone (the web look scanned flat or photographed)', oneOf(['clean', 'camera', 'hard', 'web', 'scan', 'phone'] as const), 'clean')
  .option('--effect <e>', `with --variant hard: this effect for every image instead of one per index (${HARD_EFFECTS.join(', ')})`, oneOf(HARD_EFFECTS))
  .option('--sides <s>', `with --variant web, scan or phone: this side for every image instead of one per index (${WEB_SIDES.join(', ')})`, oneOf(WEB_SIDES))
  .option('--countries <list>', `comma-separated, cycled in order (${COUNTRY_CODES.join(',')})`, countryList, COUNTRY_CODES)
  .option('--format <f>', 'jpg or png (the heic hard effect always writes .heic)', oneOf(['jpg', 'png'] as const), 'jpg')
  .option('--quality <q>', 'JPEG quality (default 92 clean, 60-85 camera, per effect for hard; heif-enc\'s for heic)', integer)
  .option('--prefix <p>', 'file name prefix instead of the variant (e.g. heic)')
  .action(async (options: CliOptions) => run(options));

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
