import { describe, expect, it } from '@jest/globals';
import { importOperatorCases } from '../__fixtures__/operator-cases.js';
import { allMutators } from '../all-mutators.js';

// The cases of every Python operator (`python-<operator>.cases.ts`, beside the operator) run in this
// one file, so they share one module registry. One operator's cases: `npx jest python-operators -t '^index-offset '`.
const operators = await importOperatorCases('python');

describe('Python operator cases', () => {
  it('cover every built-in Python operator, one cases file each', () => {
    const builtIn = allMutators.filter((mutator) => mutator.language === 'python').map((mutator) => mutator.name);
    expect(operators).toEqual([...builtIn].sort());
  });
});
