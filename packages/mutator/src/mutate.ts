import { createMutationEngine } from './mutation-engine.js';
import type { MutationEngine } from './mutation-engine.js';
import type { MutationLanguage } from './mutation-language.js';
import type { MutateOptions, MutationResult } from './mutation-result.js';

let sharedEngine: Promise<MutationEngine> | undefined;

/**
 * Every candidate single-statement edit of `source`, in source order (see
 * {@link MutationEngine.mutate}). The first call loads the tree-sitter grammars (WebAssembly), which is
 * why this is asynchronous; later calls reuse one engine for the process. To mutate many sources
 * synchronously, `await createMutationEngine()` once and call its `mutate`.
 */
export async function mutate(source: string, options: MutateOptions): Promise<MutationResult> {
  return (await sharedMutationEngine()).mutate(source, options);
}

/**
 * Why `source` cannot serve as a canonical of `language` (it does not parse, or does not define
 * `entryPoint`), or `undefined` when `mutate` accepts it. Importers call this to skip such tasks.
 */
export async function canonicalProblem(source: string, options: { language: MutationLanguage; entryPoint?: string }): Promise<string | undefined> {
  return (await sharedMutationEngine()).canonicalProblem(source, options);
}

async function sharedMutationEngine(): Promise<MutationEngine> {
  sharedEngine ??= createMutationEngine();
  try {
    return await sharedEngine;
  } catch (error) {
    // A failed grammar load must not poison later calls.
    sharedEngine = undefined;
    throw error;
  }
}
