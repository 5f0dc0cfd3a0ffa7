import { createMutationEngine } from './mutation-engine.js';
import type { MutationEngine } from './mutation-engine.js';
import type { MutateOptions, MutationResult } from './mutation-result.js';

let sharedEngine: Promise<MutationEngine> | undefined;

/**
 * Every candidate single-statement edit of `source`, in source order (see
 * {@link MutationEngine.mutate}). The first call loads the Python grammar (WebAssembly), which is
 * why this is asynchronous; later calls reuse one engine for the process. To mutate many sources
 * synchronously, `await createMutationEngine()` once and call its `mutate`.
 */
export async function mutate(source: string, options: MutateOptions): Promise<MutationResult> {
  sharedEngine ??= createMutationEngine();
  let engine: MutationEngine;
  try {
    engine = await sharedEngine;
  } catch (error) {
    // A failed grammar load must not poison later calls.
    sharedEngine = undefined;
    throw error;
  }
  return engine.mutate(source, options);
}
