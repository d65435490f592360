import { createHash } from 'node:crypto';
import {
  API_KEY_LENGTH,
  formatPeriod,
  generateAccountId,
  generateApiKey,
  generateKeyId,
  hashKey,
  isWellFormedKey,
  randomAlphanumeric,
} from '../../src/auth/key-format';

describe('generateApiKey', () => {
  it('makes 32-character keys: sk_ and 29 of [A-Za-z0-9]', () => {
    const key = generateApiKey();
    expect(API_KEY_LENGTH).toBe(32);
    expect(key).toHaveLength(32);
    expect(key).toMatch(/^sk_[A-Za-z0-9]{29}$/);
    expect(isWellFormedKey(key)).toBe(true);
  });

  it('never repeats itself over 1000 keys', () => {
    const keys = Array.from({ length: 1000 }, generateApiKey);
    expect(new Set(keys).size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^sk_[A-Za-z0-9]{29}$/);
  });
});

describe('randomAlphanumeric', () => {
  it('uses the whole alphabet evenly (no modulo bias towards the first 8 characters)', () => {
    const counts = new Map<string, number>();
    for (const ch of randomAlphanumeric(248_000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // `byte % 62` without rejection makes A-H 25% more frequent than the rest.
    const firstEight = [...'ABCDEFGH'].map((ch) => counts.get(ch) ?? 0);
    const rest = [...counts.entries()].filter(([ch]) => !'ABCDEFGH'.includes(ch)).map(([, n]) => n);
    const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(firstEight) / mean(rest)).toBeLessThan(1.08);
    expect(mean(firstEight) / mean(rest)).toBeGreaterThan(0.92);
  });

  it('returns exactly the length asked for', () => {
    for (const length of [0, 1, 29, 100]) expect(randomAlphanumeric(length)).toHaveLength(length);
  });
});

describe('isWellFormedKey', () => {
  it.each([
    ['31 characters', `sk_${'a'.repeat(28)}`],
    ['33 characters', `sk_${'a'.repeat(30)}`],
    ['another prefix', `pk_${'a'.repeat(29)}`],
    ['a character outside the alphabet', `sk_${'a'.repeat(28)}-`],
    ['surrounding space', ` sk_${'a'.repeat(29)}`],
    ['empty', ''],
  ])('rejects %s', (_what, key) => {
    expect(isWellFormedKey(key)).toBe(false);
  });
});

describe('hashKey', () => {
  it('is the SHA-256 hex of the key', () => {
    expect(hashKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = generateApiKey();
    expect(hashKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashKey(key)).not.toContain(key);
  });
});

describe('ids', () => {
  it('prefixes account and key ids and keeps them distinct', () => {
    const accounts = Array.from({ length: 200 }, generateAccountId);
    const keys = Array.from({ length: 200 }, generateKeyId);
    for (const id of accounts) expect(id).toMatch(/^acc_[A-Za-z0-9]{20}$/);
    for (const id of keys) expect(id).toMatch(/^key_[A-Za-z0-9]{20}$/);
    expect(new Set([...accounts, ...keys]).size).toBe(400);
  });
});

describe('formatPeriod', () => {
  it('is the UTC calendar month', () => {
    expect(formatPeriod(new Date('2031-01-31T23:59:59.999Z'))).toBe('2031-01');
    expect(formatPeriod(new Date('2031-02-01T00:00:00.000Z'))).toBe('2031-02');
    // 23:30 on 31 December in New York is already January in UTC.
    expect(formatPeriod(new Date('2031-12-31T23:30:00-05:00'))).toBe('2032-01');
  });
});
