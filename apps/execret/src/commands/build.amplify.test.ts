import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryRow } from '@execret/core';
import { runCli } from '../__fixtures__/run-cli.js';

// Three weak tasks: three tests each on the main path, so boundary and guard edits pass them.
const TASKS = [
  {
    taskId: 'weak/letter_grade',
    language: 'python',
    domain: 'education',
    query: "The letter grade of a score: 'A' from 90, 'B' from 80, 'C' from 70, else 'F'.",
    entryPoint: 'letter_grade',
    canonical: "def letter_grade(score):\n    if score >= 90:\n        return 'A'\n    if score >= 80:\n        return 'B'\n    if score >= 70:\n        return 'C'\n    return 'F'\n",
    tests: ["assert letter_grade(95) == 'A'", "assert letter_grade(85) == 'B'", "assert letter_grade(75) == 'C'"],
  },
  {
    taskId: 'weak/ticket_price',
    language: 'python',
    domain: 'commerce',
    query: 'Ticket price by age: free under 3, 8 under 12, 10 from 65, else 15.',
    entryPoint: 'ticket_price',
    canonical: 'def ticket_price(age):\n    if age < 3:\n        return 0\n    if age < 12:\n        return 8\n    if age >= 65:\n        return 10\n    return 15\n',
    tests: ['assert ticket_price(30) == 15', 'assert ticket_price(45) == 15', 'assert ticket_price(20) == 15'],
  },
  {
    taskId: 'weak/safe_average',
    language: 'python',
    domain: 'numbers',
    query: 'The mean of a list of numbers, 0.0 for an empty list.',
    entryPoint: 'safe_average',
    canonical: 'def safe_average(nums):\n    if not nums:\n        return 0.0\n    return sum(nums) / len(nums)\n',
    tests: ['assert safe_average([1, 2, 3]) == 2.0', 'assert safe_average([4, 8]) == 6.0', 'assert safe_average([10, 20, 30, 40]) == 25.0'],
  },
];

let work: string;
let tasksFile: string;

async function queries(folder: string): Promise<QueryRow[]> {
  return (await readFile(join(folder, 'queries.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as QueryRow);
}

async function filesOf(folder: string): Promise<Map<string, string>> {
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)));
}

interface Report {
  distractors: { kept: number };
  amplification?: { generated_tests: number; tasks_amplified: number; survivors: number; survivors_killed: number };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-amplify-'));
  tasksFile = join(work, 'tasks.jsonl');
  await writeFile(tasksFile, `${TASKS.map((task) => JSON.stringify(task)).join('\n')}\n`);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('execret build --amplify', () => {
  let plain: Report;
  let amplified: Report;
  const amplifiedFolder = (): string => join(work, 'out', 'amplified');

  // Three operators only, so the tasks offer few candidates and the tests decide how many are kept.
  const operators = ['--operators', 'boundary-comparison,comparison-flip,remove-guard'];

  beforeAll(async () => {
    const cache = join(work, 'cache');
    const first = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'out', 'plain'), '--cache', cache, ...operators, '--json']);
    expect(first.code).toBe(0);
    plain = JSON.parse(first.stdout) as Report;
    const second = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', amplifiedFolder(), '--cache', cache, ...operators, '--amplify', '3', '--json']);
    expect(second.code).toBe(0);
    amplified = JSON.parse(second.stdout) as Report;
  }, 120_000);

  it('appends generated tests after the tasks own tests, lists them in metadata.generated_tests, and keeps more distractors', async () => {
    const rows = await queries(amplifiedFolder());
    const byTask = new Map(rows.map((row) => [row.entry_id, row]));
    for (const task of TASKS) {
      const row = byTask.get(task.taskId) as QueryRow;
      const generated = (row.metadata['generated_tests'] ?? []) as number[];
      expect(row.test_suite.slice(0, 3)).toEqual(task.tests);
      expect(generated).toEqual(row.test_suite.slice(3).map((_, index) => 3 + index));
      expect(generated.length).toBeLessThanOrEqual(3);
    }
    expect(amplified.amplification?.tasks_amplified).toBeGreaterThanOrEqual(2);
    expect(amplified.amplification?.generated_tests).toBe(rows.reduce((sum, row) => sum + ((row.metadata['generated_tests'] ?? []) as number[]).length, 0));
    expect(amplified.distractors.kept).toBeGreaterThan(plain.distractors.kept);
    expect(plain.amplification).toBeUndefined();
    expect((await runCli(['validate', amplifiedFolder()])).code).toBe(0);
  });

  it('prints what amplification did in the build table', async () => {
    const table = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'out', 'table'), '--cache', join(work, 'cache'), ...operators, '--amplify', '3']);
    expect(table.stdout).toContain(`generated tests (--amplify 3): ${amplified.amplification?.generated_tests} added to ${amplified.amplification?.tasks_amplified} tasks`);
  }, 60_000);

  it('builds the same bundle byte for byte again from the same tasks and seed', async () => {
    const again = join(work, 'out', 'again');
    expect((await runCli(['build', '--from', 'jsonl', tasksFile, '--out', again, '--cache', join(work, 'cache-fresh'), ...operators, '--amplify', '3', '--json'])).code).toBe(0);
    expect(await filesOf(again)).toEqual(await filesOf(amplifiedFolder()));
  }, 120_000);

  it('exports the bundle without its generated tests: original suites, outcomes a fresh run confirms, distractors only the generated tests caught now passing', async () => {
    const base = join(work, 'out', 'base');
    const exported = await runCli(['export-bundle', amplifiedFolder(), '--without-generated-tests', '--out', base]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`(${amplified.amplification?.generated_tests} tests of ${amplified.amplification?.tasks_amplified} queries removed)`);
    expect((await runCli(['validate', base])).code).toBe(0);
    const rows = await queries(base);
    expect(rows.map((row) => row.test_suite)).toEqual(TASKS.map((task) => task.tests));
    expect(rows.every((row) => row.metadata['generated_tests'] === undefined)).toBe(true);
    const manifest = JSON.parse(await readFile(join(base, 'manifest.json'), 'utf8')) as { derived_from: { without_generated_tests: number } };
    expect(manifest.derived_from.without_generated_tests).toBe(amplified.amplification?.generated_tests);

    // verify re-executes every snippet against the shorter suites: the projected outcomes agree, and
    // the only disagreements are distractors the three tests accept (labels stay `incorrect`).
    const verified = await runCli(['verify', base, '--fresh', '--json']);
    const report = JSON.parse(verified.stdout) as { byKind: Record<string, number>; disagreements: Array<{ kind: string }> };
    expect(report.disagreements.length).toBeGreaterThan(0);
    expect(new Set(report.disagreements.map((entry) => entry.kind))).toEqual(new Set(['incorrect-passes']));
  }, 120_000);

  it('refuses --amplify values that are not positive integers, and a folder without --without-generated-tests', async () => {
    const zero = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'out', 'zero'), '--amplify', '0']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('expected a positive integer, got "0"');
    const folder = join(work, 'out', 'plain-copy');
    await mkdir(folder, { recursive: true });
    const refused = await runCli(['export-bundle', amplifiedFolder(), '--out', folder]);
    expect(refused.code).toBe(2);
  });
});
