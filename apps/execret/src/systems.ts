import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { ExecretError, ExecretErrorCode, IoError, parseSystemId, type Retriever, type SystemContext, type SystemEntry, type SystemListing } from '@execret/core';
import { bm25SystemEntry } from '@execret/bm25';
import {
  HTTP_SYSTEM_ENTRIES,
  PrecomputedRetriever,
  isDescribableSystemEntry,
  listProfiles,
  npzSystemEntry,
  readIdentifiedMatrix,
  type DescribableSystemEntry,
  type Similarity,
  type SystemDescription,
} from '@execret/embeddings';
import { clusterTransformersSystemEntry, type ClusterClient } from '@execret/cluster';
import { createPipelineSystemEntry, findSystemEntryWithPipelines, isPipelineSystemId, parsePipeline, pipelineSystems } from '@execret/rerank';
import { moduleSystemEntry, parseModuleSystemId } from './module-system.js';
import { userModuleFiles } from './user-module.js';

// transformers.js is an optional peer: the entry loads it only when a transformers: system is used.
async function loadTransformersEntry(): Promise<DescribableSystemEntry> {
  try {
    return (await import('@execret/embeddings-transformers')).transformersSystemEntry;
  } catch (error) {
    throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, 'transformers: systems need @execret/embeddings-transformers: npm install @execret/embeddings-transformers', { cause: error });
  }
}

const transformersEntry: DescribableSystemEntry = {
  prefix: 'transformers',
  // The parameters of TRANSFORMERS_SYSTEM_PARAMETERS, named here so listing needs no transformers.js.
  syntax: 'transformers:<model>[?<parameter>=…&…]  parameters: dtype, pooling, normalize, similarity, queryPrefix, documentPrefix, maxTokens',
  create: async (systemId, context) => (await loadTransformersEntry()).create(systemId, context),
  describe: async (systemId, context) => (await loadTransformersEntry()).describe(systemId, context),
  check: async (systemId, context) => (await loadTransformersEntry()).check?.(systemId, context),
  list: () => listProfiles('local'),
};

/** Every system family the app knows, in listing order. Each package owns its entries. */
// Pipelines (`bm25 >> exec-rerank:examples`, `rrf(a, b)`) compose the other entries.
const pipelineEntry: SystemEntry = createPipelineSystemEntry({ entries: () => SYSTEM_ENTRIES });
export const SYSTEM_ENTRIES: readonly SystemEntry[] = [bm25SystemEntry, npzSystemEntry, transformersEntry, ...HTTP_SYSTEM_ENTRIES, moduleSystemEntry, pipelineEntry];

/** The entry of a system id, a pipeline's included. */
function entryOf(systemId: string): SystemEntry {
  return findSystemEntryWithPipelines(SYSTEM_ENTRIES, pipelineEntry, systemId);
}

/** Makes a system id safe as a file name (results/<name>.json). */
export function fileSafeSystemId(systemId: string): string {
  return systemId.replace(/[^A-Za-z0-9._=-]+/g, '_').replace(/^_+|_+$/g, '') || 'system';
}

/** Creates the retriever a system id names, through the entry of its adapter. */
export async function createRetriever(systemId: string, context: SystemContext): Promise<Retriever> {
  return entryOf(systemId).create(systemId, context);
}

/**
 * Checks a system id through the entry of its adapter without doing any work (see
 * `SystemEntry.check`): the adapter is known, the id parses, keys, files and model folders exist.
 *
 * @throws ExecretError saying what is missing.
 */
export async function checkSystem(systemId: string, context: SystemContext): Promise<void> {
  await entryOf(systemId).check?.(systemId, context);
}

/**
 * The files a system id reads, whose bytes belong to its reuse key: `npz:<path>` reads its path,
 * `module:<path>#<export>` its module file and every local file the module imports.
 */
export async function systemInputFiles(systemId: string): Promise<string[]> {
  if (isPipelineSystemId(systemId)) return [...new Set((await Promise.all(pipelineSystems(parsePipeline(systemId)).map(systemInputFiles))).flat())];
  const { adapter, model } = parseSystemId(systemId);
  if (adapter === 'module' && model !== '') {
    const { path } = parseModuleSystemId(systemId);
    const entry = resolve(path);
    // Imported files are named as the module is (relative to the working folder, or absolute).
    const imported = (await userModuleFiles(path, systemId)).filter((file) => file !== entry);
    return [path, ...imported.map((file) => join(dirname(path), relative(dirname(entry), file)))];
  }
  return adapter === 'npz' && model !== '' ? [model] : [];
}

/** Where a run gets its systems: how to check, create and name the input files of an id. */
export interface SystemSource {
  /** Checks an id without doing any work; rejects saying what is missing. */
  check(systemId: string, context: SystemContext): Promise<void>;
  /** Creates the retriever of an id. */
  create(systemId: string, context: SystemContext): Promise<Retriever>;
  /** The files the retriever reads (their bytes are hashed into the reuse key). */
  inputFiles(systemId: string): readonly string[] | Promise<readonly string[]>;
}

/** The systems of {@link SYSTEM_ENTRIES} (what `execret run --system` takes). */
export const ENTRY_SYSTEM_SOURCE: SystemSource = { check: checkSystem, create: createRetriever, inputFiles: systemInputFiles };

/**
 * {@link ENTRY_SYSTEM_SOURCE} with `transformers:` systems embedding on the workers of a BullMQ
 * cluster (`run --redis`): same model identity and cache key as a local run, vectors from the
 * workers' model files. Other systems (and pipeline stages) run here.
 */
export function clusterSystemSource(client: ClusterClient): SystemSource {
  const cluster = clusterTransformersSystemEntry(transformersEntry, client);
  const onCluster = (systemId: string): boolean => !isPipelineSystemId(systemId) && parseSystemId(systemId).adapter === cluster.prefix;
  return {
    check: async (systemId, context) => (onCluster(systemId) ? cluster.check?.(systemId, context) : checkSystem(systemId, context)),
    create: (systemId, context) => (onCluster(systemId) ? cluster.create(systemId, context) : createRetriever(systemId, context)),
    inputFiles: systemInputFiles,
  };
}

// A file this process can read: a stat and an access check, nothing read.
async function checkReadable(path: string): Promise<void> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(error.code === 'ENOENT' ? `${path}: no such file` : `${path}: ${error.message}`, { file: path }, error);
  });
  if (!info.isFile()) throw new IoError(`${path}: expected a file, found a folder or special file`, { file: path });
  await access(path, constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(`${path}: not readable (${error.code ?? error.message})`, { file: path }, error);
  });
}

/**
 * The one system of `execret score`: `npz:<corpus>` from two `.npz` files (queries and corpus,
 * each with `embeddings` and `ids`); both files are checked and both are in the reuse key.
 */
export function precomputedSystemSource(queriesPath: string, corpusPath: string, similarity: Similarity = 'cosine'): SystemSource {
  return {
    check: async () => {
      const problems: IoError[] = [];
      for (const path of [queriesPath, corpusPath]) await checkReadable(path).catch((error: IoError) => problems.push(error));
      if (problems.length === 1) throw problems[0] as IoError;
      if (problems.length > 1) throw new IoError(problems.map((problem) => problem.message).join('; '), { file: queriesPath });
    },
    create: async () => createPrecomputedRetriever(queriesPath, corpusPath, similarity),
    inputFiles: () => [queriesPath, corpusPath],
  };
}

/**
 * What a system id resolves to (provider, model, endpoint, prefixes, input types, pooling,
 * normalisation, similarity, dimensions, truncation, dtype, cache-key inputs), found without
 * contacting anything. Families without `describe` (bm25, npz) get their id's parts and their
 * listing row when one matches.
 *
 * @throws InvalidArgumentError for an unknown adapter or an id its entry refuses.
 */
export async function describeSystem(systemId: string, context: Partial<SystemContext> = {}): Promise<SystemDescription | GenericSystemDescription> {
  const entry = entryOf(systemId);
  if (isDescribableSystemEntry(entry)) return entry.describe(systemId, context);
  if (entry === pipelineEntry) {
    const stages = pipelineSystems(parsePipeline(systemId));
    return { system: systemId, provider: 'pipeline', model: systemId, parameters: {}, listing: null, notes: [`a pipeline over ${stages.join(', ')}; describe each with execret systems <id> (syntax: ${entry.syntax})`] };
  }
  const parsed = parseSystemId(systemId);
  const listing = entry.list().find((row) => row.system === systemId);
  return {
    system: systemId,
    provider: parsed.adapter,
    model: parsed.model,
    parameters: Object.fromEntries(parsed.parameters),
    listing: listing ?? null,
    notes: [`${parsed.adapter} systems have no invocation profile; their parameters are checked when the system runs (syntax: ${entry.syntax})`],
  };
}

/** What {@link describeSystem} says about a family without `describe` (bm25, npz). */
export interface GenericSystemDescription {
  system: string;
  provider: string;
  model: string;
  /** The `?name=value` parameters as given. */
  parameters: Record<string, string>;
  /** The `execret systems` row of this exact id, when there is one. */
  listing: SystemListing | null;
  notes: string[];
}

/** The known systems of every entry. */
export function listSystems(): SystemListing[] {
  return SYSTEM_ENTRIES.flatMap((entry) => entry.list());
}

/** A retriever from two `.npz` files (queries and corpus, each with `embeddings` and `ids`), as `execret score` reads them. */
export async function createPrecomputedRetriever(queriesPath: string, corpusPath: string, similarity: Similarity = 'cosine'): Promise<Retriever> {
  return new PrecomputedRetriever({
    systemId: `npz:${corpusPath}`,
    queries: await readIdentifiedMatrix(queriesPath),
    corpus: await readIdentifiedMatrix(corpusPath),
    similarity,
    details: { queries: queriesPath, corpus: corpusPath },
  });
}
