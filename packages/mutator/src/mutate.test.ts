import { InvalidArgumentError } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { testEngine } from './__fixtures__/expect-mutation.js';
import { mutate as sut } from './mutate.js';

describe(sut.name, () => {
  it('gives the same result as an engine, for every language', async () => {
    const engine = await testEngine();
    const sources = {
      python: 'def f(a, b):\n    return a < b\n',
      typescript: 'export const f = (a: number, b: number): boolean => a < b;\n',
      javascript: 'export const f = (a, b) => a < b;\n',
      go: 'package main\n\nfunc f(a, b int) bool {\n\treturn a < b\n}\n',
      java: 'class F {\n    static boolean f(int a, int b) {\n        return a < b;\n    }\n}\n',
      rust: 'fn f(a: i32, b: i32) -> bool {\n    a < b\n}\n',
      cpp: 'bool f(int a, int b) {\n    return a < b;\n}\n',
    } as const;
    for (const [language, source] of Object.entries(sources) as [keyof typeof sources, string][]) {
      const result = await sut(source, { language, entryPoint: 'f' });
      const afters = result.mutants.map((mutant) => mutant.after);
      expect([afters.some((after) => after.includes('a <= b')), afters.some((after) => after.includes('a > b'))]).toEqual([true, true]);
      expect(result).toEqual(engine.mutate(source, { language, entryPoint: 'f' }));
    }
  });

  it('serves concurrent calls, each with its own result', async () => {
    const [first, second] = await Promise.all([
      sut('ok = a < b\n', { language: 'python', operators: ['comparison-flip'] }),
      sut('ok = a == b\n', { language: 'python', operators: ['comparison-flip'] }),
    ]);
    expect(first.mutants.map((mutant) => mutant.code)).toEqual(['ok = a > b\n']);
    expect(second.mutants.map((mutant) => mutant.code)).toEqual(['ok = a != b\n']);
  });

  it('rejects bad options with an InvalidArgumentError', async () => {
    await expect(sut('x = 1\n', { language: 'python', operators: ['nope'] })).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
