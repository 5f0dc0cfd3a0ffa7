import { InvalidArgumentError, throwIfAborted, type IndexOptions, type Ranking, type RetrievalDocument, type Retriever, type Run, type SearchOptions } from '@execret/core';
import type { RerankQuery } from '../execution/query-time-information.js';
import { reciprocalRankFusion } from '../fusion/reciprocal-rank-fusion.js';
import { weightedScoreFusion, type ScoreNormalization } from '../fusion/weighted-score-fusion.js';
import type { FusionMethod } from './pipeline-syntax.js';
import type { RerankStage } from './rerank-stage.js';
import { stageRanking } from './stage-ranking.js';
import { changedQueries, rank1TieShare, type StageSummary } from './stage-summary.js';
import { StageWithoutInputsError } from './stage-without-inputs-error.js';

/** A pipeline ready to run: systems created, rerankers built. */
export type ResolvedPipeline =
  | { kind: 'system'; text: string; retriever: Retriever }
  | { kind: 'fusion'; text: string; method: FusionMethod; members: Array<{ weight: number; node: ResolvedPipeline }>; k?: number; normalization?: ScoreNormalization; depth?: number }
  | { kind: 'rerank'; text: string; input: ResolvedPipeline; stage: RerankStage };

/** One stage's results of the last search. */
export interface StageResult {
  /** The stage as written (`bm25`, `rrf(bm25, …)`, `bm25 >> exec-rerank:examples`). */
  stage: string;
  kind: ResolvedPipeline['kind'];
  /** Its ranking per query. */
  run: Run;
  /** What a reranker did per query (scores, prompts and answers, tests and outcomes). */
  records?: ReadonlyMap<string, unknown>;
  /** Counts of what the stage did (queries changed, queries without query-time information, ties). */
  summary: StageSummary;
}

/**
 * A pipeline as a core `Retriever`: first-stage systems, fusions and rerankers composed as the id
 * says. `index` indexes every first-stage system (each distinct id once) and keeps the documents'
 * code for the rerankers; `search` evaluates the pipeline bottom-up and records every stage's
 * ranking (and each reranker's per-query records) in {@link PipelineRetriever.stages}.
 *
 * Depths: a reranker reorders the top `depth` of its input (its input is searched that deep at
 * least) and keeps the rest after them in their order; a fusion fuses the top `depth` of each
 * member (default: the search's `topK`). A reranker's output scores are `n − position` of each tie
 * group (see `stageRanking`): candidates it could not tell apart that came in tied stay tied, so
 * tie statistics and tie-aware metrics stay true; a fusion's are its fused scores (rank fusion
 * gives tied items their group's mean rank). A reranker that has nothing to work with for every
 * query (no query-time tests anywhere) fails with a `StageWithoutInputsError` instead of returning
 * its input unchanged.
 * Queries may carry their bundle `metadata` (`RerankQuery`): rerankers that use query-time
 * information (examples, entry point) read it from there.
 */
export class PipelineRetriever implements Retriever {
  private documents = new Map<string, string>();
  private lastStages: StageResult[] = [];

  constructor(
    readonly systemId: string,
    private readonly pipeline: ResolvedPipeline,
    private readonly release: () => Promise<void> = async () => undefined,
  ) {}

  /** Every stage's results of the last `search`, in evaluation order (inputs before the stages that use them). */
  get stages(): readonly StageResult[] {
    return this.lastStages;
  }

  describe(): Record<string, unknown> {
    const describe = (node: ResolvedPipeline): Record<string, unknown> => {
      if (node.kind === 'system') return { stage: node.text, kind: 'system', system: node.retriever.describe() };
      if (node.kind === 'fusion') {
        return {
          stage: node.text,
          kind: 'fusion',
          method: node.method,
          ...(node.method === 'rrf' ? { k: node.k } : { normalization: node.normalization }),
          depth: node.depth ?? 'topK',
          members: node.members.map((member) => ({ weight: member.weight, ...describe(member.node) })),
        };
      }
      return { stage: node.text, kind: 'rerank', reranker: node.stage.describe(), input: describe(node.input) };
    };
    return { pipeline: this.systemId, ...describe(this.pipeline) };
  }

  private systems(): Retriever[] {
    const found: Retriever[] = [];
    const visit = (node: ResolvedPipeline): void => {
      if (node.kind === 'system') {
        if (!found.includes(node.retriever)) found.push(node.retriever);
      } else if (node.kind === 'fusion') node.members.forEach((member) => visit(member.node));
      else visit(node.input);
    };
    visit(this.pipeline);
    return found;
  }

  private stageNodes(): RerankStage[] {
    const found: RerankStage[] = [];
    const visit = (node: ResolvedPipeline): void => {
      if (node.kind === 'rerank') {
        found.push(node.stage);
        visit(node.input);
      } else if (node.kind === 'fusion') node.members.forEach((member) => visit(member.node));
    };
    visit(this.pipeline);
    return found;
  }

  async index(documents: readonly RetrievalDocument[], options: IndexOptions = {}): Promise<void> {
    this.documents = new Map(documents.map((document) => [document.id, document.text]));
    const systems = this.systems();
    for (const [number, system] of systems.entries()) {
      throwIfAborted(options.abortSignal, () => `${this.systemId}: aborted`);
      await system.index(documents, {
        ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
        ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
        onProgress: (done, total) => options.onProgress?.(Math.floor(((number + done / Math.max(1, total)) / systems.length) * documents.length), documents.length),
      });
    }
    options.onProgress?.(documents.length, documents.length);
  }

  async search(queries: readonly RerankQuery[], options: SearchOptions): Promise<Run> {
    if (!Number.isSafeInteger(options.topK) || options.topK < 1) throw new InvalidArgumentError(`${this.systemId}: topK must be a positive integer, got ${options.topK}`);
    const stages: StageResult[] = [];
    const searched = new Map<string, Run>();
    const total = countNodes(this.pipeline);
    let finished = 0;
    const evaluate = async (node: ResolvedPipeline, depth: number): Promise<Run> => {
      throwIfAborted(options.abortSignal, () => `${this.systemId}: aborted`);
      let run: Run;
      let records: Map<string, unknown> | undefined;
      let rerankCounts: Pick<StageSummary, 'changed' | 'input_rank1_tie_share' | 'without_information' | 'without_information_reason'> = {};
      if (node.kind === 'system') {
        // One search per system and depth, even when a pipeline names a system twice.
        const key = `${node.text}\u0000${depth}`;
        run =
          searched.get(key) ??
          (await node.retriever.search(queries, {
            topK: depth,
            ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
            ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
          }));
        searched.set(key, run);
      } else if (node.kind === 'fusion') {
        const memberDepth = node.depth ?? depth;
        const members: Run[] = [];
        for (const member of node.members) members.push(await evaluate(member.node, memberDepth));
        const weights = node.members.map((member) => member.weight);
        run = new Map(
          queries.map((query) => {
            const rankings = members.map((member) => member.get(query.id) ?? []);
            const fused = node.method === 'rrf' ? reciprocalRankFusion(rankings, { weights, depth: memberDepth, ...(node.k === undefined ? {} : { k: node.k }) }) : weightedScoreFusion(rankings, { weights, depth: memberDepth, normalization: node.normalization ?? 'minmax' });
            return [query.id, fused.slice(0, depth)];
          }),
        );
      } else {
        const input = await evaluate(node.input, Math.max(depth, node.stage.depth));
        const inputs = queries.map((query) => ({
          query,
          candidates: (input.get(query.id) ?? []).slice(0, node.stage.depth).map((item) => {
            const code = this.documents.get(item.corpusId);
            if (code === undefined) throw new InvalidArgumentError(`${node.text}: corpus id ${JSON.stringify(item.corpusId)} of the input ranking was not indexed`);
            return { id: item.corpusId, code };
          }),
        }));
        const output = await node.stage.rerank(inputs, {
          ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
          ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
        });
        records = new Map(queries.map((query, index) => [query.id, output.records[index]]));
        const reasons = (output.withoutInformation ?? []).filter((reason): reason is string => reason !== undefined);
        if (queries.length > 0 && reasons.length === queries.length) {
          throw new StageWithoutInputsError(`${node.text}: none of the ${queries.length} queries gave it anything to work with (${reasons[0]}), so it would return its input's ranking unchanged; give the queries examples (metadata.examples, doctests) or use another stage`);
        }
        run = new Map(
          queries.map((query, index) => {
            const ranking = input.get(query.id) ?? [];
            const reordered = checkOrder(node.text, query.id, output.orders[index] ?? [], (inputs[index] as (typeof inputs)[number]).candidates.map((candidate) => candidate.id));
            const tieKeys = output.tieKeys?.[index];
            return [query.id, stageRanking({ input: ranking, order: reordered, ...(tieKeys === undefined ? {} : { tieKeys }), keep: depth })];
          }),
        );
        rerankCounts = {
          changed: changedQueries(input, run),
          input_rank1_tie_share: rank1TieShare(new Map([...input].filter(([queryId]) => run.has(queryId)))),
          ...(output.withoutInformation === undefined ? {} : { without_information: reasons.length, ...(reasons.length === 0 ? {} : { without_information_reason: reasons[0] as string }) }),
        };
      }
      const summary: StageSummary = { stage: node.text, kind: node.kind, queries: run.size, rank1_tie_share: rank1TieShare(run), ...rerankCounts };
      stages.push({ stage: node.text, kind: node.kind, run, summary, ...(records === undefined ? {} : { records }) });
      finished += 1;
      options.onProgress?.(Math.floor((finished / total) * queries.length), queries.length);
      return run;
    };
    const run = await evaluate(this.pipeline, options.topK);
    this.lastStages = stages;
    return new Map([...run].map(([queryId, ranking]): [string, Ranking] => [queryId, ranking.slice(0, options.topK)]));
  }

  async dispose(): Promise<void> {
    const failures: unknown[] = [];
    for (const stage of this.stageNodes()) await stage.dispose?.().catch((error: unknown) => failures.push(error));
    for (const system of this.systems()) await system.dispose?.().catch((error: unknown) => failures.push(error));
    await this.release().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }
}

function countNodes(node: ResolvedPipeline): number {
  if (node.kind === 'system') return 1;
  if (node.kind === 'fusion') return 1 + node.members.reduce((sum, member) => sum + countNodes(member.node), 0);
  return 1 + countNodes(node.input);
}

/** A stage's order must be exactly its candidates, each once. */
function checkOrder(stage: string, queryId: string, order: readonly string[], candidates: readonly string[]): readonly string[] {
  const expected = new Set(candidates);
  if (order.length !== candidates.length || new Set(order).size !== order.length || order.some((id) => !expected.has(id))) {
    throw new InvalidArgumentError(`${stage}: query ${JSON.stringify(queryId)}: the reranker returned ${order.length} ids that are not a reordering of its ${candidates.length} candidates`);
  }
  return order;
}
