import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonLengthOffset as sut } from './python-length-offset.js';

describe(sut.name, () => {
  it('adds a ± 1 term to a bare length', async () => {
    await expectMutation(sut, 'n = len(xs)\n', ['n = len(xs) + 1\n', 'n = len(xs) - 1\n']);
    await expectMutation(sut, 'ok = i < len(xs)\n', ['ok = i < len(xs) + 1\n', 'ok = i < len(xs) - 1\n']);
  });

  it('moves an existing literal offset, removing a ± 1 term', async () => {
    // Removing the term starts at `len`, before the literal, so it comes first in source order.
    await expectMutation(sut, 'n = len(xs) - 1\n', ['n = len(xs)\n', 'n = len(xs) - 2\n']);
    await expectMutation(sut, 'n = len(xs) + 2\n', ['n = len(xs) + 3\n', 'n = len(xs) + 1\n']);
  });

  it('parenthesises where the surrounding operator binds tighter', async () => {
    await expectMutation(sut, 'half = len(xs) // 2\n', ['half = (len(xs) + 1) // 2\n', 'half = (len(xs) - 1) // 2\n']);
    await expectMutation(sut, 'rest = n - len(xs)\n', ['rest = n - (len(xs) + 1)\n', 'rest = n - (len(xs) - 1)\n']);
  });

  it('leaves lengths used as indexes, slice bounds or range arguments, and other len callees, to others', async () => {
    await expectMutation(sut, 'a = xs[len(xs) - 1]\nb = xs[:len(ys)]\nfor i in range(len(xs)):\n    pass\nc = obj.len(xs)\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@size(len(xs))',
      'def size(x: Annotated[int, len(xs)], y=len(xs)) -> int:',
      '    """Returns len(x)."""',
      '    # len(x) - 1',
      '    return f"len(x): {v}"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
