import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRangeEnd as sut } from './python-range-end.js';

describe(sut.name, () => {
  it('moves a one-argument range stop by one', async () => {
    await expectMutation(sut, 'for i in range(n):\n    pass\n', ['for i in range(n + 1):\n    pass\n', 'for i in range(n - 1):\n    pass\n']);
  });

  it('moves the stop, not the start or step, of longer ranges', async () => {
    await expectMutation(sut, 'r = range(1, n)\n', ['r = range(1, n + 1)\n', 'r = range(1, n - 1)\n']);
    await expectMutation(sut, 'r = range(0, n, 2)\n', ['r = range(0, n + 1, 2)\n', 'r = range(0, n - 1, 2)\n']);
  });

  it('moves literal stops and existing offsets (removing the term edits from an earlier position, so it comes first)', async () => {
    await expectMutation(sut, 'r = range(5)\n', ['r = range(6)\n', 'r = range(4)\n']);
    await expectMutation(sut, 'r = range(0)\n', ['r = range(1)\n']);
    await expectMutation(sut, 'r = range(n + 1)\n', ['r = range(n)\n', 'r = range(n + 2)\n']);
    await expectMutation(sut, 'r = range(len(xs) - 1)\n', ['r = range(len(xs))\n', 'r = range(len(xs) - 2)\n']);
  });

  it('only touches calls to the name range', async () => {
    await expectMutation(sut, 'a = xrange(n)\nb = np.range(n)\nc = range(*bounds)\n', []);
  });

  it('leaves strings, comments, docstrings, defaults and decorators alone', async () => {
    const input = [
      '@repeat(range(3))',
      'def loop(r=range(3)):',
      '    """for i in range(n)"""',
      '    # range(n)',
      '    return "range(n)"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
