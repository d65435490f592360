import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { COUNTRY_CODES, makePassportTruth } from '../../packages/fixture-generator/src';
import type { CountryCode, GroundTruth, Variant } from '../../packages/fixture-generator/src';
import { failingChecks } from './icao-reference';

// heic-decode ships no types; this is the part of its API the test uses.
const decodeHeic = require('heic-decode') as (input: { buffer: Buffer }) => Promise<{ width: number; height: number }>;

const DIR = join(__dirname, '..', '..', 'fixtures', 'passport');
const FIELD_NAMES = ['passportNumber', 'name', 'gender', 'birthDay', 'birthPlace', 'issueDay', 'expiryDay',
  'issuePlace', 'nationality', 'mrz'];
const IMAGE = /\.(jpg|png|heic)$/;
const MAX_BYTES = 400 * 1024;

const files = readdirSync(DIR);
const images = files.filter((f) => IMAGE.test(f));
// `<fixture>.todo.json` lists a fixture's known OCR misses (see test/golden), `<fixture>.ocr.json` what OCR read
// of it (test/golden/replay-fixtures); the rest is ground truth.
const TODO = /\.todo\.json$/;
const RECORD = /\.ocr\.json$/;
const jsons = files.filter((f) => f.endsWith('.json') && !TODO.test(f) && !RECORD.test(f));
const todos = files.filter((f) => TODO.test(f));
const base = (file: string) => file.replace(/\.[^.]+$/, '');

function readTruth(file: string): GroundTruth {
  return JSON.parse(readFileSync(join(DIR, file), 'utf8')) as GroundTruth;
}

describe('committed passport fixtures', () => {
  it('pairs every image with one JSON of the same base name, and nothing else lies there', () => {
    expect(images.map(base).sort()).toEqual(jsons.map(base).sort());
    expect(files.filter((f) => !IMAGE.test(f) && !f.endsWith('.json'))).toEqual([]);
    for (const todo of todos) expect(images.map(base)).toContain(todo.replace(TODO, ''));
    expect(files.filter((f) => RECORD.test(f)).map((f) => f.replace(RECORD, '')).sort()).toEqual(images.map(base).sort());
  });

  it('has 8 clean fixtures over at least 6 countries and both sexes, 4 camera ones, one HEIC and 9 hard ones', () => {
    const clean = jsons.filter((f) => f.startsWith('clean-')).map(readTruth);
    expect(clean).toHaveLength(8);
    expect(new Set(clean.map((t) => t.generator.country)).size).toBeGreaterThanOrEqual(6);
    const sexes = new Set(clean.map((t) => t.fields.mrz.split('\\n')[1][20]));
    expect(sexes).toEqual(new Set(['F', 'M']));
    expect(jsons.filter((f) => f.startsWith('camera-'))).toHaveLength(4);
    expect(images.filter((f) => f.startsWith('heic-'))).toHaveLength(1);
    // The hard set (one HEIC among them) is checked by hard-fixtures.test.ts.
    expect(jsons.filter((f) => f.startsWith('hard-'))).toHaveLength(9);
  });

  it.each(jsons)('%s is well-formed ground truth with exactly the ten passport fields', (file) => {
    const truth = readTruth(file);
    expect(Object.keys(truth).sort()).toEqual(['documentType', 'fields', 'generator']);
    expect(truth.documentType).toBe('passport');
    expect(Object.keys(truth.fields).sort()).toEqual([...FIELD_NAMES].sort());
    for (const value of Object.values(truth.fields)) {
      expect(typeof value).toBe('string');
      expect(value).not.toBe('');
    }
    const f = truth.fields;
    for (const date of [f.birthDay, f.issueDay, f.expiryDay]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    // Two lines joined by a backslash and an n (the JSON text holds "\\n"), never a real line break.
    expect(f.mrz).toMatch(/^[A-Z0-9<]{44}\\n[A-Z0-9<]{44}$/);
    expect(failingChecks(f.mrz.split('\\n')[1])).toEqual([]);
  });

  it.each(jsons)('%s matches its file name and what the generator makes from its seed', (file) => {
    const truth = readTruth(file);
    const [prefix, country] = base(file).split('-');
    const { seed, variant } = truth.generator;
    expect(Number.isInteger(seed)).toBe(true);
    expect(COUNTRY_CODES).toContain(truth.generator.country);
    expect(country).toBe(truth.generator.country.toLowerCase());
    expect(prefix === 'heic' ? 'clean' : prefix).toBe(variant);
    expect(truth).toEqual(makePassportTruth(seed, truth.generator.country as CountryCode, variant as Variant, truth.generator.effect));
  });

  it.each(images.filter((f) => /^(clean|camera)-.*\.jpg$/.test(f)))('%s decodes at the expected size and is small', async (file) => {
    const bytes = readFileSync(join(DIR, file));
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    if (file.startsWith('clean-')) expect([meta.width, meta.height]).toEqual([1250, 880]);
    else expect((meta.width ?? 0) > 1250 && (meta.height ?? 0) > 880).toBe(true);
  });

  it('has a real HEVC-coded HEIC (brand heic) that decodes to the page size', async () => {
    const file = images.find((f) => f.startsWith('heic-'));
    expect(file).toBeDefined();
    const bytes = readFileSync(join(DIR, file as string));
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('heic');
    const decoded = await decodeHeic({ buffer: bytes });
    expect([decoded.width, decoded.height]).toEqual([1250, 880]);
  });
});
