import { describe, expect, it } from '@jest/globals';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError, ExecretErrorCode } from '@execret/core';
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
