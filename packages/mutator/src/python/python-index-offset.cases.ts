import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonIndexOffset as sut } from './python-index-offset.js';

describe(sut.name, () => {
  it('adds a + 1 and a - 1 term to a plain index', async () => {
    await expectMutation(sut, 'x = a[i]\n', ['x = a[i + 1]\n', 'x = a[i - 1]\n']);
  });

  it('moves an existing literal offset by one, removing a ± 1 term', async () => {
    // Removing the term starts at `i`, before the literal, so it comes first in source order.
    await expectMutation(sut, 'x = a[i + 1]\n', ['x = a[i]\n', 'x = a[i + 2]\n']);
    await expectMutation(sut, 'x = a[i - 1]\n', ['x = a[i]\n', 'x = a[i - 2]\n']);
    await expectMutation(sut, 'x = a[i - 2]\n', ['x = a[i - 3]\n', 'x = a[i - 1]\n']);
  });

  it('parenthesises an index that binds looser than +', async () => {
    await expectMutation(sut, 'x = a[lo if k else hi]\n', ['x = a[(lo if k else hi) + 1]\n', 'x = a[(lo if k else hi) - 1]\n']);
    await expectMutation(sut, 'x = a[i * 2]\n', ['x = a[i * 2 + 1]\n', 'x = a[i * 2 - 1]\n']);
  });

  it('moves slice starts and range starts, and each index of a multi-index', async () => {
    await expectMutation(sut, 'x = a[i:]\n', ['x = a[i + 1:]\n', 'x = a[i - 1:]\n']);
    await expectMutation(sut, 'r = range(lo, hi)\n', ['r = range(lo + 1, hi)\n', 'r = range(lo - 1, hi)\n']);
    await expectMutation(sut, 'v = m[i, j]\n', ['v = m[i + 1, j]\n', 'v = m[i - 1, j]\n', 'v = m[i, j + 1]\n', 'v = m[i, j - 1]\n']);
  });

  it('leaves literal indexes, slice ends, range stops and string keys to others', async () => {
    await expectMutation(sut, 'x = a[1]\ny = a[:j]\nr = range(n)\nz = d["key"]\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@pick(a[i])',
      'def get(x: Annotated[list, a[i]], y=a[i]) -> int:',
      '    """Returns x[i]."""',
      '    # x[i]',
      '    return f"x[i]: {v}"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
