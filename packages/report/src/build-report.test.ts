import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSystems } from '@execret/stats';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { REPORT_FILES, buildReport as sut, type BuiltReport } from './build-report.js';
import type { StudyViews } from './study-views.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const ACME = 'acme/<coder>?dim=256&q=a|b';
const NPZ = 'npz:matrices/run.npz';

async function copyOf(name: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-report-'));
  await cp(join(fixtures, name), directory, { recursive: true });
  return directory;
}

function readJson<T = Record<string, Record<string, Record<string, unknown>>>>(report: BuiltReport, file: (typeof REPORT_FILES)[number]): T {
  return JSON.parse(report.files[file]) as T;
}

// Canonical ranks per query (q_0001..q_0006) from __fixtures__/make-three-systems.py.
const RANKS: Record<string, number[]> = { [ACME]: [1, 1, 1, 1, 2, 1], bm25: [2, 0, 1, 3, 4, 2], [NPZ]: [1, 2, 0, 1, 1, 6] };

describe(sut.name, () => {
  it('produces the six report files, ending in newlines, and the leaderboard in rank order', async () => {
    const report = await sut(join(fixtures, 'three-systems'), { resamples: 200 });
    expect(Object.keys(report.files)).toEqual([...REPORT_FILES]);
    for (const file of REPORT_FILES) expect(report.files[file].endsWith('\n')).toBe(true);
    expect(report.leaderboard.rows.map((row) => row.system)).toEqual([ACME, NPZ, 'bm25']);
    expect(report.directory).toBe(join(fixtures, 'three-systems'));
    expect(report.skippedFiles).toEqual([]);
    expect(readJson(report, 'full_leaderboard.json')).toEqual(JSON.parse(JSON.stringify(report.leaderboard)));
  });

  it('writes McNemar counts and p-values that match the hand computation', async () => {
    const report = await sut(join(fixtures, 'three-systems'), { resamples: 500 });
    const pairwise = readJson(report, 'tests/pairwise_tests.json');
    expect(Object.keys(pairwise)).toEqual([`${ACME} vs bm25`, `${ACME} vs ${NPZ}`, `bm25 vs ${NPZ}`]);
    const pick = (pair: string): unknown[] => {
      const entry = pairwise[pair]?.['exec@1'] as Record<string, number>;
      const rounded = (p: number | undefined): number => Number((p as number).toFixed(12));
      return [entry['a_only'], entry['b_only'], entry['both'], entry['neither'], rounded(entry['mcnemar_exact_p']), rounded(entry['mcnemar_exact_p_holm'])];
    };
    // 2·P(X ≤ 0 | n = 4) = 0.125; 2·P(X ≤ 1 | n = 4) = 0.625; Holm: 3 × 0.125, then max(0.375, 2 × 0.625) capped at 1
    expect(pick(`${ACME} vs bm25`)).toEqual([4, 0, 1, 1, 0.125, 0.375]);
    expect(pick(`${ACME} vs ${NPZ}`)).toEqual([3, 1, 2, 0, 0.625, 1]);
    expect(pick(`bm25 vs ${NPZ}`)).toEqual([1, 3, 0, 2, 0.625, 1]);
    // exec@3: acme passes every query in the top 3, bm25 misses q_0002 and q_0005 → a_only 2, p = 2·P(X ≤ 0 | n = 2) = 0.5
    const exec3 = pairwise[`${ACME} vs bm25`]?.['exec@3'] as Record<string, number>;
    expect([exec3['a_only'], exec3['b_only']]).toEqual([2, 0]);
    expect(exec3['mcnemar_exact_p']).toBeCloseTo(0.5, 12);
    expect(Object.keys(pairwise[`${ACME} vs bm25`] ?? {})).toContain('execution_precision@1');
  });

  it('computes intervals from per-query vectors aligned by query id', async () => {
    const report = await sut(join(fixtures, 'three-systems'), { resamples: 300, seed: 11 });
    const intervals = readJson(report, 'tests/confidence_intervals.json');
    // independent reference: the same comparison on vectors built here from the canonical ranks
    const perQuery = (ranks: number[]): Record<string, number[]> => {
      const values: Record<string, number[]> = {};
      for (const k of [1, 3, 5, 10]) {
        const hit = ranks.map((rank) => rank !== 0 && rank <= k);
        values[`exec@${k}`] = hit.map((passes) => (passes ? 1 : 0));
        values[`precision@${k}`] = hit.map((passes) => (passes ? Math.round(1e6 / k) / 1e6 : 0));
        values[`ndcg@${k}`] = ranks.map((rank, index) => (hit[index] ? Math.round(1e6 / Math.log2(rank + 1)) / 1e6 : 0));
      }
      return values;
    };
    const queryIds = ['q_0001', 'q_0002', 'q_0003', 'q_0004', 'q_0005', 'q_0006'];
    const reference = compareSystems(
      Object.fromEntries(Object.entries(RANKS).map(([system, ranks]) => [system, { queryIds, perQuery: perQuery(ranks) }])),
      { resamples: 300, seed: 11 },
    );
    expect(intervals).toEqual(JSON.parse(JSON.stringify(reference.confidenceIntervals)));
    const bm25 = intervals['bm25']?.['exec@1'] as Record<string, number>;
    expect(bm25['mean']).toBeCloseTo(1 / 6, 12);
    expect([bm25['n'], bm25['bootstrap_samples'], bm25['seed'], bm25['method']]).toEqual([6, 300, 11, 'percentile']);
    // every query of acme passes within the top 3: the interval is a point
    expect(intervals[ACME]?.['exec@3']).toMatchObject({ mean: 1, ci95_low: 1, ci95_high: 1 });
  });

  it('writes full_leaderboard.json rows with means, intervals and tie flags', async () => {
    const report = await sut(join(fixtures, 'three-systems'), { resamples: 200 });
    const leaderboard = readJson<{ rows: Array<Record<string, unknown> & { metrics: Record<string, number> }>; bootstrap: Record<string, unknown> }>(report, 'full_leaderboard.json');
    expect(leaderboard.rows.map((row) => [row['rank'], row['system'], row.metrics['exec@1'], row['rank1_ties_flagged'], row['results_file']])).toEqual([
      [1, ACME, 0.833333, false, 'results/acme_coder_dim=256_q=a_b.json'],
      [2, NPZ, 0.5, true, 'results/npz_matrices_run.npz.json'],
      [3, 'bm25', 0.166667, true, 'results/bm25.json'],
    ]);
    expect(leaderboard.bootstrap).toEqual({ resamples: 200, seed: 20260510, method: 'percentile', confidence_level: 0.95 });
    expect(report.files['leaderboard.md']).toContain('| 3 | bm25 | 0.167 [');
  });

  it('reads the study\'s released files, skipping its aggregate files', async () => {
    const report = await sut(join(fixtures, 'study-format'), { resamples: 200 });
    expect(report.skippedFiles).toEqual(['results/full_leaderboard.json', 'results/invocation_table.json']);
    const pairwise = readJson(report, 'tests/pairwise_tests.json');
    // BM25 exec@1 [0,1,0] vs gemini [1,0,1]: a_only 1, b_only 2, p = 2·P(X ≤ 1 | n = 3) = 1
    const entry = pairwise['BM25 vs google/gemini-embedding-2']?.['exec@1'] as Record<string, number>;
    expect([entry['a_only'], entry['b_only'], entry['both'], entry['neither']]).toEqual([1, 2, 0, 0]);
    expect(entry['mcnemar_exact_p']).toBeCloseTo(1, 12);
    expect(report.leaderboard.rows.map((row) => row.system)).toEqual(['google/gemini-embedding-2', 'BM25']);
  });

  it('produces byte-identical files when run again on another copy (no timestamps, no paths)', async () => {
    const first = await copyOf('three-systems');
    const second = await copyOf('three-systems');
    const firstReport = await sut(first, { resamples: 200 });
    const secondReport = await sut(second, { resamples: 200 });
    for (const file of REPORT_FILES) expect(secondReport.files[file]).toBe(firstReport.files[file]);
    await rm(first, { recursive: true });
    await rm(second, { recursive: true });
  });

  it('uses 5,000 resamples and seed 20260510 by default', async () => {
    const report = await sut(join(fixtures, 'three-systems'));
    expect(readJson(report, 'tests/confidence_intervals.json')['bm25']?.['exec@1']).toMatchObject({ bootstrap_samples: 5000, seed: 20260510, method: 'percentile' });
  });

  it('rejects options out of range before reading anything', async () => {
    const nowhere = join(tmpdir(), 'execret-report-does-not-exist');
    await expect(sut(nowhere, { resamples: 0 })).rejects.toThrow('resamples must be a positive integer, got 0');
    await expect(sut(nowhere, { seed: -1 })).rejects.toThrow('seed must be a non-negative integer, got -1');
    await expect(sut(nowhere, { method: 'normal' as 'bca' })).rejects.toThrow('method must be percentile or bca, got "normal"');
  });

  it('without a bundle: no dataset, the files\' own diagnostics, rank-1 misses by bug type and deception pooled over the dense systems', async () => {
    const report = await sut(join(fixtures, 'three-systems'), { resamples: 100 });
    const views = readJson<StudyViews>(report, 'report_data.json');
    expect(views).toEqual(JSON.parse(JSON.stringify(report.views)));
    expect([views.bundle, views.dataset]).toEqual([null, null]);
    expect(Object.entries(views.systems).map(([system, view]) => [system, view.dense, view.diagnostics_source])).toEqual([
      [ACME, true, 'results file'],
      ['bm25', false, 'results file'],
      [NPZ, true, 'results file'],
    ]);
    // the pool adds the pairs of acme (12 pairs, 1 above) and npz (its own counts in make-three-systems.py)
    const npz = views.systems[NPZ]?.diagnostics?.deception.overall as { pairs: number; above: number };
    expect(views.pooled_dense_deception?.systems).toEqual([ACME, NPZ]);
    expect(views.pooled_dense_deception?.overall).toMatchObject({ pairs: 12 + npz.pairs, above: 1 + npz.above });
    // bm25's rank-1 misses (5 of 6) by the bug type the file lists for its rank-1 result
    expect(views.systems['bm25']?.rank1_misses_by_bug_type.misses).toBe(5);
    const markdown = report.files['leaderboard.md'];
    expect(markdown).not.toContain('## Dataset');
    expect(markdown).toContain('## Rank-1 misses by bug type');
    expect(markdown).toContain('| bug type | pooled dense (2 systems) | acme/\\<coder\\>?dim=256\\&q=a\\|b | npz:matrices/run.npz | bm25 (not dense) |');
    expect(markdown).toContain('| **all** | 13.6% (3/22) | 8.3% (1/12) | 20.0% (2/10) | 41.7% (5/12) |');
  });

  it('with the bundle: dataset tables, per-domain exec@k and every diagnostic of the study\'s files derived from their top results', async () => {
    const bundle = await studyReleaseBundle();
    const report = await sut(STUDY_RELEASE, { resamples: 100, bundle });
    const views = report.views;
    expect(views.bundle).toEqual({ name: 'study-release', sha256: bundle.sha256 });
    expect(views.dataset?.totals).toMatchObject({ tasks: 4, snippets: 16, distractors: 12 });
    for (const view of Object.values(views.systems)) {
      expect(view.diagnostics_source).toBe('derived');
      expect(Object.keys(view.diagnostics ?? {})).toEqual(['queries', 'rank1Misses', 'ties', 'canonicalVersusDistractors', 'deception', 'densityAblation', 'unexecutedResults']);
    }
    // BM25 is not dense under the study's rule; the two acme systems are, and their pairs are pooled
    expect(views.pooled_dense_deception?.systems).toEqual(['acme/dense-large', 'acme/dense-small']);
    expect(views.pooled_dense_deception?.overall).toMatchObject({ pairs: 24 });
    // exec@1 per domain from the per-query values and the bundle's domains (entry_id), and the tie metrics run would write
    const bm25 = report.leaderboard.rows.find((row) => row.system === 'BM25');
    expect(bm25?.metrics_by_domain).toEqual({
      bit_manipulation: expect.objectContaining({ n_queries: 1, 'exec@1': 0 }),
      math_numerical: expect.objectContaining({ n_queries: 1, 'exec@1': 1 }),
      string_processing: expect.objectContaining({ n_queries: 2, 'exec@1': 0.5 }),
    });
    expect([bm25?.rank1_tied_share, bm25?.expected_exec_at_1, bm25?.rank1_ties_flagged]).toEqual([0.25, 0.375, true]);
    expect(report.files['leaderboard.md']).toContain('## Dataset');
    expect(report.files['leaderboard.md']).toContain('| string\\_processing | 2 | 8 | 6 |');
    expect(report.files['leaderboard.md']).toContain('Diagnostics of BM25, acme/dense-small, acme/dense-large derived from the top results');
    expect(report.notes).toEqual([]);
  });

  it('refuses a bundle other than the one config.json or a results file records', async () => {
    const directory = await copyOf('three-systems');
    const bundle = await studyReleaseBundle();
    await writeFile(join(directory, 'config.json'), JSON.stringify({ bundle: 'elsewhere', bundle_sha256: 'f'.repeat(64) }));
    await expect(sut(directory, { resamples: 10, bundle })).rejects.toThrow(`config.json: field "bundle_sha256" must be ${bundle.sha256.slice(0, 12)}… (the content hash of bundle study-release, given to the report), got ffffffffffff…`);
    await rm(directory, { recursive: true });
  });
});
