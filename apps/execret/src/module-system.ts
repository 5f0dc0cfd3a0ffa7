import { basename } from 'node:path';
import { InvalidArgumentError, parseSystemId, type Retriever, type Run, type SystemContext, type SystemEntry } from '@execret/core';
import { createDenseSystem, type DoEmbedResult, type EmbeddingModel } from '@execret/embeddings';
import { ModuleWorker, type ModuleExportInfo } from './module-worker.js';
import { prepareUserModule } from './user-module.js';

/** The export a `module:` id names when it has no `#<export>`. */
export const DEFAULT_MODULE_EXPORT = 'default';

/** The parts of a `module:<path>[#<export>][?similarity=…]` system id. */
export interface ModuleSystemId {
  /** The module file as written in the id (relative paths resolve from the working folder). */
  path: string;
  /** The export to use (`default` when the id names none). */
  exportName: string;
}

/**
 * Splits a `module:` system id into the module path and export name.
 *
 * @throws InvalidArgumentError for an id without a path or with an empty export name.
 */
export function parseModuleSystemId(systemId: string): ModuleSystemId {
  const { adapter, model } = parseSystemId(systemId);
  if (adapter !== 'module' || model === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: expected module:<path>[#<export>], e.g. module:./my-retriever.mjs#retriever`);
  const hash = model.lastIndexOf('#');
  if (hash === -1) return { path: model, exportName: DEFAULT_MODULE_EXPORT };
  const exportName = model.slice(hash + 1);
  if (exportName === '') throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: the export name after # is empty`);
  return { path: model.slice(0, hash), exportName };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** Whether a value has the shape of a core `Retriever` (systemId, describe, index, search). */
export function isRetriever(value: unknown): value is Retriever {
  return isObject(value) && typeof value['systemId'] === 'string' && typeof value['describe'] === 'function' && typeof value['index'] === 'function' && typeof value['search'] === 'function';
}

/** Whether a value has the shape of a v1 `EmbeddingModel` (specificationVersion 'v1', provider, modelId, maxEmbeddingsPerCall, doEmbed). */
export function isEmbeddingModel(value: unknown): value is EmbeddingModel {
  return (
    isObject(value) &&
    value['specificationVersion'] === 'v1' &&
    typeof value['doEmbed'] === 'function' &&
    typeof value['provider'] === 'string' &&
    typeof value['modelId'] === 'string' &&
    Number.isSafeInteger(value['maxEmbeddingsPerCall']) &&
    (value['maxEmbeddingsPerCall'] as number) > 0
  );
}

const EXPECTED_SHAPE =
  'a Retriever (systemId, describe, index, search), a factory (context) => Retriever, or an EmbeddingModel (specificationVersion "v1", provider, modelId, maxEmbeddingsPerCall, doEmbed)';

function checkParameters(systemId: string, allowed: readonly string[]): void {
  for (const name of parseSystemId(systemId).parameters.keys()) {
    if (!allowed.includes(name)) throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: unknown parameter ${JSON.stringify(name)}; allowed: ${allowed.length === 0 ? 'none for a Retriever export' : allowed.join(', ')}`);
  }
}

// How long a module's own dispose() may take before its thread is ended anyway.
const DISPOSE_GRACE_MS = 5_000;

async function disposeWorker(worker: ModuleWorker, callDispose: boolean): Promise<void> {
  if (callDispose) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([worker.call('dispose', {}).catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, DISPOSE_GRACE_MS)))]);
    clearTimeout(timer);
  }
  await worker.terminate();
}

// The user's retriever, in its worker thread, under the id it was run as.
function workerRetriever(systemId: string, worker: ModuleWorker, loaded: { file: string; exportName: string }, retrieverSystemId: string): Retriever {
  return {
    systemId,
    describe: () => ({ kind: 'module-retriever', module: basename(loaded.file), export: loaded.exportName, retriever_system_id: retrieverSystemId, retriever: worker.description }),
    index: async (documents, options) => {
      await worker.call('index', { documents: documents.map((document) => ({ id: document.id, text: document.text })), options: {} }, { abortSignal: options?.abortSignal, onProgress: options?.onProgress, onWarning: options?.onWarning });
    },
    search: async (queries, options) =>
      (await worker.call('search', { queries, options: { topK: options.topK } }, { abortSignal: options.abortSignal, onProgress: options.onProgress, onWarning: options.onWarning })) as Run,
    dispose: () => disposeWorker(worker, true),
  };
}

// The user's EmbeddingModel as seen from the main thread: each doEmbed runs in the worker.
function workerEmbeddingModel(worker: ModuleWorker, info: Extract<ModuleExportInfo, { kind: 'embedding' }>, sha256: string): EmbeddingModel {
  const { kind: _kind, invocationKey, ...properties } = info;
  return {
    specificationVersion: 'v1',
    ...properties,
    // A model without its own cache identity gets the module's bytes as one, so an edited module
    // never reuses vectors an earlier version made.
    invocationKey: typeof invocationKey === 'string' && invocationKey !== '' ? invocationKey : `module:${info.provider}:${info.modelId}:sha256=${sha256}`,
    doEmbed: async (options) => (await worker.call('doEmbed', { options: { values: options.values, kind: options.kind } }, { abortSignal: options.abortSignal })) as DoEmbedResult,
  };
}

/**
 * Creates the retriever a `module:<path>[#<export>]` id names: the export is used as a core
 * `Retriever`, called as a factory `(context) => Retriever | Promise<Retriever>`, or wrapped as an
 * `EmbeddingModel` in execret's dense retriever (embedding cache in `<cacheDirectory>`, cosine
 * unless `?similarity=dot`). The module runs in a worker thread of its own (see `ModuleWorker`):
 * Ctrl-C, `--system-timeout` and `dispose` end it even when its code never yields, and a call
 * waiting on a promise nothing can settle fails instead of hanging the run. Arguments and results
 * cross the thread boundary as structured clones (plain data, `Map`, typed arrays).
 *
 * @throws InvalidArgumentError naming the file and export when the export has another shape.
 */
export async function createModuleRetriever(systemId: string, context: SystemContext): Promise<Retriever> {
  const { path, exportName } = parseModuleSystemId(systemId);
  const factoryContext = {
    cacheDirectory: context.cacheDirectory,
    ...(context.modelsDirectory === undefined ? {} : { modelsDirectory: context.modelsDirectory }),
    ...(context.allowRemoteModels === undefined ? {} : { allowRemoteModels: context.allowRemoteModels }),
    ...(context.env === undefined ? {} : { env: { ...context.env } }),
  };
  const { worker, info, sha256 } = await startWorker(systemId, factoryContext, abortSignalOf(context), false);
  const loaded = { file: path, exportName };
  try {
    if (info.kind === 'retriever') {
      checkParameters(systemId, []);
      return workerRetriever(systemId, worker, loaded, info.systemId);
    }
    checkParameters(systemId, ['similarity']);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  if (info.kind !== 'embedding') throw new InvalidArgumentError(`${path}: unexpected export kind ${info.kind}`);
  const dense = createDenseSystem(systemId, parseSystemId(systemId), workerEmbeddingModel(worker, info, sha256), context) as ReturnType<typeof createDenseSystem> & Pick<Retriever, 'dispose'>;
  const disposeDense = dense.dispose?.bind(dense);
  // The dense retriever's own resources first, then the module's thread.
  dense.dispose = async () => {
    await disposeDense?.();
    await disposeWorker(worker, false);
  };
  return dense;
}

/**
 * `run` passes its abort signal beside the context (an app-level extension of `SystemContext`), so
 * that loading a user's module stops on Ctrl-C even when its top-level code never yields.
 */
export type AbortableSystemContext = SystemContext & { abortSignal?: AbortSignal };

/** The context with `run`'s abort signal beside it (see {@link AbortableSystemContext}). */
export function withAbortSignal(context: SystemContext, abortSignal: AbortSignal | undefined): SystemContext {
  return abortSignal === undefined ? context : ({ ...context, abortSignal } as AbortableSystemContext);
}

function abortSignalOf(context: SystemContext | undefined): AbortSignal | undefined {
  return (context as AbortableSystemContext | undefined)?.abortSignal;
}

// Loads the module in its thread and turns a wrong export into the error naming file and export.
async function startWorker(systemId: string, factoryContext: Record<string, unknown>, abortSignal: AbortSignal | undefined, checkOnly: boolean): Promise<{ worker: ModuleWorker; info: ModuleExportInfo; sha256: string }> {
  const { path, exportName } = parseModuleSystemId(systemId);
  const prepared = await prepareUserModule(path, systemId);
  const worker = new ModuleWorker(systemId, prepared.url, exportName, factoryContext, checkOnly);
  let info: ModuleExportInfo;
  try {
    info = await worker.start(abortSignal);
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    await prepared.release();
  }
  const problem = exportProblem(info, path, exportName, systemId);
  if (problem !== undefined) {
    await worker.terminate();
    throw problem;
  }
  return { worker, info, sha256: prepared.sha256 };
}

function exportProblem(info: ModuleExportInfo, path: string, exportName: string, systemId: string): InvalidArgumentError | undefined {
  switch (info.kind) {
    case 'failed':
      return new InvalidArgumentError(`${path}: the module cannot be loaded: ${info.message} (${systemId})`);
    case 'missing-export':
      return new InvalidArgumentError(`${path}: no export ${JSON.stringify(exportName)} (the module exports ${info.names.length === 0 ? 'nothing' : info.names.join(', ')}); name one with module:${path}#<export>`);
    case 'bad-version':
      return new InvalidArgumentError(`${path}: export ${JSON.stringify(exportName)} is an EmbeddingModel of specificationVersion ${JSON.stringify(info.version)}; execret speaks "v1"`);
    case 'bad-shape':
      return new InvalidArgumentError(`${path}: ${info.what === 'export' ? 'export' : 'the factory exported as'} ${JSON.stringify(exportName)} must be ${EXPECTED_SHAPE}; got ${info.described}`);
    default:
      return undefined;
  }
}

/**
 * `module:<path>[#<export>]`: a retriever or embedding model from the user's own ES module. The
 * bytes of the module file and of every local file it imports are in the reuse key (see
 * `systemInputFiles`); TypeScript modules are compiled with esbuild first.
 */
export const moduleSystemEntry: SystemEntry = {
  prefix: 'module',
  syntax: 'module:<file.mjs|.ts>[#<export>][?similarity=cosine|dot]  your ES module or TypeScript file exporting a Retriever, a factory (context) => Retriever, or an EmbeddingModel (default export: default)',
  create: createModuleRetriever,
  // In a worker thread too: a module whose top-level code never yields cannot block Ctrl-C.
  async check(systemId, context) {
    const { worker } = await startWorker(systemId, {}, abortSignalOf(context), true);
    await worker.terminate();
  },
  list: () => [],
};
