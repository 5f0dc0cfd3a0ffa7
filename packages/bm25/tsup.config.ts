import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  target: 'node20',
  platform: 'node',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: false,
  treeshake: true,
  // `stemmer` is ESM-only; bundling it (about 8 kB) keeps the CommonJS build loadable with require().
  noExternal: ['stemmer'],
});
