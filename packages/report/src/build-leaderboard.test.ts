import { describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSystems, type SystemComparison } from '@execret/stats';
import { TIE_FLAG_THRESHOLD, buildLeaderboard as sut, comparedMetricKeys } from './build-leaderboard.js';
import { loadResults } from './load-results.js';
import type { LoadedResults, LoadedSystem } from './report-types.js';

const threeSystems = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'three-systems');
const settings = { resamples: 200, seed: 1, method: 'percentile' as const, confidenceLevel: 0.95 };

function compare(results: LoadedResults): SystemComparison {
  return compareSystems(new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }])), {
    metrics: comparedMetricKeys(results),
    resamples: settings.resamples,
    seed: settings.seed,
  });
}

function system(id: string, exec1: number, tiedShare: number): LoadedSystem {
  return {
    system: id,
    file: `results/${id}.json`,
    nQueries: 2,
    nCorpus: 10,
    ks: [1],
    metrics: { 'exec@1': exec1, rank1_tied_share: tiedShare },
    diagnostics: undefined,
    diagnosticsDerived: false,
    listed: new Map(),
    perQuery: { 'exec@1': [exec1 >= 0.5 ? 1 : 0, exec1 >= 1 ? 1 : 0], 'precision@1': [0, 0], 'ndcg@1': [0, 0] },
    perQueryDerived: false,
  };
}

describe(sut.name, () => {
  it('orders rows by exec@1 and keeps every mean of the results file', async () => {
    const results = await loadResults(threeSystems);
    const leaderboard = sut(results, compare(results), settings);
    expect(leaderboard.rows.map((row) => [row.rank, row.system])).toEqual([
      [1, 'acme/<coder>?dim=256&q=a|b'],
      [2, 'npz:matrices/run.npz'],
      [3, 'bm25'],
    ]);
    // hand-computed means over the six queries (see __fixtures__/make-three-systems.py)
    expect(leaderboard.rows.map((row) => row.metrics['exec@1'])).toEqual([0.833333, 0.5, 0.166667]);
    expect(leaderboard.rows[2]?.metrics['ndcg@3']).toBe(0.46031);
    expect(leaderboard.rows[2]?.metrics['mrr@10']).toBe(0.430556);
    expect(leaderboard.ks).toEqual([1, 3, 5, 10]);
    expect(leaderboard.n_queries).toBe(6);
  });

  it('flags systems whose rank-1 tied share exceeds 5% and carries their expected exec@1', async () => {
    const results = await loadResults(threeSystems);
    const rows = sut(results, compare(results), settings).rows;
    expect(rows.map((row) => [row.rank1_tied_share, row.rank1_ties_flagged, row.expected_exec_at_1])).toEqual([
      [0, false, 0.833333],
      [0.166667, true, 0.416667],
      [0.5, true, 0.083333],
    ]);
  });

  it('copies the intervals of compareSystems under ci95 names', async () => {
    const results = await loadResults(threeSystems);
    const comparison = compare(results);
    const row = sut(results, comparison, settings).rows[0];
    const source = comparison.confidenceIntervals['acme/<coder>?dim=256&q=a|b']?.['exec@1'] as unknown as Record<string, number>;
    expect(row?.intervals['exec@1']).toEqual({ mean: 5 / 6, ci95_low: source['ci95_low'], ci95_high: source['ci95_high'] });
    // every query passes within the top 3, so every resample mean is 1
    expect(row?.intervals['exec@3']).toEqual({ mean: 1, ci95_low: 1, ci95_high: 1 });
    expect(Object.keys(row?.intervals ?? {})).toEqual(['exec@1', 'exec@3', 'exec@5', 'exec@10', 'precision@1', 'precision@3', 'precision@5', 'precision@10', 'ndcg@1', 'ndcg@3', 'ndcg@5', 'ndcg@10']);
  });

  it('sorts by exec@k at the smallest cutoff when the run has no k = 1', () => {
    const withKs = (id: string, exec5: number): LoadedSystem => ({
      ...system(id, 0, 0),
      ks: [5, 10],
      metrics: { 'exec@5': exec5 },
      perQuery: { 'exec@5': [exec5, exec5], 'exec@10': [1, 1] },
    });
    const results: LoadedResults = { directory: '/x', config: undefined, systems: [withKs('a', 0), withKs('b', 1)], queryIds: ['q1', 'q2'], skippedFiles: [] };
    const leaderboard = sut(results, compare(results), settings);
    expect(leaderboard.rows.map((row) => row.system)).toEqual(['b', 'a']);
    expect(leaderboard.order).toBe('exec@5 descending, then system id ascending');
  });

  it('does not flag a share of exactly 5%, and breaks exec@1 ties by system id', () => {
    const results: LoadedResults = {
      directory: '/x',
      config: undefined,
      systems: [system('b', 0.5, TIE_FLAG_THRESHOLD), system('a', 0.5, 0.0501), system('c', 1, 0)],
      queryIds: ['q1', 'q2'],
      skippedFiles: [],
    };
    const rows = sut(results, compare(results), settings).rows;
    expect(rows.map((row) => [row.system, row.rank1_ties_flagged])).toEqual([
      ['c', false],
      ['a', true],
      ['b', false],
    ]);
  });
});
