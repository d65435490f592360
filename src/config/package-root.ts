import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the service's package.json, rules/ and schemas/, found by walking up from this module:
 * the same from src/ (tests), dist/ (the built service, the image) and the copies of service modules the
 * fixture generator and the benchmark compile into their own output folders.
 */
export const PACKAGE_ROOT = findPackageRoot(__dirname);

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'schemas', 'rules.schema.json')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no idocr package (package.json with schemas/rules.schema.json) above ${from}`);
  }
}
