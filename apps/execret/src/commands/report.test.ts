import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, ExecretErrorCode, bundleSha256 } from '@execret/core';
import { Oracle } from '@execret/oracle';
import { Command } from 'commander';
import { exitCodeFor, main } from '../main.js';
import type { CommandIo } from '../io.js';
import { REPORT_FILES, buildReport, type ResultsFile, type StudyViews } from '@execret/report';
import { createProgress } from '../progress.js';
import { fileSafeSystemId } from '../systems.js';
import { trecRunSystemSource } from '../trec-run-system.js';
import { registerReportCommand, runReport as sut } from './report.js';
import { runBenchmark } from './run.js';
import { collectIo } from '../__fixtures__/collect-io.js';

// The results folders @execret/report's own tests use (what the report is built from is tested there;
// these tests cover writing, printing and the command line).
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'report', 'src', '__fixtures__');
const ACME = 'acme/<coder>?dim=256&q=a|b';
// Written by packages/report/src/__fixtures__/make-study-release.py: a bundle in data/ and three
// results files in the study's released layout (top_results only: no diagnostics, no per-query metrics).
const STUDY_SYSTEMS = ['BM25', 'acme/dense-large', 'acme/dense-small'];
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });
const NPZ = 'npz:matrices/run.npz';

async function copyOf(name: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-report-'));
  await cp(join(fixtures, name), directory, { recursive: true });
  return directory;
}


async function readJson<T = Record<string, Record<string, Record<string, unknown>>>>(directory: string, file: string): Promise<T> {
  return JSON.parse(await readFile(join(directory, file), 'utf8')) as T;
}

describe(sut.name, () => {
  it('writes the six report files, atomically, and prints the leaderboard', async () => {
    const directory = await copyOf('three-systems');
    const io = collectIo();
    const summary = await sut(directory, { resamples: 500 }, io);
    expect(summary.files).toEqual(REPORT_FILES.map((file) => join(directory, file)));
    expect(summary.systems).toEqual([ACME, NPZ, 'bm25']);
    const names = [...(await readdir(directory)), ...(await readdir(join(directory, 'tests')))].sort();
    expect(names).toEqual(['confidence_intervals.json', 'config.json', 'full_leaderboard.json', 'leaderboard.md', 'pairwise_tests.json', 'report.html', 'report_data.json', 'results', 'tests']);
    expect(io.out).toMatch(/^#\s+system\s+exec@1 \[95% CI\]\s+exec@10 \[95% CI\]\s+rank-1 ties\n1\s+acme\/<coder>\?dim=256&q=a\|b\s+0\.833 \[/);
    expect(io.out).toMatch(/3\s+bm25\s+0\.167 \[[^\n]*⚠ 50\.0% \(expected exec@1 0\.083\)/);
    expect(io.out).toContain(`wrote 6 files:\n  ${join(directory, 'tests/pairwise_tests.json')}`);
    // config.json names a bundle that is not there: said once, the report goes on without it
    expect(io.err).toBe(`note: config.json names bundle "fixtures/three-systems-bundle", which is not at ${join(process.cwd(), 'fixtures/three-systems-bundle')}: the dataset tables are left out and missing diagnostics are not derived; give --bundle <bundle>\n`);
    // what is written is exactly what @execret/report built
    const built = await buildReport(directory, { resamples: 500 });
    for (const file of REPORT_FILES) expect(await readFile(join(directory, file), 'utf8')).toBe(built.files[file]);
  });

  it('prints a JSON summary with json', async () => {
    const directory = await copyOf('three-systems');
    const io = collectIo();
    await sut(directory, { resamples: 100, json: true }, io);
    const summary = JSON.parse(io.out) as { systems: string[]; n_queries: number; files: string[] };
    expect(summary.systems).toEqual([ACME, NPZ, 'bm25']);
    expect(summary.n_queries).toBe(6);
    expect(summary.files).toHaveLength(6);
  });

  it('refuses results of two bundles in one folder (exit code 1), naming both files', async () => {
    const directory = await copyOf('three-systems');
    for (const [name, hash] of [['bm25.json', 'a'], ['npz_matrices_run.npz.json', 'b']] as const) {
      const path = join(directory, 'results', name);
      const value = JSON.parse(await readFile(path, 'utf8')) as { execret: Record<string, unknown> };
      value.execret['bundle_sha256'] = hash.repeat(64);
      await writeFile(path, JSON.stringify(value));
    }
    const error = await sut(directory, {}, collectIo()).catch((caught: unknown) => caught);
    expect(exitCodeFor(error)).toBe(1);
    expect((error as Error).message).toMatch(/^results\/npz_matrices_run\.npz\.json: .* as in results\/bm25\.json .*one output folder holds one benchmark/);
    expect(await readdir(directory)).toEqual(['config.json', 'results']);
  });

  it('throws an IO error (exit code 3) for a folder without results', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-report-'));
    const error = await sut(directory, {}, collectIo()).catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect((error as ExecretError).code).toBe(ExecretErrorCode.IO);
    expect(exitCodeFor(error)).toBe(3);
  });
});

// The study's files as TREC runs: exactly the rankings they list, for `execret score --run`.
async function trecRunsOf(release: string, into: string): Promise<Map<string, string>> {
  const runs = new Map<string, string>();
  for (const name of (await readdir(join(release, 'results'))).sort()) {
    const file = JSON.parse(await readFile(join(release, 'results', name), 'utf8')) as ResultsFile;
    const lines = file.per_query.flatMap((query) => query.top_results.map((result) => `${query.query_id} Q0 ${result.corpus_id} ${result.rank} ${result.similarity} study`));
    const path = join(into, `${fileSafeSystemId(file.model)}.trec`);
    await writeFile(path, `${lines.join('\n')}\n`);
    runs.set(file.model, path);
  }
  return runs;
}

describe('execret report --bundle on results in the study\'s released layout', () => {
  it('derives every diagnostic equal to what execret run computes for the same rankings', async () => {
    const release = await copyOf('study-release');
    const work = await mkdtemp(join(tmpdir(), 'execret-report-run-'));
    const runs = await trecRunsOf(release, work);
    expect([...runs.keys()].sort()).toEqual(STUDY_SYSTEMS);
    // execret run judges the same rankings; an oracle without executors proves every verdict comes from the bundle's cache
    for (const [system, path] of runs) {
      const [outcome] = await runBenchmark({ bundle: release, systems: [system], out: join(work, 'run'), oracle: new Oracle({ executors: {} }), systemSource: trecRunSystemSource(path), progress: quiet });
      expect(outcome?.status).toBe('computed');
    }
    const io = collectIo();
    const code = await main(['report', release, '--bundle', release, '--resamples', '100', '--json'], io);
    expect(code).toBe(0);
    const views = JSON.parse(await readFile(join(release, 'report_data.json'), 'utf8')) as StudyViews;
    const leaderboard = JSON.parse(await readFile(join(release, 'full_leaderboard.json'), 'utf8')) as {
      rows: Array<{ system: string; metrics: Record<string, number>; intervals: Record<string, { mean: number }> }>;
    };
    for (const system of STUDY_SYSTEMS) {
      const computed = JSON.parse(await readFile(join(work, 'run', 'results', `${fileSafeSystemId(system)}.json`), 'utf8')) as ResultsFile;
      expect(views.systems[system]?.diagnostics_source).toBe('derived');
      expect(views.systems[system]?.diagnostics).toEqual(computed.diagnostics);
      // the tie metrics run writes, and the means of the per-query values recomputed from the file
      // (the file's own means are rounded to 4 decimals, as the study's are)
      const row = leaderboard.rows.find((entry) => entry.system === system);
      for (const key of ['expected_exec@1', 'expected_precision@1', 'expected_ndcg@3', 'rank1_tied_share', 'rank1_tied_with_paired_distractor_share']) {
        expect([system, key, row?.metrics[key]]).toEqual([system, key, computed.metrics[key]]);
      }
      for (const key of ['exec@1', 'exec@10', 'precision@3', 'ndcg@10']) expect(row?.intervals[key]?.mean).toBeCloseTo(computed.metrics[key] as number, 6);
    }
    expect(JSON.parse(io.out)).toMatchObject({ bundle: { name: relative(process.cwd(), release) }, derived_diagnostics: STUDY_SYSTEMS, notes: [] });
    const html = await readFile(join(release, 'report.html'), 'utf8');
    expect(html).not.toContain('No diagnostics');
    for (const section of ['dataset', 'exec-by-domain', 'deception', 'gaps', 'rank1', 'density']) expect(html).toContain(`<section id="${section}">`);
  }, 60_000);

  it('reads the bundle config.json names, unless it changed since the run', async () => {
    const release = await copyOf('study-release');
    const { sha256 } = await bundleSha256(join(release, 'data'));
    await writeFile(join(release, 'config.json'), JSON.stringify({ bundle: release, bundle_sha256: sha256 }));
    const io = collectIo();
    const summary = await sut(release, { resamples: 50 }, io);
    expect([summary.bundle, summary.derived_diagnostics, io.err]).toEqual([{ name: release, sha256 }, STUDY_SYSTEMS, '']);

    await writeFile(join(release, 'config.json'), JSON.stringify({ bundle: release, bundle_sha256: '0'.repeat(64) }));
    const changed = collectIo();
    const without = await sut(release, { resamples: 50 }, changed);
    expect([without.bundle, without.derived_diagnostics]).toEqual([null, []]);
    expect(changed.err).toBe(`note: bundle "${release}" has changed since the run (sha256 ${sha256.slice(0, 12)}…, config.json records 000000000000…): the dataset tables are left out and missing diagnostics are not derived; give --bundle <bundle>\n`);
    expect(await readFile(join(release, 'report.html'), 'utf8')).toContain('No diagnostics in the results file of <code>BM25</code>');
  });

  it('refuses a --bundle that is not there (exit code 3) or not the one the results were computed on (exit code 1)', async () => {
    const release = await copyOf('study-release');
    const missing = collectIo();
    expect(await main(['report', release, '--bundle', join(release, 'nowhere')], missing)).toBe(3);
    expect(missing.err).toContain(`--bundle ${join(release, 'nowhere')}: no bundle at ${join(release, 'nowhere')}`);
    const other = collectIo();
    const tiny = join(fixtures, '..', '..', '..', '..', 'examples', 'tiny-bundle');
    expect(await main(['report', release, '--bundle', tiny], other)).toBe(1);
    expect(other.err).toMatch(/results\/BM25\.json: field "per_query\[0\]\.correct_corpus_ids" must be \["c_0010"\] as in bundle .*tiny-bundle, got \["c_0001"\]/);
    expect(await readdir(release)).toEqual(['data', 'results']);
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
    const io = collectIo();
    const codes: number[] = [];
    await program(io, codes).parseAsync(['report', directory, '--resamples', '150', '--seed', '7', '--method', 'bca', '--json'], { from: 'user' });
    expect(codes).toEqual([0]);
    const intervals = await readJson(directory, 'tests/confidence_intervals.json');
    expect(intervals['bm25']?.['exec@1']).toMatchObject({ bootstrap_samples: 150, seed: 7, method: 'bca' });
    expect(JSON.parse(io.out).systems).toHaveLength(3);
  });

  it('uses 5,000 resamples and seed 20260510 by default', async () => {
    const directory = await copyOf('three-systems');
    await program(collectIo(), []).parseAsync(['report', directory], { from: 'user' });
    const intervals = await readJson(directory, 'tests/confidence_intervals.json');
    expect(intervals['bm25']?.['exec@1']).toMatchObject({ bootstrap_samples: 5000, seed: 20260510, method: 'percentile' });
  });

  it('rejects a resample count that is not a positive integer', async () => {
    const io = collectIo();
    const error = await program(io, [])
      .parseAsync(['report', 'somewhere', '--resamples', '0'], { from: 'user' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(io.err).toContain('expected a positive integer, got "0"');
  });

  it('rejects an unknown interval method', async () => {
    const io = collectIo();
    await program(io, [])
      .parseAsync(['report', 'somewhere', '--method', 'normal'], { from: 'user' })
      .catch(() => undefined);
    expect(io.err).toMatch(/Allowed choices are percentile, bca/);
  });
});
