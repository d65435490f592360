import fs from 'node:fs';
import type { KindGenerator } from './kind-generator';

/**
 * The generator of a document kind, found by file name so that adding a kind is adding one module here (and
 * its rules file), with no list to keep in step.
 */
export function loadKindGenerator(documentType: string): KindGenerator {
  if (!/^[a-z][a-z0-9_]*$/.test(documentType)) throw new Error(`invalid document type "${documentType}"`);
  let loaded: { generator?: KindGenerator };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(`./${documentType}`) as { generator?: KindGenerator };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') throw new Error(`no fixture generator for ${documentType}; known: ${knownKinds().join(', ')}`);
    throw error;
  }
  if (!loaded.generator || loaded.generator.documentType !== documentType) throw new Error(`packages/fixture-generator/src/kinds/${documentType} does not export its generator`);
  return loaded.generator;
}

/** Document types that have a generator module beside this file. */
export function knownKinds(): string[] {
  return fs
    .readdirSync(__dirname)
    .map((name) => /^([a-z]+_[a-z0-9_]+)\.(?:ts|js)$/.exec(name)?.[1])
    .filter((name): name is string => !!name && name !== 'kind_generator')
    .sort();
}
