import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '../../src/errors/catalogue';

describe("README's error table", () => {
  it('lists exactly the catalogue: every reason with its status', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| (\d{3}) \| ([A-Z_]+) \|/gm)].map((m) => [m[2], Number(m[1])]);
    const catalogue = Object.entries(ERROR_CATALOGUE).map(([reason, entry]) => [reason, entry.status]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(catalogue));
  });
});
