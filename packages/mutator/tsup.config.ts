import { definePackageConfig } from '../../tsup.config.base.js';

export default definePackageConfig({
  entry: ['src/index.ts'],
  // The CJS build needs import.meta.url to find tree-sitter-python.wasm.
  shims: true,
});
