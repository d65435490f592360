import { buildTd3Mrz } from './build-td3-mrz';
import { CalendarDate } from './calendar-date';
import { COUNTRY_CODES, COUNTRY_PROFILES } from './countries';
import { createRng, deriveSeed, type Rng } from './prng';
import type { CountryCode, CountryProfile, Identity, Sex } from './types';

/**
 * The generator's "today". Fixed, so a seed gives the same passport next year too; every document is valid on
 * this day, and two-digit years read back unambiguously around it (contract section 1).
 */
export const REFERENCE_DATE = new CalendarDate(2026, 11, 1);

/** The country a seed maps to when none is asked for. */
export function countryForSeed(seed: number): CountryCode {
  return createRng(deriveSeed(seed, 'country')).pick(COUNTRY_CODES);
}

/** A random but plausible passport holder and document for `country`, fully determined by `seed`. */
export function makeIdentity(seed: number, country: CountryCode = countryForSeed(seed)): Identity {
  const profile = COUNTRY_PROFILES[country];
  const rng = createRng(deriveSeed(seed, `identity:${country}`));

  const sex: Sex = rng.chance(0.5) ? 'F' : 'M';
  const givenNames = pickGivenNames(rng, profile, sex);
  const surname = pickSurname(rng, profile);
  const birthDate = pickBirthDate(rng);
  const { issueDate, expiryDate } = pickValidity(rng, profile, birthDate);
  const passportNumber = profile.passportNumber(rng);
  const personalNumber = profile.personalNumber ? profile.personalNumber(rng) : '';
  const birthPlace = rng.pick(profile.birthPlaces);
  const authority = rng.pick(profile.authorities);
  const extras = profile.extras ? profile.extras(rng, sex) : {};

  const mrz = buildTd3Mrz({
    stateCode: profile.mrzCode,
    surname,
    givenNames,
    documentNumber: passportNumber,
    birthDate,
    sex,
    expiryDate,
    personalNumber,
    emptyPersonalCheck: profile.emptyPersonalCheck,
  });

  return {
    country,
    surname,
    givenNames,
    sex,
    sexPrinted: profile.sexPrinted(sex),
    birthDate,
    birthPlace,
    issueDate,
    expiryDate,
    authority,
    nationality: profile.nationality,
    passportNumber,
    personalNumber,
    mrz,
    extras,
  };
}

function pickGivenNames(rng: Rng, profile: CountryProfile, sex: Sex): string {
  const pool = sex === 'F' ? profile.names.female : profile.names.male;
  const first = rng.pick(pool);
  if (!rng.chance(profile.names.secondGivenChance)) return first;
  let second = rng.pick(pool);
  for (let tries = 0; second === first && tries < 5; tries++) second = rng.pick(pool);
  if (second === first) return first;
  return `${first}${profile.names.givenSeparator ?? ' '}${second}`;
}

function pickSurname(rng: Rng, profile: CountryProfile): string {
  const first = rng.pick(profile.names.surnames);
  if (!profile.names.doubleSurname) return first;
  let second = rng.pick(profile.names.surnames);
  while (second === first) second = rng.pick(profile.names.surnames);
  return `${first} ${second}`;
}

/** Mostly adults; about one in eight a child, whose passports run for fewer years. */
function pickBirthDate(rng: Rng): CalendarDate {
  const age = rng.chance(0.12) ? rng.int(1, 17) : rng.int(18, 84);
  // A birthday within the year after (reference − age − 1 years) makes the holder `age` on the reference date.
  return REFERENCE_DATE.addYears(-age - 1).addDays(rng.int(1, 364));
}

/**
 * An issue date in the past and an expiry after the reference date; the validity depends on the age at issue,
 * which depends on the issue date, so draw until the pair is consistent.
 */
function pickValidity(
  rng: Rng,
  profile: CountryProfile,
  birthDate: CalendarDate,
): { issueDate: CalendarDate; expiryDate: CalendarDate } {
  const earliest = Math.max(birthDate.dayNumber() + 30, REFERENCE_DATE.addYears(-10).dayNumber() + 30);
  const latest = REFERENCE_DATE.dayNumber() - 7;
  for (let tries = 0; tries < 200; tries++) {
    const issueDate = CalendarDate.fromDayNumber(rng.int(earliest, latest));
    const validity = profile.validity(birthDate.yearsUntil(issueDate), rng);
    let expiryDate = issueDate.addYears(validity.years);
    if (validity.minusOneDay) expiryDate = expiryDate.addDays(-1);
    if (expiryDate.dayNumber() > REFERENCE_DATE.dayNumber() + 30) return { issueDate, expiryDate };
  }
  throw new Error('could not find a consistent issue and expiry date');
}
