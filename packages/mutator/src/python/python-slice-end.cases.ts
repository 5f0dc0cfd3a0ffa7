import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSliceEnd as sut } from './python-slice-end.js';

describe(sut.name, () => {
  it('moves a slice end by one both ways', async () => {
    await expectMutation(sut, 'head = xs[:n]\n', ['head = xs[:n + 1]\n', 'head = xs[:n - 1]\n']);
    await expectMutation(sut, 'mid = xs[1:3]\n', ['mid = xs[1:4]\n', 'mid = xs[1:2]\n']);
  });

  it('moves an existing offset and keeps the sign of a negative end', async () => {
    await expectMutation(sut, 'mid = xs[i:j + 1]\n', ['mid = xs[i:j]\n', 'mid = xs[i:j + 2]\n']);
    await expectMutation(sut, 'init = xs[:-1]\n', ['init = xs[:-2]\n']);
  });

  it('does nothing to slices without an end', async () => {
    await expectMutation(sut, 'a = xs[i:]\nb = xs[::2]\nc = xs[:]\n', []);
  });

  // tree-sitter-python does not accept a slice inside an annotation, so none is tested here.
  it('leaves strings, comments, docstrings, defaults and decorators alone', async () => {
    const input = [
      '@window(xs[:3])',
      'def head(x: list, y=xs[:n]) -> list:',
      '    """Returns x[:n]."""',
      '    # x[:n]',
      '    return f"x[:n]: {v}"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
