import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { InvalidArgumentError, type Language } from '@execret/core';
import { allMutators, type DroppedCandidate, type MutationCandidate } from '@execret/mutator';
import { ModuleWorker } from './module-worker.js';
import { prepareUserModule, type PreparedUserModule } from './user-module.js';
import type { LanguageOperators, UserMutators } from './user-mutators.js';

// The body of the worker (see ModuleWorker): it imports the mutation engine and the user's
// modules, finds each language's operators again by reference, and answers `mutate` calls with
// the engine's plain data (a problem with the canonical, or its mutants and dropped candidates).
const MUTATOR_WORKER_BODY = String.raw`
let engine;
const operators = {};
async function load() {
  const namespace = await import(workerData.engineUrl);
  engine = typeof namespace.mutate === 'function' ? namespace : namespace.default;
  const modules = [];
  for (const url of workerData.moduleUrls) modules.push(await import(url));
  const user = workerData.locations.map((location) => {
    const value = modules[location.module][location.exportName];
    return location.position === undefined ? value : value[location.position];
  });
  for (const [language, chosen] of Object.entries(workerData.languages)) {
    operators[language] = { mutators: chosen.mutators.map((ref) => (ref.builtin === undefined ? user[ref.user] : engine.allMutators[ref.builtin])), exclude: chosen.exclude };
  }
  return { kind: 'mutators' };
}
async function call(id, method, args) {
  if (method !== 'mutate') throw new Error('unknown call ' + method);
  const { canonical, language, entryPoint } = args;
  const problem = await engine.canonicalProblem(canonical, { language, entryPoint });
  if (problem !== undefined) return { problem };
  const result = await engine.mutate(canonical, { language, entryPoint, mutators: operators[language].mutators, exclude: operators[language].exclude });
  return { mutants: result.mutants, dropped: result.dropped };
}
`;

/** What the engine says about one canonical: why it cannot be mutated, or its candidates. */
export type MutationOutcome = { problem: string } | { mutants: readonly MutationCandidate[]; dropped: readonly DroppedCandidate[] };

/** The mutation engine with the user's operators, in a worker thread of its own. */
export interface MutatorWorker {
  /** Runs `canonicalProblem` then `mutate` on one canonical in the worker; an abort ends the thread (and rejects with an AbortedError). */
  mutate(task: { canonical: string; language: Language; entryPoint: string }, abortSignal?: AbortSignal): Promise<MutationOutcome>;
  /** Ends the thread at once, whatever the operators are doing. */
  terminate(): Promise<void>;
}

/**
 * Starts the mutation engine with the `--mutators` operators in a worker thread, so that an
 * operator that never yields (a synchronous loop) cannot block Ctrl-C: an abort terminates the
 * thread. The modules are prepared again (compiled copies of TypeScript live only until the
 * worker imported them); `chosen` gives each language's operators and exclusions as
 * `chooseOperators` made them, found again in the worker by their place in the registry.
 *
 * @throws InvalidArgumentError when a module changed since it was loaded or fails to load in the worker.
 */
export async function startMutatorWorker(user: UserMutators, chosen: ReadonlyMap<Language, LanguageOperators>, abortSignal?: AbortSignal): Promise<MutatorWorker> {
  const languages: Record<string, { mutators: Array<{ builtin: number } | { user: number }>; exclude: LanguageOperators['exclude'] }> = {};
  for (const [language, operators] of chosen) {
    languages[language] = {
      mutators: operators.mutators.map((mutator) => (allMutators.includes(mutator) ? { builtin: allMutators.indexOf(mutator) } : { user: user.mutators.indexOf(mutator) })),
      exclude: operators.exclude,
    };
  }
  const prepared: PreparedUserModule[] = [];
  try {
    for (const [index, path] of user.paths.entries()) {
      const module = await prepareUserModule(path, `--mutators ${path}`);
      prepared.push(module);
      // The worker must run the operators the report names (by the module's hash).
      if (module.sha256 !== user.modules[index]?.sha256) throw new InvalidArgumentError(`--mutators ${path}: the module changed while the build ran (expected SHA-256 ${String(user.modules[index]?.sha256)}, got ${module.sha256})`);
    }
    // The engine as its package exports it to `require` (a worker's eval code resolves no bare name itself).
    const engineUrl = pathToFileURL(createRequire(import.meta.url).resolve('@execret/mutator')).href;
    const worker = new ModuleWorker('--mutators', { source: MUTATOR_WORKER_BODY, workerData: { engineUrl, moduleUrls: prepared.map((module) => module.url), locations: user.locations, languages } });
    let info;
    try {
      info = await worker.start(abortSignal);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    if (info.kind !== 'mutators') {
      await worker.terminate();
      throw new InvalidArgumentError(`--mutators ${user.paths.join(', ')}: the operators cannot be loaded in a worker thread: ${info.kind === 'failed' ? info.message : info.kind}`);
    }
    return {
      mutate: async (task, signal) => (await worker.call('mutate', { canonical: task.canonical, language: task.language, entryPoint: task.entryPoint }, { abortSignal: signal })) as MutationOutcome,
      terminate: () => worker.terminate(),
    };
  } finally {
    await Promise.all(prepared.map((module) => module.release()));
  }
}
