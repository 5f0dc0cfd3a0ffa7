import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonImplicitSliceEnd as sut } from './python-implicit-slice-end.js';

describe(sut.name, () => {
  it('gives a slice without an end one that stops one element early', async () => {
    await expectMutation(sut, 'tail = xs[k:]\n', ['tail = xs[k:-1]\n']);
    await expectMutation(sut, 'copy = xs[:]\n', ['copy = xs[:-1]\n']);
    await expectMutation(sut, 'even = xs[::2]\n', ['even = xs[:-1:2]\n']);
  });

  it('stops a reversed slice before the first element', async () => {
    await expectMutation(sut, 'back = s[::-1]\n', ['back = s[:0:-1]\n']);
  });

  it('leaves slices with an end, with a step that is not a literal, and plain subscripts alone', async () => {
    await expectMutation(sut, 'a = xs[:n]\nb = xs[1:-1]\nc = xs[::k]\nd = xs[0]\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f(xs):\n    """xs[2:]"""\n    # xs[2:]\n    return "xs[2:]"\n', []);
  });
});
