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

// The API a contributor's kind generator uses (fixtures/<kind>/generator.js, CONTRIBUTING.md): what it returns
// (KindGenerator: the card's layout in millimetres and the identity's fields), and the building blocks the
// repository's own kinds use.
export type { GeneratedDocument, KindGenerator } from './kinds/kind-generator';
export type { CardSpec, CardBackground, CardElement, FieldElement, TextElement, PhotoElement, RectElement, SignatureElement, MrzElement, BarcodeElement, FontName } from './card/card-spec';
export { buildTd1Mrz } from './build-td1-mrz';
export type { Td1Input } from './build-td1-mrz';
export { CalendarDate, pad2 } from './calendar-date';
export { createRng, deriveSeed } from './prng';
export type { Rng } from './prng';
