import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ExecretError, ExecretErrorCode, type Task } from '@execret/core';
import { loadBuiltinTasks } from './builtin.js';
import { loadTaskDirectory, parseTaskFile, TaskFileError } from './task-file.js';

const python = `# query: Collapse runs of whitespace into one space
#   and trim both ends.
# entry_point: squeeze

def squeeze(text):
    return " ".join(text.split())


# tests
assert squeeze(" a  b ") == "a b"

# a comment between tests is ignored
assert squeeze("") == ""
`;

describe(parseTaskFile.name, () => {
  it('reads query (with continuation lines), entry point, canonical and one test per line', () => {
    const task = parseTaskFile(python, { file: 'tasks/python/string_processing/squeeze.py', language: 'python', domain: 'string_processing' });
    expect(task).toEqual({
      taskId: 'python/string_processing/squeeze',
      language: 'python',
      domain: 'string_processing',
      query: 'Collapse runs of whitespace into one space and trim both ends.',
      entryPoint: 'squeeze',
      canonical: 'def squeeze(text):\n    return " ".join(text.split())\n',
      tests: ['assert squeeze(" a  b ") == "a b"', 'assert squeeze("") == ""'],
    });
  });

  it('reads an optional test setup section', () => {
    const text = python.replace('\n\n# tests', '\n# test_setup\nimport math\n\n# tests');
    expect(parseTaskFile(text, { file: 'x.py', language: 'python', domain: 'd' }).testSetup).toBe('import math\n');
  });

  it('reads TypeScript tasks with // comments and assert.* tests', () => {
    const text = "// query: Add one.\n// entry_point: inc\n\nfunction inc(x: number): number {\n  return x + 1;\n}\n\n// tests\nassert.strictEqual(inc(1), 2);\n";
    const task = parseTaskFile(text, { file: 'inc.ts', language: 'typescript', domain: 'math_numerical' });
    expect(task.canonical).toBe('function inc(x: number): number {\n  return x + 1;\n}\n');
    expect(task.tests).toEqual(['assert.strictEqual(inc(1), 2);']);
  });

  it('reads JavaScript tasks in the TypeScript layout, the task id named after the .js file', () => {
    const text = "// query: Add one.\n// entry_point: inc\n// example: inc(2) === 3\n\nfunction inc(x) {\n  return x + 1;\n}\n\n// tests\nassert.strictEqual(inc(1), 2);\n";
    const task = parseTaskFile(text, { file: 'tasks/javascript/math_numerical/inc.js', language: 'javascript', domain: 'math_numerical' });
    expect(task).toEqual({ taskId: 'javascript/math_numerical/inc', language: 'javascript', domain: 'math_numerical', query: 'Add one.', entryPoint: 'inc', canonical: 'function inc(x) {\n  return x + 1;\n}\n', tests: ['assert.strictEqual(inc(1), 2);'], examples: [{ call: 'inc(2)', expected: '3' }] });
  });

  it('reads example header lines (each may continue) as { call, expected } in file order', () => {
    const text = python.replace('# entry_point: squeeze\n', '# entry_point: squeeze\n# example: squeeze("  x   y ") == "x y"\n# example: squeeze("a == b,\\" (c") ==\n#   "a == b,\\" (c"\n');
    const task = parseTaskFile(text, { file: 'x.py', language: 'python', domain: 'd' });
    expect(task.examples).toEqual([
      { call: 'squeeze("  x   y ")', expected: '"x y"' },
      { call: 'squeeze("a == b,\\" (c")', expected: '"a == b,\\" (c"' },
    ]);
    expect(task.query).toBe('Collapse runs of whitespace into one space and trim both ends.');
  });

  it('reads TypeScript examples stated with === (a deep equality of the values)', () => {
    const text = "// query: Pair up.\n// entry_point: pairUp\n// example: pairUp([1, 2, 3]) === [[1, 2], [3]]\n// example: pairUp([]).length === 0\n\nfunction pairUp(items: number[]): number[][] {\n  return [];\n}\n\n// tests\nassert.deepStrictEqual(pairUp([]), []);\n";
    const task = parseTaskFile(text, { file: 'pair-up.ts', language: 'typescript', domain: 'collections' });
    expect(task.examples).toEqual([
      { call: 'pairUp([1, 2, 3])', expected: '[[1, 2], [3]]' },
      { call: 'pairUp([]).length', expected: '0' },
    ]);
  });

  it('leaves examples out of a task that states none', () => {
    expect(parseTaskFile(python, { file: 'x.py', language: 'python', domain: 'd' })).not.toHaveProperty('examples');
  });

  it.each([
    ['no equality', 'squeeze(" a ")', 'must be "<call> == <expected>" with one top-level =='],
    ['two equalities', 'squeeze(" a ") == "a" == "a"', 'must be "<call> == <expected>" with one top-level =='],
    ['an empty result', 'squeeze(" a ") ==', 'must be "<call> == <expected>" with one top-level =='],
    ['another function', 'len(" a ") == 3', 'must call squeeze(…) before =='],
    ['a method of the same name', 'text.squeeze(" a ") == "a"', 'must call squeeze(…) before =='],
  ])('names file and line of an example with %s', (_name, example, message) => {
    const text = python.replace('# entry_point: squeeze\n', `# entry_point: squeeze\n# example: squeeze("b") == "b"\n# example: ${example}\n`);
    expect(() => parseTaskFile(text, { file: 'x.py', language: 'python', domain: 'd' })).toThrow(`x.py:5: header field "example" ${message}, got ${JSON.stringify(example)}`);
  });

  it('rejects a TypeScript example stated with == or !==', () => {
    const text = '// query: Add one.\n// entry_point: inc\n// example: inc(1) == 2\n\nfunction inc(x: number): number {\n  return x + 1;\n}\n\n// tests\nassert.strictEqual(inc(1), 2);\n';
    expect(() => parseTaskFile(text, { file: 'inc.ts', language: 'typescript', domain: 'd' })).toThrow('inc.ts:3: header field "example" must be "<call> === <expected>" with one top-level ===, got "inc(1) == 2"');
    expect(() => parseTaskFile(text.replace('inc(1) == 2', 'inc(1) !== 3'), { file: 'inc.ts', language: 'typescript', domain: 'd' })).toThrow('with one top-level ===');
  });

  it.each([
    ['a missing query', python.replace(/# query:.*\n#.*\n/, ''), 'x.py:1: header field "query" is missing or empty'],
    ['a bad entry point', python.replace('entry_point: squeeze', 'entry_point: two words'), 'x.py:1: header field "entry_point" must be an identifier, got "two words"'],
    ['a stray header line', python.replace('# entry_point', '#entry_point'), 'x.py:3: header lines must be "# key: value" or "#   continuation", got "#entry_point: squeeze"'],
    ['no tests marker', python.replace('# tests', '# checks'), 'x.py:13: no "# tests" line: the tests must follow one'],
    ['a test that is not an assert', python.replace('assert squeeze("") == ""', 'print(1)'), 'x.py:13: each test must be a single-line statement starting with \'assert \', got "print(1)"'],
  ])('names file and line for %s', (_name, text, message) => {
    expect(() => parseTaskFile(text, { file: 'x.py', language: 'python', domain: 'd' })).toThrow(TaskFileError);
    expect(() => parseTaskFile(text, { file: 'x.py', language: 'python', domain: 'd' })).toThrow(message);
  });
});

describe(loadTaskDirectory.name, () => {
  it('loads <domain>/<name> files of one language sorted by task id', async () => {
    const root = await mkdtemp(join(tmpdir(), 'execret-tasks-'));
    await mkdir(join(root, 'validation'));
    await mkdir(join(root, 'collections'));
    await writeFile(join(root, 'validation', 'zeta.py'), python.replaceAll('squeeze', 'zeta'));
    await writeFile(join(root, 'collections', 'alpha.py'), python.replaceAll('squeeze', 'alpha'));
    await writeFile(join(root, 'collections', 'notes.txt'), 'not a task');
    const tasks = await loadTaskDirectory(root, 'python');
    expect(tasks.map((task) => task.taskId)).toEqual(['python/collections/alpha', 'python/validation/zeta']);
    expect(tasks[1]?.domain).toBe('validation');
  });

  it('rejects a task file that is not UTF-8, naming the file and line', async () => {
    const root = await mkdtemp(join(tmpdir(), 'execret-tasks-'));
    await mkdir(join(root, 'string_processing'));
    const path = join(root, 'string_processing', 'cafe.py');
    // Line 3 holds a Latin-1 "é" (one byte 0xe9), as an editor saving in Windows-1252 writes it.
    const [first, second, ...rest] = python.split('\n');
    await writeFile(path, Buffer.concat([Buffer.from(`${first}\n${second}\n# entry_point: squeeze  # caf`), Buffer.from([0xe9]), Buffer.from(`\n${rest.slice(1).join('\n')}`)]));
    const error = await loadTaskDirectory(root, 'python').catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect((error as ExecretError).code).toBe(ExecretErrorCode.INVALID_UTF8);
    expect((error as ExecretError).location).toEqual({ file: path, line: 3 });
    expect((error as ExecretError).message).toBe(`${path}:3: invalid UTF-8 (byte 0xe9 at column 30); expected UTF-8 text: re-save the file as UTF-8`);
  });

  it('accepts a UTF-8 byte-order mark at the start of a task file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'execret-tasks-'));
    await mkdir(join(root, 'collections'));
    await writeFile(join(root, 'collections', 'bom.py'), `\uFEFF${python}`);
    const tasks = await loadTaskDirectory(root, 'python');
    expect(tasks.map((task) => task.query)).toEqual(['Collapse runs of whitespace into one space and trim both ends.']);
  });
});

describe('built-in tasks', () => {
  // The checkers (scripts/check_tasks.py, check-tasks.mjs) run every example on its canonical and
  // compare its arguments with the tests' by value; this guards the format for every task.
  it.each(['python', 'typescript', 'javascript'] as const)('every %s task states two examples that call its entry point and repeat no test call', async (language) => {
    const tasks = await loadBuiltinTasks(language);
    expect(tasks.length).toBeGreaterThan(0);
    const problems = tasks.flatMap((task) => {
      const examples = task.examples ?? [];
      const own = examples.length === 2 ? [] : [`${task.taskId}: ${examples.length} examples`];
      return [
        ...own,
        ...examples.filter((example) => !example.call.includes(`${task.entryPoint}(`)).map((example) => `${task.taskId}: ${example.call} does not call ${task.entryPoint}`),
        ...examples.filter((example) => task.tests.some((test) => test.includes(example.call))).map((example) => `${task.taskId}: ${example.call} repeats a test call`),
        ...examples.filter((example) => task.query.includes(example.call)).map((example) => `${task.taskId}: ${example.call} is in the query text`),
      ];
    });
    expect(problems).toEqual([]);
  });

  // A TypeScript task edited without running the port leaves its JavaScript twin behind.
  it('holds JavaScript tasks exactly as scripts/port-typescript-to-javascript.mjs writes them', async () => {
    const script = fileURLToPath(new URL('../scripts/port-typescript-to-javascript.mjs', import.meta.url));
    await expect(promisify(execFile)(process.execPath, [script, '--check'])).resolves.toEqual({ stdout: '', stderr: '' });
  }, 120_000);

  // scripts/port-typescript-to-javascript.mjs writes the JavaScript tasks from the TypeScript ones.
  it('has a JavaScript task for every TypeScript task, under the same id, with the same query, examples (types erased) and tests', async () => {
    const typescript = await loadBuiltinTasks('typescript');
    const javascript = await loadBuiltinTasks('javascript');
    const shared = (task: { taskId: string }) => task.taskId.slice(task.taskId.indexOf('/') + 1);
    // The one type in a built-in example is a non-null assertion after a call (`f(x)! * 1000`).
    const untyped = (examples: Task['examples']) => JSON.stringify((examples ?? []).map(({ call, expected }) => ({ call: call.replace(/\)!/g, ')'), expected })));
    expect(javascript.map(shared)).toEqual(typescript.map(shared));
    const differing = javascript.filter((task, index) => {
      const source = typescript[index] as (typeof typescript)[number];
      return task.language !== 'javascript' || task.query !== source.query || task.entryPoint !== source.entryPoint || JSON.stringify(task.examples) !== untyped(source.examples) || task.tests.length !== source.tests.length;
    });
    expect(differing.map((task) => task.taskId)).toEqual([]);
  });
});
