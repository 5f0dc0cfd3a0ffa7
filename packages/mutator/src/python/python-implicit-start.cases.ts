import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonImplicitStart as sut } from './python-implicit-start.js';

describe(sut.name, () => {
  it('starts range and enumerate at 1', async () => {
    await expectMutation(sut, 'for i in range(len(xs)):\n    f(i)\n', ['for i in range(1, len(xs)):\n    f(i)\n']);
    await expectMutation(sut, 'for i, x in enumerate(xs):\n    f(i, x)\n', ['for i, x in enumerate(xs, 1):\n    f(i, x)\n']);
  });

  it('leaves calls with an explicit start, keyword or starred arguments, and methods alone', async () => {
    await expectMutation(sut, 'a = range(0, n)\nb = enumerate(xs, 2)\nc = enumerate(xs, start=0)\nd = range(*bounds)\ne = self.range(n)\n', []);
  });

  it('leaves strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(r=range(3)):\n    # range(3)\n    return "range(3)"\n', []);
  });
});
