import { rerankMany } from '../rerank-many.js';
import type { RerankCache } from '../rerank-cache.js';
import type { Reranker } from '../reranker.js';
import type { RerankStage, StageInput, StageOutput, StageRerankOptions } from './rerank-stage.js';

/**
 * A pipeline stage that reorders candidates by a `Reranker`'s scores (through `rerankMany`, so
 * batching, concurrency, retries and the cache apply): score descending, ties in the input's order.
 */
export class ModelRerankStage implements RerankStage {
  constructor(
    readonly id: string,
    readonly depth: number,
    private readonly model: Reranker & { dispose?: () => Promise<void> },
    private readonly cache: RerankCache | undefined,
    private readonly details: Record<string, unknown> = {},
  ) {}

  describe(): Record<string, unknown> {
    return { stage: this.id, provider: this.model.provider, model: this.model.modelId, scoring: this.model.scoring, depth: this.depth, invocation: JSON.parse(this.model.invocationKey) as unknown, ...this.details };
  }

  async rerank(inputs: readonly StageInput[], options: StageRerankOptions = {}): Promise<StageOutput> {
    const result = await rerankMany(this.model, {
      requests: inputs.map((input) => ({ query: input.query.text, documents: input.candidates.map((candidate) => candidate.code) })),
      ...(this.cache === undefined ? {} : { cache: this.cache }),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
      onRetry: (retry) => options.onWarning?.(`${this.id}: ${retry.message}; retry ${retry.attempt} of ${retry.maxRetries} in ${Math.round(retry.delayMs)} ms [${retry.where}]`),
    });
    for (const warning of new Set(result.warnings.map((item) => item.message))) options.onWarning?.(`${this.id}: ${warning}`);
    const orders = inputs.map((input, index) => {
      const scores = (result.results[index] as { scores: number[] }).scores;
      return input.candidates
        .map((candidate, position) => ({ id: candidate.id, position, score: scores[position] as number }))
        .sort((left, right) => right.score - left.score || left.position - right.position)
        .map((entry) => entry.id);
    });
    const records = inputs.map((input, index) => {
      const item = result.results[index] as (typeof result.results)[number];
      return { scores: input.candidates.map((candidate, position) => ({ id: candidate.id, score: item.scores[position] })), fromCache: item.fromCache, ...(item.details === undefined ? {} : { details: item.details }) };
    });
    const tieKeys = orders.map((order, index) => {
      const scores = (result.results[index] as { scores: number[] }).scores;
      const scoreOf = new Map((inputs[index] as StageInput).candidates.map((candidate, position) => [candidate.id, scores[position] as number]));
      return order.map((id) => scoreOf.get(id) as number);
    });
    return { orders, records, tieKeys };
  }

  async dispose(): Promise<void> {
    await this.model.dispose?.();
  }
}
