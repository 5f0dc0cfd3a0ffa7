import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonMinMax as sut } from './python-min-max.js';

describe(sut.name, () => {
  it('swaps calls to the builtins min and max, one at a time', async () => {
    await expectMutation(sut, 'best = max(a, b)\n', ['best = min(a, b)\n']);
    await expectMutation(sut, 'y = max(lo, min(x, hi))\n', ['y = min(lo, min(x, hi))\n', 'y = max(lo, max(x, hi))\n']);
    await expectMutation(sut, 'w = min(words, key=len, default="")\n', ['w = max(words, key=len, default="")\n']);
  });

  it('leaves methods and attributes named min or max, and other names, alone', async () => {
    await expectMutation(sut, 'a = stats.max(xs)\nb = xs.min()\nc = maximum(xs)\nd = max\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f(x):\n    """max(x)"""\n    # min(x)\n    return "max(x)"\n', []);
  });
});
