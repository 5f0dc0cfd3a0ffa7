import { definePackageConfig } from '../../tsup.config.base.js';

export default definePackageConfig({
  entry: ['src/index.ts'],
  // The CJS build needs import.meta.url to find tree-sitter-python.wasm.
  shims: true,
  // web-tree-sitter's declarations (reached through PythonSyntaxNode) name the global
  // EmscriptenModule without referencing its package: pull @types/emscripten (a dependency) in
  // even for consumers whose tsconfig lists `types` explicitly.
  dts: { banner: '/// <reference types="emscripten" />' },
});
