import { InvalidArgumentError } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { testEngine } from './__fixtures__/expect-mutation.js';
import { mutate as sut } from './mutate.js';

describe(sut.name, () => {
  it('gives the same result as an engine, for both languages', async () => {
    const engine = await testEngine();
    const python = 'def f(a, b):\n    return a < b\n';
    const typescript = 'export const f = (a: number, b: number): boolean => a < b;\n';
    expect(await sut(python, { language: 'python' })).toEqual(engine.mutate(python, { language: 'python' }));
    expect(await sut(typescript, { language: 'typescript' })).toEqual(engine.mutate(typescript, { language: 'typescript' }));
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
