import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { allMutators, mutate } from '../index.js';
import { goSwapMinMax } from './go-swap-min-max.js';

const wrap = (body: string): string => `package main\n\nimport "math"\n\nfunc f(a, b float64) float64 {\n${body}}\n`;

describe(goSwapMinMax.name, () => {
  it('swaps math.Min and math.Max in Go, and nothing else', async () => {
    await expectMutation(goSwapMinMax, wrap('\treturn math.Max(a, b)\n'), [wrap('\treturn math.Min(a, b)\n')]);
    await expectMutation(goSwapMinMax, wrap('\ts := "math.Max(a, b)" // math.Min\n\treturn max(a, b) + other.Min(a) + float64(len(s))\n'), []);
  });

  it('runs next to the built-in Go operators when selected by name', async () => {
    const result = await mutate(wrap('\treturn math.Min(a, b) - 1\n'), { language: 'go', mutators: [...allMutators, goSwapMinMax], operators: ['swap-min-max', 'arithmetic-operator'] });
    expect(result.mutants.map((mutant) => [mutant.operator, mutant.after])).toEqual([
      ['swap-min-max', '\treturn math.Max(a, b) - 1'],
      ['arithmetic-operator', '\treturn math.Min(a, b) + 1'],
    ]);
  });
});
