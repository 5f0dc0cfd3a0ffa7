import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonComparisonFlip as sut } from './python-comparison-flip.js';

describe(sut.name, () => {
  it('flips each ordering and equality operator', async () => {
    await expectMutation(sut, 'ok = a < b\n', ['ok = a > b\n']);
    await expectMutation(sut, 'ok = a >= b\n', ['ok = a <= b\n']);
    await expectMutation(sut, 'ok = a == b\n', ['ok = a != b\n']);
    await expectMutation(sut, 'ok = a != b\n', ['ok = a == b\n']);
  });

  it('flips membership and identity, including the two-word forms', async () => {
    await expectMutation(sut, 'ok = x in seen\n', ['ok = x not in seen\n']);
    await expectMutation(sut, 'ok = x not in seen\n', ['ok = x in seen\n']);
    await expectMutation(sut, 'ok = x is None\n', ['ok = x is not None\n']);
    await expectMutation(sut, 'ok = x is not None\n', ['ok = x is None\n']);
  });

  it('flips each operator of a chained comparison separately', async () => {
    await expectMutation(sut, 'ok = 0 <= i < n\n', ['ok = 0 >= i < n\n', 'ok = 0 <= i > n\n']);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@register(lambda value: value < 3)',
      'def check(x: Annotated[int, a < b], y=a < b) -> bool:',
      '    """True when a < b."""',
      '    # a < b',
      '    return f"a < b: {v}" + "a == b"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
