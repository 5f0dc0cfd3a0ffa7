import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { importJsonlTasks } from './jsonl-task-importer.js';

const base = {
  taskId: 'strings/squeeze',
  language: 'python',
  domain: 'strings',
  query: 'Collapse runs of whitespace into one space and trim both ends.',
  entryPoint: 'squeeze',
  canonical: 'def squeeze(text):\n    return " ".join(text.split())\n',
  tests: ['assert squeeze(" a  b ") == "a b"'],
};

async function importLines(records: readonly unknown[]): Promise<Awaited<ReturnType<typeof importJsonlTasks>>> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-jsonl-examples-'));
  const path = join(directory, 'tasks.jsonl');
  await writeFile(path, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  return importJsonlTasks(path);
}

describe(importJsonlTasks.name, () => {
  it('reads optional query-time examples as { call, expected } (trimmed), in order', async () => {
    const examples = [{ call: ' squeeze("x   y") ', expected: '"x y"' }, { call: 'len(squeeze("  "))', expected: '0', note: 'ignored' }];
    const { tasks, report } = await importLines([{ ...base, examples }, { ...base, taskId: 'strings/plain' }]);
    expect(report.skipped).toEqual([]);
    expect(tasks[0]?.examples).toEqual([{ call: 'squeeze("x   y")', expected: '"x y"' }, { call: 'len(squeeze("  "))', expected: '0' }]);
    expect(tasks[1]).not.toHaveProperty('examples');
  });

  it.each([
    ['not an array', { call: 'squeeze("a")', expected: '"a"' }, 'field "examples" must be an array of {"call", "expected"} objects when present, got object'],
    ['a string entry', ['squeeze("a") == "a"'], 'field "examples[0]" must be a {"call", "expected"} object, got string "squeeze(\\"a\\") == \\"a\\""'],
    ['a blank expected value', [{ call: 'squeeze("a")', expected: ' ' }], 'field "examples[0].expected" must be non-blank source text, got string " "'],
    ['a call of another function', [{ call: 'squeeze("a")', expected: '"a"' }, { call: 'text.squeeze("a")', expected: '"a"' }], 'field "examples[1].call" must be an expression calling squeeze(…), got string "text.squeeze(\\"a\\")"'],
  ])('skips a task whose examples are %s, naming file, line and field', async (_name, examples, reason) => {
    const { tasks, report } = await importLines([{ ...base, taskId: 'strings/good' }, { ...base, examples }]);
    expect(tasks.map((task) => task.taskId)).toEqual(['strings/good']);
    expect(report.skipped).toEqual([expect.objectContaining({ file: 'tasks.jsonl', line: 2, task_id: 'strings/squeeze' })]);
    expect(report.skipped[0]?.reason).toContain(reason);
  });

  it('skips a task whose canonical, one test or whole suite is too big, naming file, line and task id, and imports the rest', async () => {
    const bigCanonical = `def squeeze(text):\n    return " ".join(text.split())\n${'#'.repeat(70_000)}\n`;
    const { tasks, report } = await importLines([
      { ...base, taskId: 'strings/huge-canonical', canonical: bigCanonical },
      { ...base, taskId: 'strings/good' },
      { ...base, taskId: 'strings/huge-test', tests: [`assert squeeze("${'a'.repeat(70_000)}") == "${'a'.repeat(70_000)}"`] },
      { ...base, taskId: 'strings/huge-suite', tests: Array.from({ length: 20 }, (_, index) => `assert squeeze("${String(index).repeat(60_000 / String(index).length)}") != "x"`) },
    ]);
    expect(tasks.map((task) => task.taskId)).toEqual(['strings/good']);
    expect(report.skipped.map((skipped) => [skipped.source, skipped.reason])).toEqual([
      ['tasks.jsonl:1 (strings/huge-canonical)', 'too big to build from: the canonical is 70,054 bytes; the limit is 65,536 bytes'],
      ['tasks.jsonl:3 (strings/huge-test)', 'too big to build from: tests[0] is 140,024 bytes; the limit per test is 65,536 bytes'],
      ['tasks.jsonl:4 (strings/huge-suite)', expect.stringMatching(/^too big to build from: the tests are 1,200,\d{3} bytes together; the limit per task is 1,048,576 bytes$/)],
    ]);
  });
});
