import { describe, expect, it } from '@jest/globals';
import { codeSizeProblem, TASK_SIZE_LIMITS, taskSizeProblem as sut } from './task-size-limits.js';

const task = { canonical: 'def f(x):\n    return x\n', tests: ['assert f(1) == 1', 'assert f(2) == 2'] };

describe(sut.name, () => {
  it('accepts a task within the limits, up to the last byte', () => {
    expect(sut(task)).toBeUndefined();
    expect(sut({ ...task, canonical: 'x'.repeat(TASK_SIZE_LIMITS.codeBytes) })).toBeUndefined();
  });

  it('names the canonical, the test or the suite that is too big, with sizes in UTF-8 bytes', () => {
    // 'é' is two bytes: 32,769 characters are 65,538 bytes.
    expect(sut({ ...task, canonical: 'é'.repeat(32_769) })).toBe('the canonical is 65,538 bytes; the limit is 65,536 bytes');
    expect(sut({ ...task, tests: ['assert True', `assert f(${'1'.repeat(70_000)})`] })).toBe('tests[1] is 70,010 bytes; the limit per test is 65,536 bytes');
    const tests = Array.from({ length: 20 }, () => `assert ${'1'.repeat(60_000)}`);
    expect(sut({ ...task, tests })).toBe('the tests are 1,200,140 bytes together; the limit per task is 1,048,576 bytes');
    expect(sut({ ...task, tests: ['assert True'], testSetup: 'x'.repeat(1_048_570) })).toBe('the tests and test setup are 1,048,581 bytes together; the limit per task is 1,048,576 bytes');
    expect(sut(task, { codeBytes: 10, testBytes: 100, testSuiteBytes: 1000 })).toBe('the canonical is 23 bytes; the limit is 10 bytes');
  });

  it('names a piece of code that is too big', () => {
    expect(codeSizeProblem('x'.repeat(65_537), 'distractor c_0002')).toBe('distractor c_0002 is 65,537 bytes; the limit is 65,536 bytes');
    expect(codeSizeProblem('x', 'distractor c_0002')).toBeUndefined();
  });
});
