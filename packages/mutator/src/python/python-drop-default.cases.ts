import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropDefault as sut } from './python-drop-default.js';

describe(sut.name, () => {
  it('removes the fallback argument of get, pop, next and getattr', async () => {
    await expectMutation(sut, 'n = counts.get(ch, 0) + 1\n', ['n = counts.get(ch) + 1\n']);
    await expectMutation(sut, 'v = d.pop(k, None)\n', ['v = d.pop(k)\n']);
    await expectMutation(sut, 'first = next(it, None)\n', ['first = next(it)\n']);
    await expectMutation(sut, 'h = getattr(obj, "name", "")\n', ['h = getattr(obj, "name")\n']);
  });

  it('removes a default= keyword argument', async () => {
    await expectMutation(sut, 'w = max(words, key=len, default="")\n', ['w = max(words, key=len)\n']);
  });

  it('removes a literal fallback after or', async () => {
    await expectMutation(sut, 'name = given or "anonymous"\n', ['name = given\n']);
    await expectMutation(sut, 'items = found or []\n', ['items = found\n']);
  });

  it('leaves calls without a fallback, or with other arguments, and other or expressions alone', async () => {
    await expectMutation(sut, 'a = d.get(k)\nb = xs.pop()\nc = next(it)\nd = getattr(o, n)\ne = x or y\nf = x and 0\ng = d.get(k, 0, 1)\n', []);
  });

  it('leaves strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(x=d.get(k, 0)):\n    # d.get(k, 0)\n    return "d.get(k, 0)"\n', []);
  });
});
