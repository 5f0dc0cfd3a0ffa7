import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRemoveFilter as sut } from './python-remove-filter.js';

describe(sut.name, () => {
  it('removes the if clause of a list, set, dict or generator comprehension', async () => {
    await expectMutation(sut, 'ys = [x for x in xs if x > 0]\n', ['ys = [x for x in xs]\n']);
    await expectMutation(sut, 's = {x for x in xs if x}\n', ['s = {x for x in xs}\n']);
    await expectMutation(sut, 'd = {k: v for k, v in d.items() if v is not None}\n', ['d = {k: v for k, v in d.items()}\n']);
    await expectMutation(sut, 'n = sum(1 for c in s if c in "aeiou")\n', ['n = sum(1 for c in s)\n']);
  });

  it('removes each if clause on its own, across lines too', async () => {
    await expectMutation(sut, 'ys = [x for x in xs if x if x > 1]\n', ['ys = [x for x in xs if x > 1]\n', 'ys = [x for x in xs if x]\n']);
    await expectMutation(sut, 'ys = [\n    x\n    for x in xs\n    if x\n]\n', ['ys = [\n    x\n    for x in xs\n]\n']);
  });

  it('replaces a filter call by its iterable', async () => {
    await expectMutation(sut, 'ys = list(filter(str.isdigit, s))\n', ['ys = list(s)\n']);
    await expectMutation(sut, 'for x in filter(None, a + b):\n    f(x)\n', ['for x in a + b:\n    f(x)\n']);
  });

  it('leaves other calls, conditional expressions, strings and comments alone', async () => {
    await expectMutation(sut, 'a = xs.filter(f, ys)\nb = filter(f)\nc = x if x else y\nd = "[x for x in xs if x]"  # if x\n', []);
  });
});
