import { relative, resolve } from 'node:path';
import { InvalidArgumentError } from '@execret/core';
import { loadResults, type LoadedResults } from '@execret/report';
import { bootstrapInterval, drawResampleCounts, pairedBootstrapInterval } from '@execret/stats';
import { DEFAULT_RUN_AXES } from '../run-axes.js';

/** What `execret report <dir> --compare-axes <other>` writes. */
export const AXES_COMPARISON_FILE = 'tests/axes_comparison.json';

/** The metrics compared across folders, when a folder's results have them. */
export const AXES_COMPARISON_METRICS = ['exec@1', 'exec@10', 'mrr@10', 'ndcg@10', 'graded_ndcg@10', 'ppa', 'mrs'] as const;

/** A mean with its 95% query-level bootstrap interval. */
export interface AxesMean {
  mean: number;
  ci95_low: number;
  ci95_high: number;
}

/** One run folder of the comparison. */
export interface AxesFolder {
  /** The folder, relative to the report folder (`.` for it). */
  folder: string;
  /** Its query style and direction (`config.json` `axes`; the defaults when absent). */
  query_style: string;
  direction: string;
  n_queries: number;
  /** Per system, per metric: the mean over the queries that have a value, and its interval. */
  systems: Record<string, Record<string, AxesMean & { n: number }>>;
}

/** A paired difference between the report folder and another, for one system and metric. */
export interface AxesDifference {
  system: string;
  metric: string;
  /** `.` minus `other`. */
  other: string;
  mean_difference: number;
  ci95_low: number;
  ci95_high: number;
  /** Queries both folders have a value for. */
  n: number;
}

/** The comparison of query styles (and directions) between run folders of one bundle. */
export interface AxesComparison {
  format: 'execret-axes-comparison';
  resamples: number;
  seed: number;
  folders: AxesFolder[];
  /**
   * Paired differences (same queries resampled in both) between the report folder and each other
   * folder of the same direction, for every system both ran; folders of another direction have
   * other queries and are compared by their intervals only.
   */
  differences: AxesDifference[];
}

function axesOf(results: LoadedResults): { query_style: string; direction: string } {
  const axes = results.config?.['axes'];
  const record = typeof axes === 'object' && axes !== null ? (axes as Record<string, unknown>) : {};
  return {
    query_style: typeof record['query_style'] === 'string' ? record['query_style'] : DEFAULT_RUN_AXES.queryStyle,
    direction: typeof record['direction'] === 'string' ? record['direction'] : DEFAULT_RUN_AXES.direction,
  };
}

// The per-query values of a system for a metric (none when its file lists none, e.g. PPA when some query has no pair).
function valuesByQuery(results: LoadedResults, system: string, metric: string): Map<string, number> {
  const loaded = results.systems.find((entry) => entry.system === system);
  const values = loaded?.perQuery[metric];
  const found = new Map<string, number>();
  if (values === undefined) return found;
  results.queryIds.forEach((queryId, index) => {
    const value = values[index];
    if (typeof value === 'number' && Number.isFinite(value)) found.set(queryId, value);
  });
  return found;
}

/**
 * Compares run folders that differ by query style or direction (`run --query-style`,
 * `--direction`) on the same bundle: for each folder and system, the mean and 95% percentile
 * bootstrap interval of exec@1, exec@10, mrr@10, ndcg@10, graded_ndcg@10, PPA and MRS (those its
 * results have); and for each other folder of the report folder's direction, the paired bootstrap
 * interval of the difference (report folder minus other) over the queries both have. Folders are
 * named relative to the report folder.
 *
 * @throws InvalidArgumentError when a folder is the report folder itself or was computed on another bundle.
 */
export async function compareAxesFolders(directory: string, others: readonly string[], settings: { resamples: number; seed: number }): Promise<AxesComparison> {
  const root = resolve(directory);
  const folders = [root, ...others.map((other) => resolve(other))];
  if (new Set(folders).size !== folders.length) throw new InvalidArgumentError('--compare-axes: give each other run folder once, and not the report folder itself');
  const loaded = await Promise.all(folders.map((folder) => loadResults(folder)));
  const bundles = new Set(loaded.map((results) => results.bundleSha256).filter((hash) => hash !== undefined));
  if (bundles.size > 1) throw new InvalidArgumentError(`--compare-axes: the folders hold results of ${bundles.size} different bundles; compare styles and directions on one bundle`);
  const named = (folder: string): string => relative(root, folder) || '.';
  const comparison: AxesComparison = { format: 'execret-axes-comparison', resamples: settings.resamples, seed: settings.seed, folders: [], differences: [] };
  loaded.forEach((results, index) => {
    const systems: AxesFolder['systems'] = {};
    for (const system of results.systems) {
      const means: Record<string, AxesMean & { n: number }> = {};
      for (const metric of AXES_COMPARISON_METRICS) {
        const values = [...valuesByQuery(results, system.system, metric).values()];
        if (values.length === 0) {
          // PPA and MRS without per-query values: the file's mean and interval.
          const [mean, low, high] = [system.metrics[metric], system.metrics[`${metric}_ci95_low`], system.metrics[`${metric}_ci95_high`]];
          if (mean !== undefined && low !== undefined && high !== undefined) means[metric] = { mean, ci95_low: low, ci95_high: high, n: system.metrics['preference_queries'] ?? 0 };
          continue;
        }
        const interval = bootstrapInterval(values, { resamples: settings.resamples, seed: settings.seed });
        means[metric] = { mean: interval.estimate, ci95_low: interval.low, ci95_high: interval.high, n: values.length };
      }
      systems[system.system] = means;
    }
    comparison.folders.push({ folder: named(folders[index] as string), ...axesOf(results), n_queries: results.queryIds.length, systems });
  });
  const base = loaded[0] as LoadedResults;
  loaded.slice(1).forEach((other, index) => {
    if (axesOf(other).direction !== axesOf(base).direction) return;
    for (const system of base.systems) {
      if (!other.systems.some((entry) => entry.system === system.system)) continue;
      for (const metric of AXES_COMPARISON_METRICS) {
        const left = valuesByQuery(base, system.system, metric);
        const right = valuesByQuery(other, system.system, metric);
        const shared = [...left.keys()].filter((queryId) => right.has(queryId));
        if (shared.length === 0) continue;
        const counts = drawResampleCounts(shared.length, { resamples: settings.resamples, seed: settings.seed });
        const interval = pairedBootstrapInterval(shared.map((queryId) => left.get(queryId) as number), shared.map((queryId) => right.get(queryId) as number), { counts });
        comparison.differences.push({ system: system.system, metric, other: named(folders[index + 1] as string), mean_difference: interval.estimate, ci95_low: interval.low, ci95_high: interval.high, n: shared.length });
      }
    }
  });
  return comparison;
}

/** The terminal table of a comparison: one line per folder and system, exec@1, ndcg@10 and PPA with intervals. */
export function formatAxesComparison(comparison: AxesComparison): string {
  const cell = (mean: AxesMean | undefined): string => (mean === undefined ? '—' : `${mean.mean.toFixed(3)} [${mean.ci95_low.toFixed(3)}, ${mean.ci95_high.toFixed(3)}]`);
  const header = ['folder', 'style', 'direction', 'system', 'exec@1', 'ndcg@10', 'ppa'];
  const rows = comparison.folders.flatMap((folder) =>
    Object.entries(folder.systems).map(([system, means]) => [folder.folder, folder.query_style, folder.direction, system, cell(means['exec@1']), cell(means['ndcg@10']), cell(means['ppa'])]),
  );
  const widths = header.map((text, column) => Math.max(text.length, ...rows.map((row) => (row[column] as string).length)));
  return [header, ...rows].map((row) => row.map((text, column) => text.padEnd(widths[column] as number)).join('  ').trimEnd()).join('\n');
}
