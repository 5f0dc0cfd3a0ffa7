import { PipelineRetriever, type StageSummary } from '@execret/rerank';
import type { Retriever } from '@execret/core';

/**
 * What every stage of a pipeline did in its last search (queries changed, queries without
 * query-time tests, rank-1 tie shares of its input and output), for the results file's
 * `execret.stages`; undefined for a retriever that is not a pipeline.
 */
export function pipelineStageSummaries(retriever: Retriever): StageSummary[] | undefined {
  if (!(retriever instanceof PipelineRetriever)) return undefined;
  return retriever.stages.map((stage) => stage.summary);
}

/** One note per reranking stage that left some queries as they came because it had nothing to work with. */
export function stageNotes(systemId: string, summaries: readonly StageSummary[]): string[] {
  return summaries
    .filter((summary) => (summary.without_information ?? 0) > 0)
    .map((summary) => `${systemId}: stage ${summary.stage}: ${summary.without_information} of ${summary.queries} queries had ${summary.without_information_reason ?? 'nothing to work with'} and kept their input order; it changed ${summary.changed ?? 0}`);
}
