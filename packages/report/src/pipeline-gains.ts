import type { SystemComparison } from '@execret/stats';
import type { LoadedResults } from './report-types.js';

/** One metric of a pipeline against the stage it reranks, from the pair's paired tests. */
export interface PipelineGain {
  /** The metric key (`exec@1`; precision@k is named as in `pairwise_tests.json`). */
  metric: string;
  /** The pipeline's mean. */
  pipeline: number;
  /** The input stage's mean. */
  first_stage: number;
  /** pipeline − first stage. */
  gain: number;
  /** The 95% paired bootstrap interval of the gain. */
  ci95: [number, number];
  /** Queries only the pipeline gets right (binary metrics). */
  pipeline_only?: number;
  /** Queries only the input stage gets right (binary metrics). */
  first_stage_only?: number;
  /** McNemar exact two-sided p (binary metrics). */
  mcnemar_exact_p?: number;
  /** The same, Holm-adjusted over every pair of the folder for this metric. */
  mcnemar_exact_p_holm?: number;
}

/** A reranking pipeline of the folder and its gain over the stage it reranks. */
export interface PipelineGainRow {
  /** The pipeline's system id. */
  pipeline: string;
  /** The system id of the stage it reranks (`bm25` for `bm25 >> exec-rerank:examples`). */
  first_stage: string;
  /** Per metric, in `pairwise_tests.json` order; empty when the input stage has no results in the folder. */
  metrics: PipelineGain[];
  /** Share of queries whose rank-1 score the input stage ties (from its diagnostics; absent when unknown). */
  first_stage_rank1_ties?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stage a system reranks, from its description (`execret.system` of its results file): a
 * pipeline whose last stage is a reranker (`@execret/rerank`'s `describe()`, `kind: 'rerank'`)
 * records its input stage's id as `input.stage`. Undefined for anything else (a fusion, a plain system).
 */
export function rerankedStage(description: Record<string, unknown> | undefined): string | undefined {
  if (description?.['kind'] !== 'rerank' || !isRecord(description['input'])) return undefined;
  const stage = description['input']['stage'];
  return typeof stage === 'string' && stage !== '' ? stage : undefined;
}

/**
 * Each reranking pipeline of a results folder against the stage it reranks, read from the paired
 * tests of the folder (`compareSystems`: McNemar and the paired bootstrap interval of the
 * difference), signed as pipeline − first stage. A pipeline whose input stage was not run in the
 * folder gets a row with no metrics, so the report can say to run it.
 */
export function pipelineGains(results: LoadedResults, comparison: SystemComparison): PipelineGainRow[] {
  const rows: PipelineGainRow[] = [];
  for (const system of results.systems) {
    const firstStageId = rerankedStage(system.description);
    if (firstStageId === undefined) continue;
    // The stage's id, shown under its display name when it has one (`run --name`).
    const firstStage = results.systems.find((candidate) => candidate.id === firstStageId)?.system ?? firstStageId;
    const pipelineFirst = system.system < firstStage;
    const pair = pipelineFirst ? `${system.system} vs ${firstStage}` : `${firstStage} vs ${system.system}`;
    const entries = Object.hasOwn(comparison.pairwiseTests, pair) ? comparison.pairwiseTests[pair] : undefined;
    const metrics: PipelineGain[] = [];
    for (const [metric, entry] of Object.entries(entries ?? {})) {
      const sign = pipelineFirst ? 1 : -1;
      const interval = entry['bootstrap_ci_95'] ?? [Number.NaN, Number.NaN];
      const aMean = entry.a_rate ?? entry.a_mean ?? Number.NaN;
      const bMean = entry.b_rate ?? entry.b_mean ?? Number.NaN;
      metrics.push({
        metric,
        pipeline: pipelineFirst ? aMean : bMean,
        first_stage: pipelineFirst ? bMean : aMean,
        gain: sign * entry.delta,
        ci95: pipelineFirst ? [interval[0], interval[1]] : [-interval[1], -interval[0]],
        ...(entry.a_only === undefined || entry.b_only === undefined ? {} : { pipeline_only: pipelineFirst ? entry.a_only : entry.b_only, first_stage_only: pipelineFirst ? entry.b_only : entry.a_only }),
        ...(entry.mcnemar_exact_p === undefined ? {} : { mcnemar_exact_p: entry.mcnemar_exact_p }),
        ...(entry.mcnemar_exact_p_holm === undefined ? {} : { mcnemar_exact_p_holm: entry.mcnemar_exact_p_holm }),
      });
    }
    const inputTies = results.systems.find((candidate) => candidate.system === firstStage)?.diagnostics?.ties?.rank1Tied?.share;
    rows.push({ pipeline: system.system, first_stage: firstStage, metrics, ...(inputTies === undefined ? {} : { first_stage_rank1_ties: inputTies }) });
  }
  return rows;
}
