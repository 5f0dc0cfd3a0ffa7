import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { allMutators, mutate } from '../index.js';
import { pythonSwapMinMax, typescriptSwapMinMax } from './swap-min-max.js';

describe(pythonSwapMinMax.name, () => {
  it('swaps min and max in Python, and only calls to those names', async () => {
    await expectMutation(pythonSwapMinMax, 'best = max(a, b)\n', ['best = min(a, b)\n']);
    await expectMutation(pythonSwapMinMax, 'low = min(xs) + max(ys)\n', ['low = max(xs) + max(ys)\n', 'low = min(xs) + min(ys)\n']);
    await expectMutation(pythonSwapMinMax, 'x = stats.max(a)\ny = "min(a, b)"  # max(a, b)\n', []);
  });

  it('swaps Math.min and Math.max in TypeScript, and nothing else', async () => {
    await expectMutation(typescriptSwapMinMax, 'const hi = Math.max(a, b);\n', ['const hi = Math.min(a, b);\n']);
    await expectMutation(typescriptSwapMinMax, 'const x = max(a, b) + other.min(c);\n', []);
  });

  it('runs next to the built-in operators when selected by name, for either language', async () => {
    const mutators = [...allMutators, pythonSwapMinMax, typescriptSwapMinMax];
    const source = 'def clamp(x, lo, hi):\n    return max(lo, min(x, hi))\n';
    const result = await mutate(source, { language: 'python', mutators, operators: ['swap-min-max'] });
    expect(result.operators).toEqual(['swap-min-max']);
    expect(result.mutants.map((mutant) => [mutant.operator, mutant.line, mutant.after])).toEqual([
      ['swap-min-max', 2, '    return min(lo, min(x, hi))'],
      ['swap-min-max', 2, '    return max(lo, max(x, hi))'],
    ]);
    const typescript = await mutate('const y = Math.min(x, 1);\n', { language: 'typescript', mutators, operators: ['swap-min-max'] });
    expect(typescript.mutants.map((mutant) => mutant.code)).toEqual(['const y = Math.max(x, 1);\n']);
  });

  it('can be left out by name, with the reason recorded', async () => {
    const result = await mutate('best = max(a, b)\n', {
      language: 'python',
      mutators: [...allMutators, pythonSwapMinMax],
      exclude: [{ name: 'swap-min-max', reason: 'not in this study' }],
    });
    expect(result.mutants.filter((mutant) => mutant.operator === 'swap-min-max')).toEqual([]);
    expect(result.excluded).toEqual([{ name: 'swap-min-max', reason: 'not in this study' }]);
  });
});
