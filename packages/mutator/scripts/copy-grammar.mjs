// Copies the tree-sitter WebAssembly grammars (and their licences) from the pinned
// devDependencies into grammars/, which the package ships: the mutator loads each grammar as
// WebAssembly, so installing it never pulls in a grammar package's native build tooling.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GRAMMARS = ['tree-sitter-python', 'tree-sitter-go', 'tree-sitter-java', 'tree-sitter-rust', 'tree-sitter-cpp'];

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(packageRoot, 'grammars');
mkdirSync(target, { recursive: true });
for (const name of GRAMMARS) {
  const grammarPackage = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  copyFileSync(join(grammarPackage, `${name}.wasm`), join(target, `${name}.wasm`));
  copyFileSync(join(grammarPackage, 'LICENSE'), join(target, `LICENSE-${name}`));
}
