/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/support/node-environment.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testTimeout: 60000,
  // Three at once on the 2-core CI machine (jest's default there is one): most suites wait on Redis, child
  // processes or sockets, and run beside the OCR suites at little cost to them. Measured 2026-11-27 on the whole
  // suite: jest 271 s with three, 301-326 s with two (the CPU is then busy 97 % of the run, against 81 %).
  maxWorkers: 3,
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.js',
  // A contributor's kind generator (fixtures/<kind>/generator.js) requires the generator package, whose main is
  // its build output: tests give it the sources, so they need no build of it.
  moduleNameMapper: { '^(\\.\\./)+packages/fixture-generator$': '<rootDir>/packages/fixture-generator/src/index.ts' },
};
