import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildReport } from './build.js';
import { runCli } from '../__fixtures__/run-cli.js';

// Tasks whose canonicals call min and max, so the user's operator has work to do.
const TASKS = [
  {
    taskId: 'mm/clamp',
    language: 'python',
    domain: 'numbers',
    query: 'Clamp x into the range [low, high].',
    entryPoint: 'clamp',
    canonical: 'def clamp(x, low, high):\n    return max(low, min(x, high))\n',
    tests: ['assert clamp(5, 0, 10) == 5', 'assert clamp(-3, 0, 10) == 0', 'assert clamp(12, 0, 10) == 10'],
  },
  {
    taskId: 'mm/spread',
    language: 'python',
    domain: 'numbers',
    query: 'The difference between the largest and the smallest value.',
    entryPoint: 'spread',
    canonical: 'def spread(values):\n    if len(values) < 2:\n        return 0\n    return max(values) - min(values)\n',
    tests: ['assert spread([3, 9, 4]) == 6', 'assert spread([]) == 0', 'assert spread([5]) == 0', 'assert spread([2, 2]) == 0'],
  },
];

// The user's operator, written in TypeScript as the extending guide shows (a type-only import of
// the package, which esbuild erases).
const OPERATOR_TS = `import type { PythonMutator } from '@execret/mutator';

const SWAPS: Record<string, string> = { min: 'max', max: 'min' };

export const userSwapMinMax: PythonMutator = {
  name: 'user-swap-min-max',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'swaps calls to min and max',
  *mutate(node) {
    if (node.type !== 'call') return;
    const callee = node.childForFieldName('function');
    const swapped = callee?.type === 'identifier' ? SWAPS[callee.text] : undefined;
    if (callee && swapped !== undefined) yield { start: callee.startIndex, end: callee.endIndex, replacement: swapped };
  },
};
`;

let work: string;
let tasksFile: string;
let operatorFile: string;

async function build(name: string, ...options: string[]): Promise<{ code: number; stdout: string; stderr: string; out: string }> {
  const out = join(work, name);
  const result = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', out, '--cache', join(work, 'cache'), '--json', ...options]);
  return { ...result, out };
}

async function jsonl(path: string): Promise<Array<Record<string, unknown>>> {
  return (await readFile(path, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-mutators-'));
  tasksFile = join(work, 'tasks.jsonl');
  await writeFile(tasksFile, `${TASKS.map((task) => JSON.stringify(task)).join('\n')}\n`);
  operatorFile = join(work, 'swap-min-max.ts');
  await writeFile(operatorFile, OPERATOR_TS);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('execret build --mutators', () => {
  it("builds a bundle from the user's operator alone, counting its candidates, failing and kept distractors", async () => {
    const result = await build('alone', '--mutators', operatorFile, '--no-builtin-mutators');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as BuildReport;
    // clamp: min→max and max→min (2 candidates); spread: max→min and min→max (2 candidates).
    expect(report.distractors.by_operator).toEqual({ 'user-swap-min-max': { bug_type: 'wrong_operator', candidates: 4, failing: 4, kept: 4 } });
    expect(report.mutators).toEqual({ builtin: false, modules: [{ file: 'swap-min-max.ts', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), operators: ['python/user-swap-min-max'] }] });
    const metadata = await jsonl(join(result.out, 'distractor_metadata.jsonl'));
    expect(metadata).toHaveLength(4);
    expect(new Set(metadata.map((row) => row['operator']))).toEqual(new Set(['user-swap-min-max']));
    expect(metadata.map((row) => row['after']).sort()).toEqual(['    return max(low, max(x, high))', '    return max(values) - max(values)', '    return min(low, min(x, high))', '    return min(values) - min(values)']);
    // The bundle as written is the same report, and the compiled module was not left behind.
    expect(JSON.parse(await readFile(join(result.out, 'build_report.json'), 'utf8'))).toEqual(report);
    expect((await readdir(work)).filter((name) => name.includes('execret-'))).toEqual([]);
    // The table for people has the operator's row.
    const text = await runCli(['build', '--from', 'jsonl', tasksFile, '--out', join(work, 'alone-text'), '--cache', join(work, 'cache'), '--mutators', operatorFile, '--no-builtin-mutators']);
    expect(text.stdout).toMatch(/user-swap-min-max +4 +4 +4 +100\.0% {2}wrong_operator/);
    expect(text.stdout).toContain('operators: no built-in + swap-min-max.ts (python/user-swap-min-max)');
  }, 120_000);

  it('adds the operator to the built-in ones, and --bug-types and --exclude-operators choose among all of them', async () => {
    // The built-in min-max operator makes the same edits as the user's swap: with the built-ins on,
    // the user's identical candidates are dropped as duplicates of the earlier (built-in) ones.
    const withSwap = JSON.parse((await build('with-swap', '--mutators', operatorFile)).stdout) as BuildReport;
    expect(withSwap.distractors.by_operator['user-swap-min-max']).toEqual({ bug_type: 'wrong_operator', candidates: 0, failing: 0, kept: 0, duplicates: 4, duplicates_of: { 'min-max': 4 } });
    expect(withSwap.distractors.by_operator['min-max']?.candidates).toBe(4);

    // An operator no built-in one repeats: negate what a function returns.
    const negate = join(work, 'negate-return.mjs');
    await writeFile(
      negate,
      `export default [{
  name: 'user-negate-return',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'return x → return -(x)',
  *mutate(node) {
    if (node.type !== 'return_statement' || node.namedChildren.length !== 1) return;
    const value = node.namedChildren[0];
    yield { start: value.startIndex, end: value.endIndex, replacement: '-(' + value.text + ')' };
  },
}];
`,
    );
    const all = JSON.parse((await build('all', '--mutators', negate)).stdout) as BuildReport;
    // clamp's one return and spread's two; spread's -(0) equals 0, so no test fails it.
    expect(all.distractors.by_operator['user-negate-return']).toEqual({ bug_type: 'wrong_operator', candidates: 3, failing: 2, kept: expect.any(Number) });
    expect(all.distractors.by_operator['comparison-flip']?.candidates).toBeGreaterThan(0);
    const bugTypes = new Set(Object.values(all.distractors.by_operator).map((row) => row.bug_type));
    expect(bugTypes.size).toBeGreaterThan(2);

    const result = await build('chosen', '--mutators', negate, '--bug-types', 'wrong_operator,wrong_comparison', '--exclude-operators', 'comparison-flip');
    expect(result.code).toBe(0);
    const chosen = JSON.parse(result.stdout) as BuildReport;
    const rows = Object.entries(chosen.distractors.by_operator);
    expect(rows.map(([name]) => name)).toContain('user-negate-return');
    expect(rows.map(([name]) => name)).not.toContain('comparison-flip');
    expect(new Set(rows.map(([, row]) => row.bug_type))).toEqual(new Set(['wrong_operator', 'wrong_comparison']));
    // Every operator of the two bug types ran but comparison-flip (a row each, with or without candidates).
    const expected = Object.entries(all.distractors.by_operator).filter(([name, row]) => (row.bug_type === 'wrong_operator' || row.bug_type === 'wrong_comparison') && name !== 'comparison-flip').map(([name]) => name);
    expect(rows.map(([name]) => name).sort()).toEqual(expected.sort());
    expect(chosen.distractors.by_operator['user-negate-return']).toEqual(all.distractors.by_operator['user-negate-return'] === undefined ? undefined : expect.objectContaining({ candidates: 3, failing: 2 }));
    expect(chosen.mutators).toMatchObject({ builtin: true, modules: [{ file: 'negate-return.mjs', operators: ['python/user-negate-return'] }], bug_types: ['wrong_operator', 'wrong_comparison'], excluded_operators: ['comparison-flip'] });
    const metadata = await jsonl(join(result.out, 'distractor_metadata.jsonl'));
    expect(metadata.every((row) => ['wrong_operator', 'wrong_comparison'].includes(row['bug_type'] as string) && row['operator'] !== 'comparison-flip')).toBe(true);
  }, 180_000);

  it('refuses bad operator choices and broken modules before any work, naming the file, export and field', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--bug-types', 'wrong_operatr'], /--bug-types: unknown value "wrong_operatr"; allowed: .*wrong_operator/],
      [['--exclude-operators', 'no-such-operator'], /--exclude-operators: unknown value "no-such-operator"; allowed: .*comparison-flip/],
      [['--operators', 'user-swap-min-max', '--mutators', operatorFile, '--exclude-operators', 'user-swap-min-max'], /no python operator is left to run/],
      [['--no-builtin-mutators'], /--no-builtin-mutators needs --mutators <module>/],
    ];
    const empty = join(work, 'empty.mjs');
    await writeFile(empty, 'export const answer = 42;\n');
    cases.push([['--mutators', empty], new RegExp(`${empty}: exports no operator .* it exports answer`)]);
    const broken = join(work, 'broken.mjs');
    await writeFile(broken, "export const bad = { name: 'bad-one', bugType: 'off_by_one', language: 'cobol', description: '', *mutate() {} };\n");
    cases.push([['--mutators', broken], new RegExp(`${broken}: export "bad" is not an operator: "language" must be one of python, typescript, javascript, go, java, rust, cpp, got "cobol"`)]);
    const clash = join(work, 'clash.mjs');
    await writeFile(clash, "export const flip = { name: 'comparison-flip', bugType: 'wrong_comparison', language: 'python', description: 'mine', *mutate() {} };\n");
    cases.push([['--mutators', clash], /--mutators clash\.mjs: python operator "comparison-flip" has the name of a built-in operator; rename it, or leave the built-in ones out with --no-builtin-mutators/]);
    const syntax = join(work, 'syntax.ts');
    await writeFile(syntax, 'export const x: number = ;\n');
    cases.push([['--mutators', syntax], new RegExp(`${syntax}: the module does not compile: .*syntax\\.ts:1:\\d+`)]);
    for (const [options, message] of cases) {
      const result = await build('refused', ...options);
      expect({ options, code: result.code }).toEqual({ options, code: 2 });
      expect(result.stderr).toMatch(message);
      await expect(readdir(result.out)).rejects.toThrow();
    }
  }, 60_000);

  it('stops with the module and task named when a user operator throws', async () => {
    const throwing = join(work, 'throwing.mjs');
    await writeFile(throwing, "export const boom = { name: 'boom', bugType: 'off_by_one', language: 'python', description: 'throws', *mutate(node) { if (node.type === 'call') throw new Error('no calls please'); } };\n");
    const result = await build('throwing', '--mutators', throwing);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--mutators throwing.mjs: python operator "boom" threw: no calls please on task mm/clamp');
  }, 60_000);
});
