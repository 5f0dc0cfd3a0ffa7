import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IoError } from '@execret/core';
import { Language as TreeSitterLanguage, Parser } from 'web-tree-sitter';

let runtimeReady: Promise<void> | undefined;

/**
 * Loads a tree-sitter grammar: `grammar` is a path or the bytes of its `.wasm`; by default the
 * copy of `<grammarPackage>.wasm` this package ships (see {@link bundledGrammar}).
 */
export async function loadGrammar(grammarPackage: string, grammar?: string | Uint8Array): Promise<TreeSitterLanguage> {
  runtimeReady ??= Parser.init();
  await runtimeReady;
  return TreeSitterLanguage.load(grammar ?? bundledGrammar(grammarPackage));
}

/**
 * The grammar file this package ships: `grammars/<grammarPackage>.wasm` at the package root
 * (copied from the pinned grammar package by the build), found from this module whether it runs
 * from `dist/` or `src/`. In a checkout that was not built yet, the devDependency's own copy.
 *
 * @throws IoError when neither exists.
 */
export function bundledGrammar(grammarPackage: string): string {
  const file = `${grammarPackage}.wasm`;
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@execret/mutator') {
      const shipped = join(folder, 'grammars', file);
      if (existsSync(shipped)) return shipped;
      break;
    }
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  try {
    return createRequire(import.meta.url).resolve(`${grammarPackage}/${file}`);
  } catch (error) {
    throw new IoError(`@execret/mutator: grammars/${file} is missing from the package; reinstall it (in a checkout: npm run build)`, { file: `grammars/${file}` }, error);
  }
}
