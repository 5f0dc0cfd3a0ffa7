import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonStepOffset as sut } from './python-step-offset.js';

describe(sut.name, () => {
  it('moves a literal step by one, never to zero', async () => {
    await expectMutation(sut, 'i += 1\n', ['i += 2\n']);
    await expectMutation(sut, 'i -= 2\n', ['i -= 3\n', 'i -= 1\n']);
  });

  it('leaves non-literal, non-integer and non-additive steps alone', async () => {
    await expectMutation(sut, 'i += k\nx += 1.5\nn *= 2\ni = 1\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f():\n    """i += 1"""\n    # i += 1\n    return "i += 1"\n', []);
  });
});
