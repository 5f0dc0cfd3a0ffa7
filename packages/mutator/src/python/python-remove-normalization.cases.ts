import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRemoveNormalization as sut } from './python-remove-normalization.js';

describe(sut.name, () => {
  it('removes case and whitespace normalisation from a string', async () => {
    await expectMutation(sut, 'key = word.lower()\n', ['key = word\n']);
    await expectMutation(sut, 'name = line.strip("_ ").upper()\n', ['name = line.upper()\n', 'name = line.strip("_ ")\n']);
  });

  it('removes abs and set around their one argument, parenthesised where needed', async () => {
    await expectMutation(sut, 'd = str(abs(n))\n', ['d = str(n)\n']);
    await expectMutation(sut, 'u = sorted(set(xs))\n', ['u = sorted(xs)\n']);
    await expectMutation(sut, 'y = abs(a - b) * 2\n', ['y = (a - b) * 2\n']);
  });

  it('leaves other methods and functions, and calls with other arguments, alone', async () => {
    await expectMutation(sut, 'a = s.title()\nb = set()\nc = abs(x, y)\nd = lower(s)\ne = set(xs, key=f)\n', []);
  });

  it('leaves strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(x=s.lower()):\n    # s.lower()\n    return "s.lower()"\n', []);
  });
});
