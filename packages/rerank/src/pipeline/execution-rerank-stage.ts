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
    return { orders: result.orders, records: result.records };
  }
}
