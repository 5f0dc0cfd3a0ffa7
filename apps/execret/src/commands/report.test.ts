import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecretError, ExecretErrorCode } from '@execret/core';
import { Command } from 'commander';
import { exitCodeFor } from '../main.js';
import type { CommandIo } from '../io.js';
import { REPORT_FILES, buildReport } from '@execret/report';
import { registerReportCommand, runReport as sut } from './report.js';
import { collectIo } from '../__fixtures__/collect-io.js';

// The results folders @execret/report's own tests use (what the report is built from is tested there;
// these tests cover writing, printing and the command line).
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'report', 'src', '__fixtures__');
const ACME = 'acme/<coder>?dim=256&q=a|b';
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
  it('writes the five report files, atomically, and prints the leaderboard', async () => {
    const directory = await copyOf('three-systems');
    const io = collectIo();
    const summary = await sut(directory, { resamples: 500 }, io);
    expect(summary.files).toEqual(REPORT_FILES.map((file) => join(directory, file)));
    expect(summary.systems).toEqual([ACME, NPZ, 'bm25']);
    const names = [...(await readdir(directory)), ...(await readdir(join(directory, 'tests')))].sort();
    expect(names).toEqual(['confidence_intervals.json', 'config.json', 'full_leaderboard.json', 'leaderboard.md', 'pairwise_tests.json', 'report.html', 'results', 'tests']);
    expect(io.out).toMatch(/^#\s+system\s+exec@1 \[95% CI\]\s+exec@10 \[95% CI\]\s+rank-1 ties\n1\s+acme\/<coder>\?dim=256&q=a\|b\s+0\.833 \[/);
    expect(io.out).toMatch(/3\s+bm25\s+0\.167 \[[^\n]*⚠ 50\.0% \(expected exec@1 0\.083\)/);
    expect(io.out).toContain(`wrote 5 files:\n  ${join(directory, 'tests/pairwise_tests.json')}`);
    expect(io.err).toBe('');
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
    expect(summary.files).toHaveLength(5);
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
