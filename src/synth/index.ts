/**
 * Synthetic passport data pages with exact ground truth, for tests, fixtures and benchmarks. Development
 * tooling: the service never imports this.
 */
import { makeGroundTruth } from './make-ground-truth';
import { countryForSeed, makeIdentity } from './make-identity';
import type { HardEffect } from './hard/hard-effects';
import type { CountryCode, GroundTruth, Variant } from './types';

export { renderPassport } from './render-passport';
export type { RenderOptions, RenderedPassport } from './render-passport';
export { makeIdentity, countryForSeed, REFERENCE_DATE } from './make-identity';
export { makeGroundTruth } from './make-ground-truth';
export { buildTd3Mrz } from './build-td3-mrz';
export { transliterateMrz } from './transliterate-mrz';
export { COUNTRY_CODES, COUNTRY_PROFILES, isCountryCode } from './countries';
export type { CountryCode, GroundTruth, Identity, PassportFields, Variant } from './types';
export { HARD_EFFECTS, hardEffectForIndex, isHardEffect } from './hard/hard-effects';
export type { HardEffect } from './hard/hard-effects';

/** The ground truth alone (no rendering, no fonts needed): what `renderPassport` would return as `truth`. */
export function makePassportTruth(seed: number, country?: CountryCode, variant: Variant = 'clean', effect?: HardEffect): GroundTruth {
  const code = country ?? countryForSeed(seed);
  return makeGroundTruth(makeIdentity(seed, code), seed, variant, effect);
}
