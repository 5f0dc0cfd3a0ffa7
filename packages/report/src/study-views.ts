import type { CorpusRow } from '@execret/core';
import type { DeceptionCounts } from '@execret/metrics';
import { bugTypeOrder } from './bug-type-order.js';
import { datasetTables, type DatasetTables } from './dataset-tables.js';
import { DENSE_SYSTEM_RULE, isDenseSystem } from './dense-systems.js';
import { poolDeception } from './pooled-deception.js';
import { rank1MissesByBugType, type Rank1MissesByBugType } from './rank1-misses-by-bug-type.js';
import type { PipelineGainRow } from './pipeline-gains.js';
import type { ReportBundle } from './report-bundle.js';
import type { LoadedResults, ReportDiagnostics } from './report-types.js';

/** One system in {@link StudyViews}. */
export interface SystemStudyView {
  /** Whether the system counts as dense (see {@link StudyViews.dense_rule}). */
  dense: boolean;
  /** Where {@link SystemStudyView.diagnostics} come from: the results file, derived from its `top_results` and the bundle, or nowhere. */
  diagnostics_source: 'results file' | 'derived' | 'none';
  /** The output of `diagnoseRun` (null when the file has none and no bundle was given). */
  diagnostics: ReportDiagnostics | null;
  /** What the failing rank-1 results are, by bug type. */
  rank1_misses_by_bug_type: Rank1MissesByBugType;
}

/** Deception summed over the dense systems (see `poolDeception`). */
export interface PooledDenseDeception {
  /** The dense systems with diagnostics that were pooled (code unit order). */
  systems: string[];
  /** All their scored pairs. */
  overall: DeceptionCounts;
  /** By bug type, execret's six first. */
  by_bug_type: Array<DeceptionCounts & { bug_type: string }>;
}

/** `report_data.json`: the study's views, beside the leaderboard. */
export interface StudyViews {
  /** The bundle the report read (null without one). */
  bundle: { name: string; sha256: string } | null;
  /** The dataset tables of the bundle (null without one). */
  dataset: DatasetTables | null;
  /** Which systems count as dense. */
  dense_rule: string;
  /** Deception pooled over the dense systems with diagnostics (null when there is none). */
  pooled_dense_deception: PooledDenseDeception | null;
  /** Per system (code unit order). */
  systems: Record<string, SystemStudyView>;
  /** Each reranking pipeline against the stage it reranks (set by `buildReport` once the paired tests are computed). */
  pipeline_gains?: PipelineGainRow[];
}

/**
 * The study's views of a results folder: dataset tables of the bundle, per system whether it is
 * dense, its diagnostics and where they come from, its rank-1 misses by bug type, and the deception
 * per bug type pooled over the dense systems. `results` should already carry derived diagnostics
 * (see `applyBundle`).
 */
export function buildStudyViews(results: LoadedResults, bundle: ReportBundle | undefined): StudyViews {
  const corpus: ReadonlyMap<string, CorpusRow> | undefined = bundle === undefined ? undefined : new Map(bundle.bundle.corpus.map((row) => [row.corpus_id, row]));
  const entries = results.systems.map((system): [string, SystemStudyView] => [
    system.system,
    {
      dense: isDenseSystem(system, results.config),
      diagnostics_source: system.diagnostics === undefined ? 'none' : system.diagnosticsDerived ? 'derived' : 'results file',
      diagnostics: system.diagnostics ?? null,
      rank1_misses_by_bug_type: rank1MissesByBugType(system, results.queryIds, corpus),
    },
  ]);
  const pooled = entries.filter(([, view]) => view.dense && view.diagnostics !== null);
  let pooledView: PooledDenseDeception | null = null;
  if (pooled.length > 0) {
    const sums = poolDeception(pooled.map(([, view]) => (view.diagnostics as ReportDiagnostics).deception));
    pooledView = {
      systems: pooled.map(([system]) => system),
      overall: sums.overall,
      by_bug_type: bugTypeOrder(sums.byBugType.keys()).map((bugType) => ({ bug_type: bugType, ...(sums.byBugType.get(bugType) as DeceptionCounts) })),
    };
  }
  return {
    bundle: bundle === undefined ? null : { name: bundle.name, sha256: bundle.sha256 },
    dataset: bundle === undefined ? null : datasetTables(bundle.bundle),
    dense_rule: DENSE_SYSTEM_RULE,
    pooled_dense_deception: pooledView,
    systems: Object.fromEntries(entries),
  };
}
