import { definePackageConfig } from '../../tsup.config.base.js';

export default definePackageConfig({
  entry: ['src/index.ts'],
  // `stemmer` is ESM-only; bundling it (about 8 kB) keeps the CommonJS build loadable with require().
  noExternal: ['stemmer'],
});
