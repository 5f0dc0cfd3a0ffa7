import type { RerankQuery } from '../execution/query-time-information.js';

/** One query and the candidates a stage reorders, in the previous stage's order. */
export interface StageInput {
  query: RerankQuery;
  candidates: ReadonlyArray<{ id: string; code: string }>;
}

/** Options of {@link RerankStage.rerank}. */
export interface StageRerankOptions {
  abortSignal?: AbortSignal;
  /** One line per event that did not stop the work (a retry, a partial permutation). */
  onWarning?: (message: string) => void;
}

/** What a stage returns for its inputs. */
export interface StageOutput {
  /** Per input, every candidate id in its new order. */
  orders: string[][];
  /** Per input, what the stage did (scores, prompts and answers, tests and outcomes), as JSON values. */
  records: unknown[];
  /**
   * Per input, one key per id of its order: what the stage ordered by (a model's score, the
   * examples passed and agreement of an outcome group). Candidates with equal keys that came in with
   * equal scores stay tied. Absent when the stage tells every candidate apart.
   */
  tieKeys?: Array<ReadonlyArray<string | number>>;
  /**
   * Per input, why the stage had nothing to work with for that query (`no query-time tests`), or
   * undefined when it did. Absent when the stage always has what it needs (a model reranker).
   */
  withoutInformation?: Array<string | undefined>;
}

/**
 * A second stage of a pipeline: reorders the top `depth` results of its input for every query
 * (candidates it cannot tell apart keep their input order and, through `tieKeys`, their ties). Model rerankers, the LLM listwise reranker and execution-aware
 * reranking implement it.
 */
export interface RerankStage {
  /** The stage id as written in the pipeline (`exec-rerank:examples?depth=10`). */
  readonly id: string;
  /** How many of the input's top results it reorders. */
  readonly depth: number;
  /** Every setting that can change its orders (written into the system's description). */
  describe(): Record<string, unknown>;
  /** Reorders each input's candidates (the input's top `depth`). */
  rerank(inputs: readonly StageInput[], options?: StageRerankOptions): Promise<StageOutput>;
  /** Releases models, workers and files. */
  dispose?(): Promise<void>;
}
