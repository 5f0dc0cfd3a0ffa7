import { describe, expect, it } from '@jest/globals';
import { renderQualityHtml, renderQualityMarkdown as sut } from './render-quality-metrics.js';
import type { FullLeaderboard, LeaderboardRow } from './report-types.js';

function row(system: string, metrics: Record<string, number>): LeaderboardRow {
  return {
    rank: 1,
    system,
    results_file: `results/${system}.json`,
    n_queries: 3,
    n_corpus: 10,
    metrics,
    intervals: {},
    rank1_tied_share: 0,
    rank1_tied_with_paired_distractor_share: 0,
    expected_exec_at_1: 0,
    rank1_ties_flagged: false,
    per_query_derived: false,
  };
}

function leaderboard(rows: LeaderboardRow[]): FullLeaderboard {
  return { n_queries: 3, ks: [1, 10], order: 'exec@1 descending, then system id ascending', tie_flag_threshold: 0.05, bootstrap: { resamples: 5000, seed: 20260510, method: 'percentile', confidence_level: 0.95 }, rows };
}

describe(sut.name, () => {
  it('gives one row per system at the headline cutoff, with the PPA and MRS intervals', () => {
    const lines = sut(leaderboard([
      row('bm25', { 'ndcg@10': 0.5, 'graded_ndcg@10': 0.6, 'test_share_ndcg@10': 0.55, ppa: 0.555556, ppa_ci95_low: 0, ppa_ci95_high: 1, expected_ppa: 0.5, mrs: 0.051852, mrs_ci95_low: -0.5, mrs_ci95_high: 0.638889 }),
      row('study', { 'ndcg@10': 0.4 }),
    ]));
    expect(lines).toContain('## Graded relevance and quality-aware metrics');
    const bm25 = lines.find((text) => text.startsWith('| bm25 '));
    expect(bm25).toContain('| 0.556 [0.000, 1.000] |');
    expect(bm25).toContain('| 0.052 [-0.500, 0.639] |');
    expect(lines.find((text) => text.startsWith('| study '))).toBe('| study | 0.400 | — | — | — | — | — |');
  });

  it('writes nothing when no system has these metrics', () => {
    expect(sut(leaderboard([row('study', { 'ndcg@10': 0.4 })]))).toEqual([]);
  });
});

describe(renderQualityHtml.name, () => {
  it('renders the same values as an HTML section, and nothing without them', () => {
    const html = renderQualityHtml(leaderboard([row('bm25', { 'ndcg@10': 0.5, ppa: 0.555556, ppa_ci95_low: 0, ppa_ci95_high: 1 }), row('a<b', {})]));
    expect(html).toContain('<section id="quality">');
    expect(html).toContain('<td class="num">0.556 [0.000, 1.000]</td>');
    expect(html).not.toContain('a<b');
    expect(renderQualityHtml(leaderboard([row('study', { 'ndcg@10': 0.4 })]))).toBe('');
  });
});
