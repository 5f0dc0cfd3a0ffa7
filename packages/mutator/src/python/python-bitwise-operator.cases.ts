import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonBitwiseOperator as sut } from './python-bitwise-operator.js';

describe(sut.name, () => {
  it('swaps & with | and << with >>', async () => {
    await expectMutation(sut, 'mask = a & b\n', ['mask = a | b\n']);
    await expectMutation(sut, 'mask = a | b\n', ['mask = a & b\n']);
    await expectMutation(sut, 'x = n << 2\n', ['x = n >> 2\n']);
    await expectMutation(sut, 'x = n >> 1\n', ['x = n << 1\n']);
  });

  it('does not touch ^ or ~', async () => {
    await expectMutation(sut, 'x = a ^ ~b\n', []);
  });

  it('leaves union type annotations, strings, comments, defaults and decorators alone', async () => {
    const input = [
      '@flags(1 << 2)',
      'def pick(value: int | None, mask=1 | 2) -> int | None:',
      '    """Returns value & mask."""',
      '    # value & mask',
      '    return "a | b"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
