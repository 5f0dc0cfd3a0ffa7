import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSwapItems as sut } from './python-swap-items.js';

describe(sut.name, () => {
  it('swaps two items of a tuple, with or without parentheses, and of a short list', async () => {
    await expectMutation(sut, 'key = (len(w), w)\n', ['key = (w, len(w))\n']);
    await expectMutation(sut, 'a, b = b, a % b\n', ['a, b = a % b, b\n']);
    await expectMutation(sut, 'return_value = [lo, hi]\n', ['return_value = [hi, lo]\n']);
  });

  it('swaps every pair of three items, leftmost first', async () => {
    await expectMutation(sut, 't = (a, b, c)\n', ['t = (b, a, c)\n', 't = (c, b, a)\n', 't = (a, c, b)\n']);
  });

  it('swaps the names a loop or a comprehension unpacks, and a comprehension key and value', async () => {
    await expectMutation(sut, 'for i, c in enumerate(s):\n    f(i, c)\n', ['for c, i in enumerate(s):\n    f(i, c)\n']);
    await expectMutation(sut, 'd = {v: k for k, v in m.items()}\n', ['d = {k: v for k, v in m.items()}\n', 'd = {v: k for v, k in m.items()}\n']);
  });

  it('leaves assignment targets, literal-only and long collections, starred items and equal items alone', async () => {
    await expectMutation(sut, 'a, b = f()\nx = (4, 6, 9)\ny = [a, b, c, d]\nz = (*xs, y)\nw = (v, v)\n', []);
  });

  it('leaves strings, comments, defaults and decorators alone', async () => {
    await expectMutation(sut, '@route((a, b))\ndef f(x=(a, b)):\n    # (a, b)\n    return "(a, b)"\n', []);
  });
});
