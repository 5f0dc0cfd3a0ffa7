import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle } from '@execret/core';
import { NOT_RUN_OUTCOME, openLocalOracle, type DatasetValidation } from '@execret/oracle';
import { createProgress } from '../progress.js';
import { buildBenchmark } from './build.js';

// Three MBPP records (`--from mbpp`): a loop whose edited step or bound never ends, a slow
// canonical (20 ms per call: its candidates are slow too, and some never end), and a search for a
// triangular number (edits that never reach the limit hang).
const fixture = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'mbpp-slow-hanging.jsonl');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** Runs `work` while two spinning processes keep both CPUs busy (every job gets about half the CPU it would get alone). */
async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  const busy: ChildProcess[] = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    expect(busy.every((child) => child.exitCode === null && child.pid !== undefined)).toBe(true);
    const result = await work();
    expect(busy.every((child) => child.exitCode === null)).toBe(true);
    return result;
  } finally {
    for (const child of busy) child.kill('SIGKILL');
  }
}

/** Builds the fixture into `<work>/bundle` with a cache of its own (empty: nothing comes from an earlier build). */
async function build(work: string): Promise<void> {
  const oracle = openLocalOracle(join(work, 'cache'));
  try {
    const report = await buildBenchmark({ from: { kind: 'mbpp', path: fixture }, out: join(work, 'bundle'), testTimeoutMs: 200, oracle, progress: quiet });
    expect(report.tasks.accepted).toBe(3);
  } finally {
    await oracle.dispose();
  }
}

describe('an imported bundle with slow and hanging candidates', () => {
  it('is rebuilt byte for byte from empty caches on a loaded machine, with a hang recorded up to its first limit', async () => {
    const first = await mkdtemp(join(tmpdir(), 'execret-load-first-'));
    const second = await mkdtemp(join(tmpdir(), 'execret-load-second-'));
    folders.push(first, second);
    await build(first);
    await whileBusy(() => build(second));

    const names = (await readdir(join(first, 'bundle'))).sort();
    expect((await readdir(join(second, 'bundle'))).sort()).toEqual(names);
    const differing: string[] = [];
    for (const name of names) {
      if (Buffer.compare(await readFile(join(first, 'bundle', name)), await readFile(join(second, 'bundle', name))) !== 0) differing.push(name);
    }
    expect(differing).toEqual([]);

    // The fixture does what it is for: some candidates hang, and a kept one records NOT_RUN after its hang.
    const validation = JSON.parse(await readFile(join(first, 'bundle', 'dataset_validation.json'), 'utf8')) as DatasetValidation;
    const hanging = validation.tasks.flatMap((task) => task.distractors).filter((entry) => entry.test_results?.includes('TIMEOUT'));
    expect(hanging.length).toBeGreaterThan(2);
    const { bundle } = await readBundle(join(first, 'bundle'));
    const rows = bundle.executionCache ?? [];
    const cut = rows.filter((row) => row.test_results.includes(NOT_RUN_OUTCOME));
    expect(cut.length).toBeGreaterThan(0);
    for (const row of cut) {
      const first = row.test_results.indexOf(NOT_RUN_OUTCOME);
      expect(row.test_results[first - 1]).toBe('TIMEOUT');
      expect(row.test_results.slice(first).every((outcome) => outcome === NOT_RUN_OUTCOME)).toBe(true);
    }
  }, 300_000);
});
