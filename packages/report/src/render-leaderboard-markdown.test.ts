import { describe, expect, it } from '@jest/globals';
import type { FullLeaderboard, LeaderboardRow } from './report-types.js';
import { renderLeaderboardMarkdown as sut } from './render-leaderboard-markdown.js';

function row(overrides: Partial<LeaderboardRow>): LeaderboardRow {
  return {
    rank: 1,
    system: 'bm25',
    results_file: 'results/bm25.json',
    n_queries: 6,
    n_corpus: 30,
    metrics: { 'exec@1': 0.5, 'exec@3': 0.75, 'precision@1': 0.5, 'ndcg@1': 0.5, 'exec_ndcg_gap@1': 0 },
    intervals: { 'exec@1': { mean: 0.5, ci95_low: 0.1667, ci95_high: 0.8333 }, 'exec@3': { mean: 0.75, ci95_low: 0.5, ci95_high: 1 } },
    rank1_tied_share: 0,
    rank1_tied_with_paired_distractor_share: 0,
    expected_exec_at_1: 0.5,
    rank1_ties_flagged: false,
    per_query_derived: false,
    ...overrides,
  };
}

function leaderboard(rows: LeaderboardRow[]): FullLeaderboard {
  return {
    n_queries: 6,
    ks: [1, 3],
    order: 'exec@1 descending, then system id ascending',
    tie_flag_threshold: 0.05,
    bootstrap: { resamples: 5000, seed: 20260510, method: 'percentile', confidence_level: 0.95 },
    rows,
  };
}

// Splits a GFM table row on pipes that are not backslash-escaped.
function cells(line: string): string[] {
  return line.replace(/^\| | \|$/g, '').split(/(?<!\\) \| /);
}

describe(sut.name, () => {
  it('writes one row per system with intervals, the headline metrics and the tie cell', () => {
    const markdown = sut(leaderboard([row({})]));
    const lines = markdown.split('\n');
    const header = lines.find((line) => line.startsWith('| # |')) as string;
    expect(cells(header)).toEqual(['#', 'system', 'exec@1 [95% CI]', 'exec@3 [95% CI]', 'precision@1', 'ndcg@1', 'exec−ndcg gap@1', 'rank-1 ties¹']);
    const bm25 = lines.find((line) => line.startsWith('| 1 |')) as string;
    expect(cells(bm25)).toEqual(['1', 'bm25', '0.500 [0.167, 0.833]', '0.750 [0.500, 1.000]', '0.500', '0.500', '0.000', '0.0%']);
  });

  it('flags a system above the tie threshold with its expected exec@1 and explains it in a footnote', () => {
    const markdown = sut(leaderboard([row({ rank1_tied_share: 0.59, rank1_ties_flagged: true, expected_exec_at_1: 0.0967 })]));
    expect(markdown).toContain('| ⚠ 59.0% (expected exec@1 0.097) |');
    expect(markdown).toMatch(/¹ Share of queries whose rank-1 score is tied .* ⚠ marks a system above 5% of queries \(here: bm25\)/);
    expect(markdown).toContain('*expected exec@1* averages exec@1 over every order of the tied results');
  });

  it('escapes system ids so the table keeps its columns and nothing renders as HTML', () => {
    const id = 'acme/<coder>?dim=256&q=a|b';
    const markdown = sut(leaderboard([row({ system: id })]));
    const line = markdown.split('\n').find((text) => text.startsWith('| 1 |')) as string;
    expect(cells(line)).toHaveLength(8);
    expect(cells(line)[1]).toBe('acme/\\<coder\\>?dim=256\\&q=a\\|b');
    expect(markdown).not.toContain('<coder>');
  });

  it('shows n/a when a results file has no tie diagnostics, and marks recomputed per-query values', () => {
    const markdown = sut(leaderboard([row({ rank1_tied_share: null, expected_exec_at_1: null, per_query_derived: true })]));
    expect(markdown).toContain('| 1 | bm25² |');
    expect(markdown).toContain('| n/a |');
    expect(markdown).toContain('² Per-query values recomputed from the top-10 results');
  });

  it('states the bootstrap settings', () => {
    expect(sut(leaderboard([row({})]))).toContain('Intervals: 95% percentile bootstrap over queries (5,000 resamples, seed 20260510).');
  });
});
