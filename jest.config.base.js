/**
 * Shared jest configuration: ESM, TypeScript through @swc/jest (no type-checking here;
 * `npm run typecheck` runs tsc over sources and tests).
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  // Suites start real processes (sandboxed Python workers, Node children, Chromium): generous
  // limits keep a loaded 2-core CI machine from failing them on time alone.
  testTimeout: 60_000,
  clearMocks: true,
  restoreMocks: true,
};
