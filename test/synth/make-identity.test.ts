import { COUNTRY_CODES, COUNTRY_PROFILES, REFERENCE_DATE, makeIdentity, makePassportTruth } from '../../packages/fixture-generator/src';
import type { CountryCode, GroundTruth } from '../../packages/fixture-generator/src';
import { expectedMrzName, failingChecks, mrzDate, readLine2 } from './icao-reference';

const TODAY = REFERENCE_DATE.iso();
const FIELD_NAMES = ['passportNumber', 'name', 'gender', 'birthDay', 'birthPlace', 'issueDay', 'expiryDay',
  'issuePlace', 'nationality', 'mrz'];

/** 60 seeds for every country, plus 200 seeds left to pick their own country. */
function sampleTruths(): GroundTruth[] {
  const truths: GroundTruth[] = [];
  for (const country of COUNTRY_CODES) {
    for (let seed = 1; seed <= 60; seed++) truths.push(makePassportTruth(seed * 7919, country));
  }
  for (let seed = 5000; seed < 5200; seed++) truths.push(makePassportTruth(seed));
  return truths;
}

const truths = sampleTruths();

function mrzLines(truth: GroundTruth): [string, string] {
  const parts = truth.fields.mrz.split('\\n');
  expect(parts).toHaveLength(2);
  return [parts[0], parts[1]];
}

describe('synthetic passport identities', () => {
  it('gives the same truth for the same seed and country', () => {
    for (const country of COUNTRY_CODES) {
      expect(makePassportTruth(424242, country)).toEqual(makePassportTruth(424242, country));
    }
    expect(makePassportTruth(77)).toEqual(makePassportTruth(77));
  });

  it('gives different people for different seeds', () => {
    const names = new Set(truths.map((t) => `${t.fields.name}|${t.fields.birthDay}|${t.fields.passportNumber}`));
    expect(names.size).toBe(truths.length);
  });

  it('uses every country and both sexes', () => {
    expect(new Set(truths.map((t) => t.generator.country))).toEqual(new Set(COUNTRY_CODES));
    expect(new Set(truths.map((t) => readLine2(mrzLines(t)[1]).sex))).toEqual(new Set(['F', 'M']));
  });

  it('writes exactly the ten passport fields, all non-empty strings', () => {
    for (const truth of truths) {
      expect(truth.documentType).toBe('passport');
      expect(Object.keys(truth.fields).sort()).toEqual([...FIELD_NAMES].sort());
      for (const value of Object.values(truth.fields)) {
        expect(typeof value).toBe('string');
        expect(value).not.toBe('');
        expect(value).toBe(value.trim());
        expect(value).not.toMatch(/\s{2}/);
      }
    }
  });

  it('builds TD3 lines of 44 MRZ characters whose check digits hold (7-3-1, computed here)', () => {
    for (const truth of truths) {
      const [line1, line2] = mrzLines(truth);
      expect(line1).toMatch(/^P<[A-Z<]{42}$/);
      expect(line2).toMatch(/^[A-Z0-9<]{44}$/);
      expect({ mrz: truth.fields.mrz, failing: failingChecks(line2) }).toEqual({ mrz: truth.fields.mrz, failing: [] });
    }
  });

  it('detects a wrong check digit (the reference check is not vacuous)', () => {
    const line2 = mrzLines(truths[0])[1];
    const broken = line2.slice(0, 9) + String((Number(line2[9]) + 1) % 10) + line2.slice(10);
    expect(failingChecks(broken)).toContain('number');
  });

  it('encodes in the MRZ what the VIZ truth says: number, dates, sex, state and name', () => {
    for (const truth of truths) {
      const [line1, line2] = mrzLines(truth);
      const mrz = readLine2(line2);
      const f = truth.fields;
      const state = truth.generator.country === 'DEU' ? 'D<<' : truth.generator.country;

      expect(mrz.number.replace(/<+$/, '')).toBe(f.passportNumber);
      expect(mrzDate(mrz.birth, 'birth', TODAY)).toBe(f.birthDay);
      expect(mrzDate(mrz.expiry, 'expiry', TODAY)).toBe(f.expiryDay);
      const sex = f.gender === 'V/F' ? 'F' : f.gender === 'M/M' ? 'M' : f.gender;
      expect(mrz.sex).toBe(sex);
      expect(mrz.nationality).toBe(state);
      expect(line1.slice(2, 5)).toBe(state);
      expect(line1.slice(5)).toContain('<<');
    }
  });

  it('transliterates the printed surname and given names into the MRZ name field', () => {
    for (const country of COUNTRY_CODES) {
      for (let seed = 1; seed <= 40; seed++) {
        const identity = makeIdentity(seed, country);
        const name = `${expectedMrzName(identity.surname)}<<${expectedMrzName(identity.givenNames)}`;
        const field = identity.mrz[0].slice(5);
        if (name.length <= 39) expect(field).toBe(name.padEnd(39, '<'));
        else expect(name.startsWith(field.replace(/<+$/, ''))).toBe(true);
      }
    }
  });

  it('puts the name as given names then surname, as printed', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const identity = makeIdentity(seed, 'FRA');
      const truth = makePassportTruth(seed, 'FRA');
      expect(truth.fields.name).toBe(`${identity.givenNames} ${identity.surname}`);
      expect(identity.surname).toBe(identity.surname.toUpperCase());
    }
  });

  it('issues before the reference date and expires after it, 3, 5, 6 or 10 years on', () => {
    for (const truth of truths) {
      const f = truth.fields;
      expect(f.birthDay < f.issueDay).toBe(true);
      expect(f.issueDay <= TODAY).toBe(true);
      expect(f.expiryDay > TODAY).toBe(true);
      const issue = new Date(`${f.issueDay}T00:00:00Z`);
      const candidates = [3, 5, 6, 10].flatMap((years) => {
        const same = new Date(issue);
        same.setUTCFullYear(issue.getUTCFullYear() + years);
        if (same.getUTCDate() !== issue.getUTCDate()) same.setUTCDate(0); // 29 February → 28
        const before = new Date(same.getTime() - 86_400_000);
        return [same.toISOString().slice(0, 10), before.toISOString().slice(0, 10)];
      });
      expect(candidates).toContain(f.expiryDay);
    }
  });

  it('follows each country\'s number format', () => {
    const formats: Record<CountryCode, RegExp> = {
      GBR: /^\d{9}$/, // e.g. 545120873
      DEU: /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, // e.g. C4J9RKZ07
      FRA: /^\d{2}[A-Z]{2}\d{5}$/, // e.g. 19KF40386
      ESP: /^[A-Z]{3}\d{6}$/, // e.g. PAK482915
      NLD: /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, // e.g. NW4FK8L01
      ITA: /^[A-Z]{2}\d{7}$/, // e.g. YB4820917
      USA: /^\d{9}$/, // e.g. 561038427
      CAN: /^[A-Z]{2}\d{6}$/, // e.g. HK482915
      XVD: /^[A-Z]\d{5}[A-Z]\d{2}$/, // e.g. K48209T17
    };
    for (const truth of truths) {
      expect(truth.fields.passportNumber).toMatch(formats[truth.generator.country]);
    }
  });

  it('prints dates in each country\'s style', () => {
    const examples: Array<[CountryCode, RegExp]> = [
      ['GBR', /^\d{2} [A-Z]{3} \/[A-Z]{3,4} \d{2}$/], // e.g. 12 AUG /AOUT 74
      ['DEU', /^\d{2}\.\d{2}\.\d{4}$/], // e.g. 12.08.1974
      ['FRA', /^\d{2} \d{2} \d{4}$/], // e.g. 12 08 1974
      ['NLD', /^\d{2} [A-Z]{3}\/[A-Z]{3} \d{4}$/], // e.g. 12 OKT/OCT 1974
      ['USA', /^\d{2} [A-Z][a-z]{2} \d{4}$/], // e.g. 12 Aug 1974
    ];
    for (const [country, pattern] of examples) {
      const identity = makeIdentity(11, country);
      expect(COUNTRY_PROFILES[country].formatDate(identity.birthDate)).toMatch(pattern);
    }
  });
});
