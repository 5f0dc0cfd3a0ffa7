import type { SystemComparison } from '@execret/stats';
import type { BootstrapSettings, FullLeaderboard, IntervalValue, LeaderboardRow, LoadedResults } from './report-types.js';
import { compareCodeUnits } from '@execret/core';

/** A system is flagged when more than this share of its queries have a tied rank-1 score. */
export const TIE_FLAG_THRESHOLD = 0.05;

/** The metric families compared and given intervals, in display order. */
export const COMPARED_METRIC_FAMILIES: readonly string[] = ['exec', 'precision', 'ndcg'];

/** The cutoff of the single-cutoff columns and of the sort: 1 when present, else the smallest. */
export function headlineK(ks: readonly number[]): number {
  return ks.includes(1) ? 1 : (ks[0] ?? 1);
}


/** The cutoffs every system of a results folder has, ascending. */
export function commonKs(results: LoadedResults): number[] {
  const [first, ...rest] = results.systems;
  if (first === undefined) return [];
  return first.ks.filter((k) => rest.every((system) => system.ks.includes(k)));
}

/**
 * The metric keys to compare and give intervals: `exec@k`, `precision@k`, `ndcg@k` for every
 * common cutoff k whose per-query values every system has, ordered by family then k.
 */
export function comparedMetricKeys(results: LoadedResults): string[] {
  const ks = commonKs(results);
  return COMPARED_METRIC_FAMILIES.flatMap((family) => ks.map((k) => `${family}@${k}`)).filter((key) => results.systems.every((system) => system.perQuery[key] !== undefined));
}

function finiteOrNull(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

/**
 * Builds `full_leaderboard.json`: one row per system with every mean metric of its results file,
 * the bootstrap intervals of `comparison.confidenceIntervals`, the rank-1 tie shares and the tie
 * flag (share > {@link TIE_FLAG_THRESHOLD}). Rows are ordered by exec@1 (exec@k at the smallest
 * cutoff when 1 is absent) descending, then system id ascending (code unit order), numbered from 1.
 */
export function buildLeaderboard(results: LoadedResults, comparison: SystemComparison, settings: BootstrapSettings): FullLeaderboard {
  const label = String(Math.round(settings.confidenceLevel * 1000) / 10);
  const rows = results.systems.map((system): Omit<LeaderboardRow, 'rank'> => {
    const intervals: Record<string, IntervalValue> = {};
    const entries = comparison.confidenceIntervals[system.system] ?? {};
    for (const [key, entry] of Object.entries(entries)) {
      const fields = entry as unknown as Record<string, number>;
      intervals[key] = { mean: entry.mean, ci95_low: fields[`ci${label}_low`] as number, ci95_high: fields[`ci${label}_high`] as number };
    }
    const tiedShare = finiteOrNull(system.metrics['rank1_tied_share']);
    return {
      system: system.system,
      results_file: system.file,
      n_queries: system.nQueries,
      n_corpus: system.nCorpus ?? null,
      metrics: { ...system.metrics },
      intervals,
      rank1_tied_share: tiedShare,
      rank1_tied_with_paired_distractor_share: finiteOrNull(system.metrics['rank1_tied_with_paired_distractor_share']),
      expected_exec_at_1: finiteOrNull(system.metrics['expected_exec@1']),
      rank1_ties_flagged: tiedShare !== null && tiedShare > TIE_FLAG_THRESHOLD,
      per_query_derived: system.perQueryDerived,
      ...(system.metricsByDomain === undefined ? {} : { metrics_by_domain: system.metricsByDomain }),
    };
  });
  const ks = commonKs(results);
  const sortKey = `exec@${headlineK(ks)}`;
  const headline = (row: Omit<LeaderboardRow, 'rank'>): number => row.metrics[sortKey] ?? row.intervals[sortKey]?.mean ?? -Infinity;
  rows.sort((left, right) => headline(right) - headline(left) || compareCodeUnits(left.system, right.system));
  return {
    n_queries: results.queryIds.length,
    ks,
    order: `${sortKey} descending, then system id ascending`,
    tie_flag_threshold: TIE_FLAG_THRESHOLD,
    bootstrap: { resamples: settings.resamples, seed: settings.seed, method: settings.method, confidence_level: settings.confidenceLevel },
    rows: rows.map((row, index) => ({ rank: index + 1, ...row })),
  };
}
