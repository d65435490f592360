/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/support/node-environment.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testTimeout: 60000,
  // Two at once on the 2-core CI machine (jest's default there is one): most suites wait on Redis, child
  // processes or sockets, and run beside an OCR suite at little cost to it.
  maxWorkers: 2,
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.js',
  // A contributor's kind generator (fixtures/<kind>/generator.js) requires the generator package, whose main is
  // its build output: tests give it the sources, so they need no build of it.
  moduleNameMapper: { '^(\\.\\./)+packages/fixture-generator$': '<rootDir>/packages/fixture-generator/src/index.ts' },
};
