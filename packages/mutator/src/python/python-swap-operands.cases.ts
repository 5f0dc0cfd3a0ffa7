import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSwapOperands as sut } from './python-swap-operands.js';

describe(sut.name, () => {
  it('swaps the operands of each non-commutative operator', async () => {
    await expectMutation(sut, 'd = b - a\n', ['d = a - b\n']);
    await expectMutation(sut, 'r = total / count\n', ['r = count / total\n']);
    await expectMutation(sut, 'q = a // b\nm = a % b\n', ['q = b // a\nm = a % b\n', 'q = a // b\nm = b % a\n']);
    await expectMutation(sut, 'p = base ** exp\n', ['p = exp ** base\n']);
    await expectMutation(sut, 'y = 1 - p\n', ['y = p - 1\n']);
  });

  it('parenthesises operands that need it in their new place', async () => {
    await expectMutation(sut, 'y = a - b - c\n', ['y = b - a - c\n', 'y = c - (a - b)\n']);
    await expectMutation(sut, 'y = a - (b + c)\n', ['y = (b + c) - a\n']);
    await expectMutation(sut, 'y = -x ** n\n', ['y = -n ** x\n']);
    await expectMutation(sut, 'y = (-x) ** n\n', ['y = n ** (-x)\n']);
  });

  it('skips commutative operators, equal operands, number literals on the right and formatting', async () => {
    await expectMutation(sut, 'a = x + y\nb = x * y\nc = x - x\nd = n % 10\ne = x ** 2\nf = "%d" % n\ng = [0] * n\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = ['@scale(a - b)', 'def f(x: Annotated[int, a - b], y=a - b):', '    """a - b"""', '    # a - b', '    return "a - b"', ''].join('\n');
    await expectMutation(sut, input, []);
  });
});
