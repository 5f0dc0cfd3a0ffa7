import { compareCodeUnits, InvalidArgumentError } from '@execret/core';
import { loadResults } from '@execret/report';
import { DEFAULT_RESAMPLES, pairedDifferenceIntervals, type PairedDifferenceEntry } from '@execret/stats';

/** A named comparison: the difference A − B. */
export type Comparison = readonly [string, string];

/**
 * Reads one `--compare` value, `"A vs B"` (system ids as given to `--system`), as the difference
 * A − B.
 *
 * @throws InvalidArgumentError when the value is not two different non-empty ids around ` vs `.
 */
export function parseComparison(value: string): Comparison {
  const parts = value.split(/\s+vs\s+/);
  const [a, b] = parts.map((part) => part.trim());
  if (parts.length !== 2 || a === undefined || b === undefined || a === '' || b === '') {
    throw new InvalidArgumentError(`--compare takes "<system A> vs <system B>", got ${JSON.stringify(value)}`);
  }
  if (a === b) throw new InvalidArgumentError(`--compare ${JSON.stringify(value)} compares a system with itself`);
  return [a, b];
}

/**
 * Checks that every system a comparison names is known (run now, or with results in the folder).
 *
 * @throws InvalidArgumentError naming each unknown system and the known ones.
 */
export function checkComparisons(comparisons: readonly Comparison[], known: Iterable<string>): void {
  const systems = new Set(known);
  const unknown = [...new Set(comparisons.flat().filter((systemId) => !systems.has(systemId)))];
  if (unknown.length > 0) {
    throw new InvalidArgumentError(
      `--compare names ${unknown.map((systemId) => JSON.stringify(systemId)).join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} neither run now nor in the output folder; known systems: ${[...systems].sort(compareCodeUnits).join(', ') || 'none'}`,
    );
  }
}

/** Every pair of systems once, A before B in code unit order (as `pairwise_tests.json` orders them). */
export function allComparisons(systemIds: readonly string[]): Comparison[] {
  const sorted = [...systemIds].sort(compareCodeUnits);
  return sorted.flatMap((a, index) => sorted.slice(index + 1).map((b): Comparison => [a, b]));
}

/** What {@link pairedDifferenceFile} computed. */
export interface PairedDifferences {
  /** The file's content: `"A minus B"` → metric → entry (the study's `paired_difference_intervals.json`). */
  intervals: Record<string, Record<string, PairedDifferenceEntry>>;
  /** Comparisons left out because a system has no results in the folder (it failed). */
  skipped: Comparison[];
}

/**
 * `tests/paired_difference_intervals.json` of an output folder: paired bootstrap intervals of the
 * differences A − B of every metric the systems share (exec@k, precision@k, nDCG@k), from the
 * per-query values of `results/*.json`, for the named comparisons, or every pair when none is
 * named. Query-level resampling with the report's defaults (5,000 resamples, percentile 95%), so
 * for A before B in code unit order an interval equals the `bootstrap_ci_95` of the same pair and
 * metric in the `tests/pairwise_tests.json` that `execret report` writes with the same seed.
 */
export async function pairedDifferenceFile(directory: string, options: { comparisons?: readonly Comparison[] | undefined; seed: number; resamples?: number }): Promise<PairedDifferences> {
  const results = await loadResults(directory);
  const systems = new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }]));
  const wanted = options.comparisons === undefined || options.comparisons.length === 0 ? allComparisons([...systems.keys()]) : options.comparisons;
  const present = wanted.filter(([a, b]) => systems.has(a) && systems.has(b));
  const skipped = wanted.filter(([a, b]) => !systems.has(a) || !systems.has(b));
  const intervals = present.length === 0 ? {} : pairedDifferenceIntervals(systems, present, { seed: options.seed, resamples: options.resamples ?? DEFAULT_RESAMPLES });
  return { intervals, skipped };
}
