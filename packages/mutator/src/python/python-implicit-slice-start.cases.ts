import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonImplicitSliceStart as sut } from './python-implicit-slice-start.js';

describe(sut.name, () => {
  it('gives a slice without a start one that skips the first element', async () => {
    await expectMutation(sut, 'head = xs[:n]\n', ['head = xs[1:n]\n']);
    await expectMutation(sut, 'copy = xs[:]\n', ['copy = xs[1:]\n']);
    await expectMutation(sut, 'odd = xs[::2]\n', ['odd = xs[1::2]\n']);
  });

  it('starts a reversed slice one element before the last', async () => {
    await expectMutation(sut, 'back = s[::-1]\n', ['back = s[-2::-1]\n']);
  });

  it('leaves slices with a start, with a step that is not a literal, and plain subscripts alone', async () => {
    await expectMutation(sut, 'a = xs[1:]\nb = xs[i:j]\nc = xs[::k]\nd = xs[0]\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f(xs):\n    """xs[:2]"""\n    # xs[:2]\n    return "xs[:2]"\n', []);
  });
});
