import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';

// The mutator fails on any canonical carrying this marker (a stand-in for a mutator bug or a
// canonical it cannot take); every other call goes to the real mutator.
const BREAKS_THE_MUTATOR = '# breaks the mutator';
const mutator = await import('@execret/mutator');
jest.unstable_mockModule('@execret/mutator', () => ({
  ...mutator,
  mutate: async (source: string, options: Parameters<typeof mutator.mutate>[1]) => {
    if (source.includes(BREAKS_THE_MUTATOR)) throw new TypeError("Cannot read properties of undefined (reading 'kind')");
    return mutator.mutate(source, options);
  },
}));
const { buildBenchmark: sut } = await import('./build.js');
const { main } = await import('../main.js');
const { createProgress } = await import('../progress.js');

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const quiet = createProgress({ stdout: () => undefined, stderr: () => undefined }, { quiet: true });

let work: string;
let oracle: LocalOracle;
let tasksFile: string;
let bundle: string;
let report: Awaited<ReturnType<typeof sut>>;

async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}

async function runCli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-test-'));
  oracle = openLocalOracle(join(work, 'cache'));
  // The fixture's four tasks with one the mutator fails on, on line 3.
  const lines = (await readFile(join(fixtures, 'build-tasks.jsonl'), 'utf8')).trimEnd().split('\n');
  const broken = { taskId: 'demo/breaks', language: 'python', domain: 'numbers', query: 'Negate x.', entryPoint: 'negate', canonical: `def negate(x):\n    ${BREAKS_THE_MUTATOR}\n    return -x\n`, tests: ['assert negate(2) == -2'] };
  lines.splice(2, 0, JSON.stringify(broken));
  tasksFile = join(work, 'input', 'tasks.jsonl');
  await mkdir(dirname(tasksFile));
  await writeFile(tasksFile, `${lines.join('\n')}\n`);
  bundle = join(work, 'out', 'bundle');
  report = await sut({ from: { kind: 'jsonl', path: tasksFile }, out: bundle, oracle, progress: quiet });
}, 120_000);

afterAll(async () => {
  await oracle?.dispose();
  await rm(work, { recursive: true, force: true });
});

describe(sut.name, () => {
  it('skips a task the mutator cannot take, naming its file, line and task id, and builds the others', async () => {
    expect(report.skipped_tasks).toEqual([
      { task_id: 'demo/breaks', file: 'tasks.jsonl', line: 3, reason: "the mutator failed on the canonical: Cannot read properties of undefined (reading 'kind')" },
    ]);
    expect(report.tasks).toEqual({ total: 5, accepted: 4, rejected: 1, skipped_by_importer: 0 });
    const written = JSON.parse(await readFile(join(bundle, 'build_report.json'), 'utf8')) as typeof report;
    expect(written.skipped_tasks).toEqual(report.skipped_tasks);
    const queries = (await readFile(join(bundle, 'queries.jsonl'), 'utf8')).trimEnd().split('\n');
    expect(queries.map((line) => (JSON.parse(line) as { entry_id: string }).entry_id)).toEqual(['demo/clamp', 'demo/count_vowels', 'demo/first_index', 'demo/range_sum']);
  });

  it('records no path of the machine that built it, even when a task file claims one as its source', async () => {
    const machinePaths = [work, repositoryRoot, homedir(), '/home/alice'];
    for (const [name, content] of await filesOf(bundle)) {
      const text = content.toString('utf8');
      expect({ name, paths: machinePaths.filter((path) => text.includes(path)) }).toEqual({ name, paths: [] });
    }
    const metadata = (await readFile(join(bundle, 'queries.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => (JSON.parse(line) as { metadata: Record<string, unknown> }).metadata);
    expect(metadata.map((entry) => entry['source'])).toEqual(Array(4).fill('jsonl:tasks.jsonl'));
    // The task's other metadata is kept.
    expect(metadata[2]?.['origin']).toBe('hand-written');
  });

  it('exits 1 when no task is accepted and leaves the bundle at --out as it was, with nothing beside it', async () => {
    const before = await filesOf(bundle);
    const result = await runCli(['build', '--from', 'jsonl', join(fixtures, 'build-tasks-failing.jsonl'), '--out', bundle, '--cache', join(work, 'cache')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`no task was accepted, so no bundle was written; ${bundle} was left as it was`);
    expect(result.stdout).toContain('bad/clamp: gate G3');
    expect(await filesOf(bundle)).toEqual(before);
    expect(await readdir(dirname(bundle))).toEqual(['bundle']);
  }, 120_000);

  it('puts back a bundle that a build killed between its two renames had moved aside, and removes its unfinished folder', async () => {
    const before = await filesOf(bundle);
    // A process that has exited: its pid names the leftovers of a dead build.
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    const parent = dirname(bundle);
    await rename(bundle, join(parent, `.bundle.execret-old-${dead.pid}`));
    await cp(bundle.replace(/bundle$/, `.bundle.execret-old-${dead.pid}`), join(parent, `.bundle.execret-build-${dead.pid}`), { recursive: true });
    await writeFile(join(parent, `.bundle.execret-build-${dead.pid}`, 'corpus.jsonl'), '{"corpus_id": "c_1", "co');
    const result = await runCli(['build', '--from', 'jsonl', join(fixtures, 'build-tasks-failing.jsonl'), '--out', bundle, '--cache', join(work, 'cache')]);
    expect(result.code).toBe(1);
    expect(await readdir(parent)).toEqual(['bundle']);
    expect(await filesOf(bundle)).toEqual(before);
  }, 120_000);

  it('refuses to replace a folder that is not a bundle', async () => {
    const folder = join(work, 'notes');
    await mkdir(folder);
    await writeFile(join(folder, 'todo.txt'), 'keep me\n');
    const result = await runCli(['build', '--from', 'jsonl', join(fixtures, 'build-tasks.jsonl'), '--out', folder, '--cache', join(work, 'cache')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is a folder that is not a bundle');
    expect(await readdir(folder)).toEqual(['todo.txt']);
  });
});
