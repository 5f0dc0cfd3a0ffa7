import { describe, expect, it } from '@jest/globals';
import { codeSha256, testsSha256, type Mutant, type Task } from '@execret/core';
import { mutantSchemaProblems, schemaGate, taskSchemaProblems } from './g1-schema.js';
import { createGateTask, type GateContext } from './validation-gate.js';

const validTask: Task = {
  taskId: 'numbers/clamp',
  language: 'python',
  domain: 'numbers',
  query: 'Clamp x into [low, high].',
  entryPoint: 'clamp',
  canonical: 'def clamp(x, low, high):\n    return max(low, min(x, high))\n',
  tests: ['assert clamp(5, 0, 10) == 5'],
};

describe(taskSchemaProblems.name, () => {
  it('names every bad field of a task', () => {
    expect(taskSchemaProblems({ taskId: '', language: 'cobol', domain: 3, query: 'q', entryPoint: '1abc', canonical: 'x', tests: ['ok', 4], testSetup: 5 })).toEqual([
      'field "taskId" must be a non-empty string, got string ""',
      'field "language" must be one of python, typescript, javascript, go, java, rust, cpp, got string "cobol"',
      'field "domain" must be a string, got number 3',
      'field "entryPoint" must be an identifier, got string "1abc"',
      'field "tests[1]" must be a non-empty string, got number 4',
      'field "testSetup" must be a string when present, got number 5',
    ]);
    expect(taskSchemaProblems(validTask)).toEqual([]);
  });

  it('names every bad field of a mutant', () => {
    expect(mutantSchemaProblems({ code: '', bugType: 'x', operator: 'y', line: 1.5, before: 'b' })).toEqual([
      'field "code" must be a non-empty string, got string ""',
      'field "line" must be an integer ≥ 1, got number 1.5',
      'field "after" must be a string, got missing',
    ]);
  });
});

describe('schemaGate', () => {
  it('rejects a task with a bad field, drops a bad candidate and records the canonical hashes of a good task', async () => {
    const good: Mutant = { code: 'def clamp(x, low, high):\n    return low\n', bugType: 'wrong_operator', operator: 'op', line: 2, before: 'b', after: 'a' };
    const tasks = [
      createGateTask({ task: validTask, mutants: [good, { ...good, line: 0 }] }, 0),
      createGateTask({ task: { ...validTask, tests: [] }, mutants: [good] }, 1),
    ];
    const progress: Array<[string, number, number]> = [];
    const context = { onProgress: (gate: string, done: number, total: number) => progress.push([gate, done, total]) } as unknown as GateContext;
    await schemaGate.run(tasks, context);
    const [first, second] = tasks.map((item) => item.audit);
    expect(first?.gates.G1).toEqual({ status: 'pass', problems: [] });
    expect(first?.canonical).toMatchObject({ code_sha256: codeSha256(validTask.canonical), tests_sha256: testsSha256(validTask.tests) });
    expect(first?.distractors.map((distractor) => [distractor.decision, distractor.gate, distractor.reason])).toEqual([
      ['rejected', null, null],
      ['rejected', 'G1', 'field "line" must be an integer ≥ 1, got number 0'],
    ]);
    expect([...(tasks[0]?.alive ?? [])]).toEqual([0]);
    expect(second?.gates.G1.status).toBe('fail');
    expect(second?.canonical).toMatchObject({ code_sha256: null, tests_sha256: null });
    expect(tasks[1]?.failedAt).toBe('G1');
    expect(progress).toEqual([['G1', 2, 2]]);
  });
});
