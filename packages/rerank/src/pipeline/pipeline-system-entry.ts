import { InvalidArgumentError, findSystemEntry, type ParsedSystemId, type Retriever, type SystemContext, type SystemEntry } from '@execret/core';
import { oneOfValue, readSystemIdParameters, positiveIntegerValue, type SystemIdParameter } from '@execret/embeddings';
import { openLocalOracle, type Oracle } from '@execret/oracle';
import { SCORE_NORMALIZATIONS, type ScoreNormalization } from '../fusion/weighted-score-fusion.js';
import { RerankCache } from '../rerank-cache.js';
import { PipelineRetriever, type ResolvedPipeline } from './pipeline-retriever.js';
import { isPipelineSystemId, parsePipeline, pipelineSystems, type FusionNode, type PipelineNode } from './pipeline-syntax.js';
import { RERANK_STAGE_FAMILIES, findRerankStageFamily, rerankCachePath, type StageResources } from './rerank-stage-families.js';
import type { RerankStage } from './rerank-stage.js';

/** An oracle a pipeline borrows or owns, and how to let it go. */
export interface PipelineOracle {
  oracle: Oracle;
  /** Called when the pipeline's retriever is disposed. */
  dispose(): Promise<void>;
}

/** Options of {@link createPipelineSystemEntry}. */
export interface PipelineSystemEntryOptions {
  /**
   * The entries that create first-stage systems (the app's list). A function, so the list may hold
   * this entry itself; pipeline ids inside it are never looked up there (they parse as pipelines).
   */
  entries: () => readonly SystemEntry[];
  /**
   * The oracle of `exec-rerank` stages (default: `openLocalOracle(context.cacheDirectory)`, so
   * executions are cached in `<cacheDirectory>/executions.sqlite`); opened when a pipeline with
   * such a stage is created.
   */
  openOracle?: (context: SystemContext) => PipelineOracle;
  /** `fetch` for hosted rerankers and chat models (tests point it at local servers). */
  fetch?: typeof fetch;
}

/** A finite number ≥ 0 (`k=60`). */
const nonNegativeNumberValue: SystemIdParameter<number> = {
  expected: 'a number ≥ 0',
  parse: (text) => {
    const number = text.trim() === '' ? Number.NaN : Number(text);
    return Number.isFinite(number) && number >= 0 ? { value: number } : { problem: 'must be a number ≥ 0' };
  },
};

/** The `?name=value` parameters of `rrf(…)` and `wsf(…)`. */
export const FUSION_PARAMETERS = {
  rrf: { k: nonNegativeNumberValue, depth: positiveIntegerValue },
  wsf: { normalize: oneOfValue(SCORE_NORMALIZATIONS), depth: positiveIntegerValue },
} as const;

function fusionSettings(node: FusionNode): { k?: number; normalization?: ScoreNormalization; depth?: number } {
  const parsed: ParsedSystemId = { adapter: node.method, model: '', parameters: node.parameters };
  const values = readSystemIdParameters(parsed, FUSION_PARAMETERS[node.method], node.method) as { k?: number; normalize?: ScoreNormalization; depth?: number };
  for (const member of node.members) {
    if (!Number.isFinite(member.weight)) throw new InvalidArgumentError(`${node.text}: weights must be finite numbers, got ${member.weight}`);
  }
  return {
    ...(node.method === 'rrf' ? { k: values.k ?? 60 } : { normalization: values.normalize ?? 'minmax' }),
    ...(values.depth === undefined ? {} : { depth: values.depth }),
  };
}

const SYNTAX =
  '<system> >> <reranker>[?depth=…] [>> <reranker>…] | rrf(<pipeline>, …)[?k=60&depth=…] | wsf(<weight>*<pipeline>, …)[?normalize=minmax|zscore|none&depth=…]' +
  `  rerankers: ${Object.keys(RERANK_STAGE_FAMILIES).join(', ')}`;

/**
 * The system entry of pipelines: ids that compose a first stage with rerankers
 * (`bm25 >> exec-rerank:examples?depth=10`) or fuse systems (`rrf(bm25, voyage:voyage-code-3)`),
 * as `parsePipeline` reads them. First-stage systems are created through `options.entries()`;
 * rerankers through `RERANK_STAGE_FAMILIES`; the retriever is a `PipelineRetriever` that records
 * every stage. Rerank scores and chat completions are cached in `<cacheDirectory>/rerank.sqlite`,
 * executions in the oracle's cache. Its prefix is `pipeline` (so `pipeline:<id>` routes through an
 * adapter lookup too); an application routes bare pipeline ids here with `isPipelineSystemId`.
 */
export function createPipelineSystemEntry(options: PipelineSystemEntryOptions): SystemEntry {
  const entryFor = (systemId: string): SystemEntry => {
    if (isPipelineSystemId(systemId)) throw new InvalidArgumentError(`${systemId}: a pipeline cannot be a first-stage system id here`);
    return findSystemEntry(options.entries(), systemId);
  };

  async function checkNode(node: PipelineNode, context: SystemContext): Promise<void> {
    if (node.kind === 'system') {
      await entryFor(node.text).check?.(node.text, context);
      return;
    }
    if (node.kind === 'fusion') {
      fusionSettings(node);
      for (const member of node.members) await checkNode(member.node, context);
      return;
    }
    await checkNode(node.input, context);
    await findRerankStageFamily(node.stage, node.stageText).check(node.stage, context);
  }

  return {
    prefix: 'pipeline',
    syntax: SYNTAX,
    async check(systemId, context) {
      await checkNode(parsePipeline(systemId), context);
    },
    async create(systemId, context) {
      const root = parsePipeline(systemId);
      if (root.kind === 'system') throw new InvalidArgumentError(`${systemId} is not a pipeline: add a reranker (>> exec-rerank:examples) or fuse systems (rrf(a, b))`);
      let cache: RerankCache | undefined;
      let oracle: PipelineOracle | undefined;
      const retrievers = new Map<string, Retriever>();
      const stages: RerankStage[] = [];
      const resources: StageResources = {
        context,
        cache: () => (cache ??= new RerankCache(rerankCachePath(context))),
        oracle: () => (oracle ??= (options.openOracle ?? ((given) => openLocalOracle(given.cacheDirectory)))(context)).oracle,
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      };
      const release = async (): Promise<void> => {
        await oracle?.dispose();
        cache?.close();
      };
      const resolve = async (node: PipelineNode): Promise<ResolvedPipeline> => {
        if (node.kind === 'system') {
          let retriever = retrievers.get(node.text);
          if (retriever === undefined) {
            retriever = await entryFor(node.text).create(node.text, context);
            retrievers.set(node.text, retriever);
          }
          return { kind: 'system', text: node.text, retriever };
        }
        if (node.kind === 'fusion') {
          const members: Array<{ weight: number; node: ResolvedPipeline }> = [];
          for (const member of node.members) members.push({ weight: member.weight, node: await resolve(member.node) });
          return { kind: 'fusion', text: node.text, method: node.method, members, ...fusionSettings(node) };
        }
        const input = await resolve(node.input);
        const stage = await findRerankStageFamily(node.stage, node.stageText).create(node.stageText, node.stage, resources);
        stages.push(stage);
        return { kind: 'rerank', text: node.text, input, stage };
      };
      try {
        return new PipelineRetriever(systemId, await resolve(root), release);
      } catch (error) {
        // Whatever was created before the failure is released.
        for (const stage of stages) await stage.dispose?.().catch(() => undefined);
        for (const retriever of retrievers.values()) await retriever.dispose?.().catch(() => undefined);
        await release().catch(() => undefined);
        throw error;
      }
    },
    list: () => [],
  };
}

/**
 * The entry that serves a system id: the pipeline entry for a pipeline id (`isPipelineSystemId`),
 * else the entry of the id's adapter in `entries` (core's `findSystemEntry`).
 */
export function findSystemEntryWithPipelines(entries: readonly SystemEntry[], pipelineEntry: SystemEntry, systemId: string): SystemEntry {
  return isPipelineSystemId(systemId) ? pipelineEntry : findSystemEntry(entries, systemId);
}

/**
 * The files a pipeline reads: those of each first-stage system, as `inputFilesOf` names them (the
 * app's `systemInputFiles`), in order, each once. A plain system id gives its own files.
 */
export function pipelineInputFiles(systemId: string, inputFilesOf: (systemId: string) => readonly string[]): string[] {
  if (!isPipelineSystemId(systemId)) return [...inputFilesOf(systemId)];
  return [...new Set(pipelineSystems(parsePipeline(systemId)).flatMap((system) => inputFilesOf(system)))];
}
