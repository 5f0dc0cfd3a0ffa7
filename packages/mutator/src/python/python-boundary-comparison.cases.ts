import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonBoundaryComparison as sut } from './python-boundary-comparison.js';

describe(sut.name, () => {
  it('changes the inclusivity of each ordering operator', async () => {
    await expectMutation(sut, 'while i < n:\n    i += 1\n', ['while i <= n:\n    i += 1\n']);
    await expectMutation(sut, 'ok = a <= b\n', ['ok = a < b\n']);
    await expectMutation(sut, 'ok = a > b\n', ['ok = a >= b\n']);
    await expectMutation(sut, 'ok = a >= b\n', ['ok = a > b\n']);
  });

  it('does not touch equality, membership or identity', async () => {
    await expectMutation(sut, 'ok = a == b or a in c or a is None\n', []);
  });

  it('changes each operator of a chain separately', async () => {
    await expectMutation(sut, 'ok = 0 <= i < n\n', ['ok = 0 < i < n\n', 'ok = 0 <= i <= n\n']);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@retry(when=lambda tries: tries < 3)',
      'def within(limit: Annotated[int, 0 <= 10], strict=1 < 2) -> bool:',
      '    """Checks 0 <= value < limit."""',
      '    # value < limit',
      '    return "x < y"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
