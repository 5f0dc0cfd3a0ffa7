import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, ExecretErrorCode } from '@execret/core';
import { compareSystems } from '@execret/stats';
import { Command } from 'commander';
import { exitCodeFor } from '../main.js';
import type { CommandIo } from '../io.js';
import { REPORT_FILES, registerReportCommand, runReport as sut } from './report.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'report', '__fixtures__');
const ACME = 'acme/<coder>?dim=256&q=a|b';
const NPZ = 'npz:matrices/run.npz';

async function copyOf(name: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-report-'));
  await cp(join(fixtures, name), directory, { recursive: true });
  return directory;
}

function collector(): CommandIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
  };
  return io;
}

async function readJson<T = Record<string, Record<string, Record<string, unknown>>>>(directory: string, file: string): Promise<T> {
  return JSON.parse(await readFile(join(directory, file), 'utf8')) as T;
}

// Canonical ranks per query (q_0001..q_0006) from __fixtures__/make-three-systems.py.
const RANKS: Record<string, number[]> = { [ACME]: [1, 1, 1, 1, 2, 1], bm25: [2, 0, 1, 3, 4, 2], [NPZ]: [1, 2, 0, 1, 1, 6] };

describe(sut.name, () => {
  it('writes the five report files, atomically, and prints the leaderboard', async () => {
    const directory = await copyOf('three-systems');
    const io = collector();
    const summary = await sut(directory, { resamples: 500 }, io);
    expect(summary.files).toEqual(REPORT_FILES.map((file) => join(directory, file)));
    expect(summary.systems).toEqual([ACME, NPZ, 'bm25']);
    const names = [...(await readdir(directory)), ...(await readdir(join(directory, 'tests')))].sort();
    expect(names).toEqual(['confidence_intervals.json', 'config.json', 'full_leaderboard.json', 'leaderboard.md', 'pairwise_tests.json', 'report.html', 'results', 'tests']);
    expect(io.out).toMatch(/^#\s+system\s+exec@1 \[95% CI\]\s+exec@10 \[95% CI\]\s+rank-1 ties\n1\s+acme\/<coder>\?dim=256&q=a\|b\s+0\.833 \[/);
    expect(io.out).toMatch(/3\s+bm25\s+0\.167 \[[^\n]*⚠ 50\.0% \(expected exec@1 0\.083\)/);
    expect(io.out).toContain(`wrote 5 files:\n  ${join(directory, 'tests/pairwise_tests.json')}`);
    expect(io.err).toBe('');
  });

  it('writes McNemar counts and p-values that match the hand computation', async () => {
    const directory = await copyOf('three-systems');
    await sut(directory, { resamples: 500 }, collector());
    const pairwise = await readJson(directory, 'tests/pairwise_tests.json');
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
    const directory = await copyOf('three-systems');
    await sut(directory, { resamples: 300, seed: 11 }, collector());
    const intervals = await readJson(directory, 'tests/confidence_intervals.json');
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
    const directory = await copyOf('three-systems');
    await sut(directory, { resamples: 200 }, collector());
    const leaderboard = await readJson<{ rows: Array<Record<string, unknown> & { metrics: Record<string, number> }>; bootstrap: Record<string, unknown> }>(directory, 'full_leaderboard.json');
    expect(leaderboard.rows.map((row) => [row['rank'], row['system'], row.metrics['exec@1'], row['rank1_ties_flagged'], row['results_file']])).toEqual([
      [1, ACME, 0.833333, false, 'results/acme_coder_dim=256_q=a_b.json'],
      [2, NPZ, 0.5, true, 'results/npz_matrices_run.npz.json'],
      [3, 'bm25', 0.166667, true, 'results/bm25.json'],
    ]);
    expect(leaderboard.bootstrap).toEqual({ resamples: 200, seed: 20260510, method: 'percentile', confidence_level: 0.95 });
    const markdown = await readFile(join(directory, 'leaderboard.md'), 'utf8');
    expect(markdown).toContain('| 3 | bm25 | 0.167 [');
  });

  it('reads the study\'s released files, skipping its aggregate files', async () => {
    const directory = await copyOf('study-format');
    const summary = await sut(directory, { resamples: 200 }, collector());
    expect(summary.skipped_files).toEqual(['results/full_leaderboard.json', 'results/invocation_table.json']);
    const pairwise = await readJson(directory, 'tests/pairwise_tests.json');
    // BM25 exec@1 [0,1,0] vs gemini [1,0,1]: a_only 1, b_only 2, p = 2·P(X ≤ 1 | n = 3) = 1
    const entry = pairwise['BM25 vs google/gemini-embedding-2']?.['exec@1'] as Record<string, number>;
    expect([entry['a_only'], entry['b_only'], entry['both'], entry['neither']]).toEqual([1, 2, 0, 0]);
    expect(entry['mcnemar_exact_p']).toBeCloseTo(1, 12);
    expect(summary.systems).toEqual(['google/gemini-embedding-2', 'BM25']);
  });

  it('produces byte-identical files when run again (no timestamps)', async () => {
    const first = await copyOf('three-systems');
    const second = await copyOf('three-systems');
    await sut(first, { resamples: 200 }, collector());
    await sut(second, { resamples: 200 }, collector());
    for (const file of REPORT_FILES) {
      expect(await readFile(join(second, file), 'utf8')).toBe(await readFile(join(first, file), 'utf8'));
    }
    await rm(second, { recursive: true });
  });

  it('prints a JSON summary with json', async () => {
    const directory = await copyOf('three-systems');
    const io = collector();
    await sut(directory, { resamples: 100, json: true }, io);
    const summary = JSON.parse(io.out) as { systems: string[]; n_queries: number; files: string[] };
    expect(summary.systems).toEqual([ACME, NPZ, 'bm25']);
    expect(summary.n_queries).toBe(6);
    expect(summary.files).toHaveLength(5);
  });

  it('throws an IO error (exit code 3) for a folder without results', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-report-'));
    const error = await sut(directory, {}, collector()).catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect((error as ExecretError).code).toBe(ExecretErrorCode.IO);
    expect(exitCodeFor(error)).toBe(3);
  });
});

describe(registerReportCommand.name, () => {
  function program(io: CommandIo, codes: number[]): Command {
    const root = new Command().exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
    registerReportCommand(root, io, (code) => codes.push(code));
    return root;
  }

  it('passes --resamples, --seed and --method to the bootstrap and reports exit code 0', async () => {
    const directory = await copyOf('three-systems');
    const io = collector();
    const codes: number[] = [];
    await program(io, codes).parseAsync(['report', directory, '--resamples', '150', '--seed', '7', '--method', 'bca', '--json'], { from: 'user' });
    expect(codes).toEqual([0]);
    const intervals = await readJson(directory, 'tests/confidence_intervals.json');
    expect(intervals['bm25']?.['exec@1']).toMatchObject({ bootstrap_samples: 150, seed: 7, method: 'bca' });
    expect(JSON.parse(io.out).systems).toHaveLength(3);
  });

  it('uses 5,000 resamples and seed 20260510 by default', async () => {
    const directory = await copyOf('three-systems');
    await program(collector(), []).parseAsync(['report', directory], { from: 'user' });
    const intervals = await readJson(directory, 'tests/confidence_intervals.json');
    expect(intervals['bm25']?.['exec@1']).toMatchObject({ bootstrap_samples: 5000, seed: 20260510, method: 'percentile' });
  });

  it('rejects a resample count that is not a positive integer', async () => {
    const io = collector();
    const error = await program(io, [])
      .parseAsync(['report', 'somewhere', '--resamples', '0'], { from: 'user' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(io.err).toContain('expected a positive integer, got "0"');
  });

  it('rejects an unknown interval method', async () => {
    const io = collector();
    await program(io, [])
      .parseAsync(['report', 'somewhere', '--method', 'normal'], { from: 'user' })
      .catch(() => undefined);
    expect(io.err).toMatch(/Allowed choices are percentile, bca/);
  });
});
