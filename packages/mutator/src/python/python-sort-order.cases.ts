import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSortOrder as sut } from './python-sort-order.js';

describe(sut.name, () => {
  it('reverses a sort that has no reverse argument', async () => {
    await expectMutation(sut, 'ys = sorted(xs)\n', ['ys = sorted(xs, reverse=True)\n']);
    await expectMutation(sut, 'ys = sorted(xs, key=len)\n', ['ys = sorted(xs, key=len, reverse=True)\n']);
    await expectMutation(sut, 'xs.sort()\n', ['xs.sort(reverse=True)\n']);
    await expectMutation(sut, 'ys = sorted(k for k in d if d[k])\n', ['ys = sorted((k for k in d if d[k]), reverse=True)\n']);
  });

  it('removes reverse=True and flips any other reverse value', async () => {
    await expectMutation(sut, 'ys = sorted(xs, reverse=True)\n', ['ys = sorted(xs)\n']);
    await expectMutation(sut, 'xs.sort(reverse=True, key=f)\n', ['xs.sort(key=f)\n']);
    await expectMutation(sut, 'ys = sorted(xs, reverse=False)\n', ['ys = sorted(xs, reverse=True)\n']);
    await expectMutation(sut, 'ys = sorted(xs, key=f, reverse=descending)\n', ['ys = sorted(xs, key=f, reverse=not descending)\n']);
  });

  it('leaves other calls, and argument lists ending in a comma, alone', async () => {
    await expectMutation(sut, 'a = sort(xs)\nb = np.sorted(xs)\nc = sorted(\n    xs,\n)\n', []);
  });

  it('leaves strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(x=sorted(y)):\n    # sorted(y)\n    return "sorted(y)"\n', []);
  });
});
