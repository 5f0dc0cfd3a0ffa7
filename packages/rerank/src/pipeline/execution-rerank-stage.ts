import type { ExecutionReranker } from '../execution/execution-reranker.js';
import type { RerankStage, StageInput, StageOutput, StageRerankOptions } from './rerank-stage.js';

/** A pipeline stage running execution-aware reranking (see `ExecutionReranker`). */
export class ExecutionRerankStage implements RerankStage {
  constructor(
    readonly id: string,
    readonly depth: number,
    private readonly reranker: ExecutionReranker,
    private readonly details: Record<string, unknown> = {},
  ) {}

  describe(): Record<string, unknown> {
    return { stage: this.id, kind: 'execution', depth: this.depth, ...this.reranker.describe(), ...this.details };
  }

  async rerank(inputs: readonly StageInput[], options: StageRerankOptions = {}): Promise<StageOutput> {
    const result = await this.reranker.rerank(inputs, options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal });
    // Its sort key: examples passed, then the outcome group's agreement (first-stage order after
    // that is no information of this stage's own).
    const tieKeys = result.records.map((record) => record.ranking.map((entry) => `${entry.examplesPassed}/${entry.agreement}`));
    const withoutInformation = result.records.map((record) => (record.unchanged === 'no query-time tests' ? record.unchanged : undefined));
    return { orders: result.orders, records: result.records, tieKeys, withoutInformation };
  }
}
