import { basename } from 'node:path';
import { InvalidArgumentError, parseSystemId, type Retriever, type SystemContext, type SystemEntry } from '@execret/core';
import { createDenseSystem, type EmbeddingModel } from '@execret/embeddings';
import { loadUserModule } from './user-module.js';

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

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object') return `a ${typeof value}`;
  const keys = Object.keys(value);
  return keys.length === 0 ? 'an object without properties' : `an object with ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}`;
}

const EXPECTED_SHAPE =
  'a Retriever (systemId, describe, index, search), a factory (context) => Retriever, or an EmbeddingModel (specificationVersion "v1", provider, modelId, maxEmbeddingsPerCall, doEmbed)';

/** A module file and the value of its export, loaded and checked. */
interface LoadedExport {
  file: string;
  exportName: string;
  value: unknown;
  sha256: string;
}

async function loadExport(systemId: string): Promise<LoadedExport> {
  const { path, exportName } = parseModuleSystemId(systemId);
  const { namespace, sha256 } = await loadUserModule(path, systemId);
  if (!(exportName in namespace)) {
    const names = Object.keys(namespace);
    throw new InvalidArgumentError(`${path}: no export ${JSON.stringify(exportName)} (the module exports ${names.length === 0 ? 'nothing' : names.join(', ')}); name one with module:${path}#<export>`);
  }
  return { file: path, exportName, value: namespace[exportName], sha256 };
}

function shapeError(loaded: LoadedExport, value: unknown, what = 'export'): InvalidArgumentError {
  return new InvalidArgumentError(`${loaded.file}: ${what} ${JSON.stringify(loaded.exportName)} must be ${EXPECTED_SHAPE}; got ${describeValue(value)}`);
}

// The checks `create` makes before any work, shared with `check`.
function checkExport(loaded: LoadedExport): void {
  const { value } = loaded;
  if (isRetriever(value) || isEmbeddingModel(value) || typeof value === 'function') return;
  if (isObject(value) && value['specificationVersion'] !== undefined && value['specificationVersion'] !== 'v1') {
    throw new InvalidArgumentError(`${loaded.file}: export ${JSON.stringify(loaded.exportName)} is an EmbeddingModel of specificationVersion ${JSON.stringify(value['specificationVersion'])}; execret speaks "v1"`);
  }
  throw shapeError(loaded, value);
}

function checkParameters(systemId: string, allowed: readonly string[]): void {
  for (const name of parseSystemId(systemId).parameters.keys()) {
    if (!allowed.includes(name)) throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: unknown parameter ${JSON.stringify(name)}; allowed: ${allowed.length === 0 ? 'none for a Retriever export' : allowed.join(', ')}`);
  }
}

// The user's retriever under the id it was run as, its description marked with where it came from.
function wrapRetriever(systemId: string, retriever: Retriever, loaded: LoadedExport): Retriever {
  return {
    systemId,
    describe: () => ({ kind: 'module-retriever', module: basename(loaded.file), export: loaded.exportName, retriever_system_id: retriever.systemId, retriever: retriever.describe() }),
    index: (documents, options) => retriever.index(documents, options),
    search: (queries, options) => retriever.search(queries, options),
    dispose: async () => retriever.dispose?.(),
  };
}

// A model without its own cache identity gets the module's bytes as one, so an edited module never
// reuses vectors an earlier version made.
function withInvocationKey(model: EmbeddingModel, loaded: LoadedExport): EmbeddingModel {
  if (typeof model.invocationKey === 'string' && model.invocationKey !== '') return model;
  const invocationKey = `module:${model.provider}:${model.modelId}:sha256=${loaded.sha256}`;
  return Object.create(model as object, { invocationKey: { value: invocationKey, enumerable: true } }) as EmbeddingModel;
}

/**
 * Creates the retriever a `module:<path>[#<export>]` id names: the export is used as a core
 * `Retriever`, called as a factory `(context) => Retriever | Promise<Retriever>`, or wrapped as an
 * `EmbeddingModel` in execret's dense retriever (embedding cache in `<cacheDirectory>`, cosine
 * unless `?similarity=dot`).
 *
 * @throws InvalidArgumentError naming the file and export when the export has another shape.
 */
export async function createModuleRetriever(systemId: string, context: SystemContext): Promise<Retriever> {
  const loaded = await loadExport(systemId);
  checkExport(loaded);
  let value = loaded.value;
  if (!isRetriever(value) && !isEmbeddingModel(value) && typeof value === 'function') {
    value = await (value as (context: SystemContext) => unknown)(context);
    if (!isRetriever(value) && !isEmbeddingModel(value)) throw shapeError(loaded, value, 'the factory exported as');
  }
  if (isRetriever(value)) {
    checkParameters(systemId, []);
    return wrapRetriever(systemId, value, loaded);
  }
  checkParameters(systemId, ['similarity']);
  const model = withInvocationKey(value as EmbeddingModel, loaded);
  return createDenseSystem(systemId, parseSystemId(systemId), model, context);
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
  async check(systemId) {
    checkExport(await loadExport(systemId));
  },
  list: () => [],
};
