// Copies the tree-sitter-python WebAssembly grammar (and its licence) from the pinned
// devDependency into grammars/, which the package ships: the mutator loads the grammar as
// WebAssembly, so installing it never pulls in tree-sitter-python's native build tooling.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const grammarPackage = dirname(createRequire(import.meta.url).resolve('tree-sitter-python/package.json'));
const target = join(packageRoot, 'grammars');
mkdirSync(target, { recursive: true });
copyFileSync(join(grammarPackage, 'tree-sitter-python.wasm'), join(target, 'tree-sitter-python.wasm'));
copyFileSync(join(grammarPackage, 'LICENSE'), join(target, 'LICENSE-tree-sitter-python'));
