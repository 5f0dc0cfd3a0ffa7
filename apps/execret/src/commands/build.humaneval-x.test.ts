import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle, type Language, type Task } from '@execret/core';
import { importTasks, type ImportResult } from '@execret/datasets';
import { openLocalOracle, type LocalOracle } from '@execret/oracle';
import { main } from '../main.js';

// The HumanEval-X-layout fixtures of @execret/datasets (written for execret; see make-humaneval-x-fixtures.py there).
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'datasets', 'src', 'importers', '__fixtures__');
const LANGUAGES = ['python', 'cpp', 'java', 'go', 'rust', 'javascript'] as const;

let work: string;
let oracle: LocalOracle;
let combined: string;
let imported: ImportResult;

/** One edit per language that breaks max_gap on some inputs only (a neighbour pair is skipped). */
function skipsFirstPair(task: Task): string {
  const edited = task.canonical.replace(/(range\(|= )1(;|,)/, '$12$2').replace(/in 1\.\./, 'in 2..');
  if (edited === task.canonical) throw new Error(`no edit for ${task.taskId}`);
  return edited;
}

/** An example `{ call, expected }` as a test of its language: the values are equal. */
function exampleTest(language: Language, call: string, expected: string): string {
  switch (language) {
    case 'python':
      return `assert (${call}) == (${expected})`;
    case 'cpp':
      return `assert((${call}) == (${expected}));`;
    case 'java':
      return `assertEquals(${expected}, ${call});`;
    case 'go':
      return `assertEqual(${call}, ${expected})`;
    case 'rust':
      return `assert_eq!(${call}, ${expected});`;
    default:
      return `assert.deepStrictEqual(${call}, ${expected});`;
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-humaneval-x-'));
  oracle = openLocalOracle(join(work, 'cache'));
  const lines = await Promise.all(LANGUAGES.map((language) => readFile(join(fixtures, `humaneval-x-${language}.jsonl`), 'utf8')));
  combined = join(work, 'humaneval-x.jsonl');
  await writeFile(combined, lines.join(''));
  imported = await importTasks('humaneval-x', combined);
}, 120_000);

afterAll(async () => {
  await oracle?.dispose();
  await rm(work, { recursive: true, force: true });
});

describe('humaneval-x through the oracle', () => {
  it('imports every language, one test per assertion, and every canonical passes its tests and examples', async () => {
    expect(imported.report.skipped).toEqual([]);
    expect(imported.tasks.map((task) => task.taskId)).toEqual(LANGUAGES.flatMap((language) => [`${language}/0`, `${language}/1`]));
    // Task 0 is a list of six assertions in every language: six tests each.
    for (const language of LANGUAGES) expect(imported.tasks.find((task) => task.taskId === `${language}/0`)?.tests).toHaveLength(6);
    // Go/1 ends with a loop: the whole test function is one test.
    expect(imported.tasks.find((task) => task.taskId === 'go/1')?.tests).toHaveLength(1);

    // One job per task: its tests, then its examples as tests.
    const jobs = imported.tasks.map((task) => ({
      language: task.language,
      code: task.canonical,
      tests: [...task.tests, ...(task.examples ?? []).map((example) => exampleTest(task.language, example.call, example.expected))],
      testSetup: task.testSetup,
    }));
    const verdicts = await oracle.oracle.run(jobs, { cacheMode: 'off' });
    const failing = imported.tasks.flatMap((task, index) => (verdicts[index]?.passesAllTests === true ? [] : [`${task.taskId}: ${JSON.stringify(verdicts[index]?.testResults)}`]));
    expect(failing).toEqual([]);
    for (const task of imported.tasks) expect((task.examples ?? []).length).toBeGreaterThan(0);
  });

  it('a distractor fails some of the split tests and passes others, in every language', async () => {
    const tasks = LANGUAGES.map((language) => imported.tasks.find((task) => task.taskId === `${language}/0`) as Task);
    const verdicts = await oracle.oracle.run(tasks.map((task) => ({ language: task.language, code: skipsFirstPair(task), tests: task.tests, testSetup: task.testSetup })), { cacheMode: 'off' });
    // [], [5], [1, 4, 2], [10, 0, 10], [-3, 3], [2, 2, 2]: skipping the first pair fails [1, 4, 2]
    // and [-3, 3] only ([10, 0, 10] has an equal gap later).
    const failed = verdicts.map((verdict) => verdict.testResults.flatMap((outcome, index) => (outcome === 'pass' ? [] : [index])));
    expect(failed).toEqual(tasks.map(() => [2, 4]));
    expect(verdicts.map((verdict) => verdict.testResults[4]?.startsWith('FAIL: '))).toEqual(tasks.map(() => true));
  });

  it("Go's testify calls run on the executor's helpers: each passes or fails as testify's would", async () => {
    const task = imported.tasks.find((entry) => entry.taskId === 'go/0') as Task;
    const tests = ['assert.Nil(nil)', 'assert.NotNil([]int{})', 'assert.Len([]int{1, 2}, 2)', 'assert.Len([]int{1}, 2)', 'assert.InDelta(1.0, 1.05, 0.1)', 'assert.InDelta(1, 2, 0.5)', 'assert.NotEqual(1, MaxGap([]int{1, 2}))', 'assert.Equal([]int{1}, []int{1})', 'assert.False(MaxGap(nil) == 0)'];
    const [verdict] = await oracle.oracle.run([{ language: 'go', code: task.canonical, tests, testSetup: task.testSetup }], { cacheMode: 'off' });
    expect(verdict?.testResults.map((outcome) => outcome.split(':')[0])).toEqual(['pass', 'pass', 'pass', 'FAIL', 'pass', 'FAIL', 'FAIL', 'pass', 'FAIL']);
  });

  it("a failing console.assert fails its JavaScript test (console.assert itself only prints)", async () => {
    const task = imported.tasks.find((entry) => entry.taskId === 'javascript/1') as Task;
    const wrong = task.canonical.replace('number > threshold', 'number >= threshold');
    const [verdict] = await oracle.oracle.run([{ language: 'javascript', code: wrong, tests: task.tests, testSetup: task.testSetup }], { cacheMode: 'off' });
    expect(verdict?.testResults).toEqual(['pass', 'pass', 'FAIL: consoleAssert(countAbove([4, 4], 4) === 0)', 'FAIL: consoleAssert(countAbove([-1, -2, 0], -2) === 2)', 'pass']);
  });
});

describe('execret build --from humaneval-x', () => {
  it('builds one bundle of every language of the file: canonicals kept, distractors verified, examples and task numbers in the metadata', async () => {
    const out = join(work, 'bundle');
    // Beside the twelve good records: one the importer skips, one whose canonical does not compile
    // (gate G2) and one whose canonical fails a test (gate G3).
    const records = (await readFile(combined, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    const goCount = records.find((record) => record['task_id'] === 'Go/1') as Record<string, string>;
    const jsCount = records.find((record) => record['task_id'] === 'JavaScript/1') as Record<string, string>;
    const bad = [
      { ...jsCount, task_id: 'Ruby/1' },
      { ...goCount, task_id: 'Go/2', canonical_solution: '    if len(numbers) > threshold {\n        return "many"\n    }\n    return 0\n}\n' },
      { ...jsCount, task_id: 'JavaScript/2', canonical_solution: (jsCount['canonical_solution'] as string).replace('number > threshold', 'number >= threshold') },
    ];
    const withBad = join(work, 'humaneval-x-with-bad.jsonl');
    await writeFile(withBad, `${[...records, ...bad].map((record) => JSON.stringify(record)).join('\n')}\n`);
    // One bug type keeps the candidates to run few (every language still compiles and runs its mutants).
    const stdout: string[] = [];
    const code = await main(['build', '--from', 'humaneval-x', withBad, '--out', out, '--cache', join(work, 'cache'), '--bug-types', 'wrong_comparison', '--json'], {
      stdout: (text) => stdout.push(text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const report = JSON.parse(stdout.join('')) as { tasks: unknown; importer_skipped: { source: string }[]; rejected_tasks: { task_id: string; gate: string }[] };
    expect(report.tasks).toEqual({ total: 14, accepted: 12, rejected: 2, skipped_by_importer: 1 });
    expect(report.importer_skipped.map((skipped) => skipped.source)).toEqual(['humaneval-x-with-bad.jsonl:13 (Ruby/1)']);
    expect(report.rejected_tasks.map((task) => [task.task_id, task.gate])).toEqual([['go/2', 'G2'], ['javascript/2', 'G3']]);
    const { bundle } = await readBundle(out);
    expect(bundle.queries.map((query) => [query.metadata['language'], query.metadata['task_id'], query.metadata['humaneval_x_task_id']])).toEqual(
      LANGUAGES.flatMap((language) => [0, 1].map((number) => [language, `${language}/${number}`, `${{ python: 'Python', cpp: 'CPP', java: 'Java', go: 'Go', rust: 'Rust', javascript: 'JavaScript' }[language]}/${number}`])),
    );
    const goGap = bundle.queries.find((query) => query.metadata['task_id'] === 'go/0');
    expect(goGap?.metadata['examples']).toEqual([{ call: 'MaxGap([]int{1, 4, 2})', expected: '3' }, { call: 'MaxGap([]int{7})', expected: '0' }]);
    expect(goGap?.query).toBe('Return the largest absolute difference between two neighbouring numbers, or 0 when there are fewer than two numbers.');
    for (const query of bundle.queries) {
      expect(query.paired_distractor_corpus_ids.length).toBeGreaterThan(0);
      const canonical = bundle.corpus.find((row) => row.corpus_id === query.correct_corpus_ids[0]);
      // The query text is not inside the code to find.
      expect(canonical?.code).not.toContain('neighbouring');
      expect(canonical?.code).not.toContain('strictly greater');
    }

    // The shared task number pairs the languages: Go canonicals search the Python pool.
    const runOut = join(work, 'cross');
    expect(await main(['run', '--bundle', out, '--out', runOut, '--cache', join(work, 'cache'), '--direction', 'code-to-code', '--query-language', 'go', '--pool-language', 'python'], { stdout: () => undefined, stderr: () => undefined })).toBe(0);
    const results = JSON.parse(await readFile(join(runOut, 'results', 'bm25.json'), 'utf8')) as { per_query: { query_id: string }[] };
    const goCanonicals = bundle.queries.filter((query) => query.metadata['language'] === 'go').map((query) => query.correct_corpus_ids[0]);
    const pythonQueries = bundle.queries.filter((query) => query.metadata['language'] === 'python').map((query) => query.query_id);
    expect(results.per_query.map((query) => query.query_id).sort()).toEqual(pythonQueries.map((id, index) => `${id}:${goCanonicals[index] as string}`).sort());
  }, 240_000);
});
