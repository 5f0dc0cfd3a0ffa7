import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonLiteralOffset as sut } from './python-literal-offset.js';

describe(sut.name, () => {
  it('moves exponents, factors, shifts and left operands by one both ways', async () => {
    await expectMutation(sut, 'y = x ** 2\n', ['y = x ** 3\n', 'y = x ** 1\n']);
    await expectMutation(sut, 'y = 3 * x\n', ['y = 4 * x\n', 'y = 2 * x\n']);
    await expectMutation(sut, 'line = "-" * 3\n', ['line = "-" * 4\n', 'line = "-" * 2\n']);
    await expectMutation(sut, 'y = x >> 1\n', ['y = x >> 2\n', 'y = x >> 0\n']);
    await expectMutation(sut, 'y = 100 - x\n', ['y = 101 - x\n', 'y = 99 - x\n']);
  });

  it('never makes a divisor or modulus zero', async () => {
    await expectMutation(sut, 'y = n % 10\n', ['y = n % 11\n', 'y = n % 9\n']);
    await expectMutation(sut, 'y = n // 1\n', ['y = n // 2\n']);
    await expectMutation(sut, 'y = n / 1\n', ['y = n / 2\n']);
  });

  it('moves an added offset, dropping a ± 1 term rather than writing ± 0 (edits in source order)', async () => {
    await expectMutation(sut, 'y = x + 1\n', ['y = x\n', 'y = x + 2\n']);
    await expectMutation(sut, 'y = x - 3\n', ['y = x - 4\n', 'y = x - 2\n']);
  });

  it('moves equality constants, call arguments, keyword values and initial values', async () => {
    await expectMutation(sut, 'ok = n % 2 == 0\n', ['ok = n % 3 == 0\n', 'ok = n % 1 == 0\n', 'ok = n % 2 == 1\n']);
    await expectMutation(sut, 'r = round(x, 2)\n', ['r = round(x, 3)\n', 'r = round(x, 1)\n']);
    await expectMutation(sut, 'p = s.split(",", maxsplit=1)\n', ['p = s.split(",", maxsplit=2)\n', 'p = s.split(",", maxsplit=0)\n']);
    await expectMutation(sut, 'count = 0\n', ['count = 1\n']);
    await expectMutation(sut, 'a, b = 0, 1\n', ['a, b = 1, 1\n', 'a, b = 0, 2\n', 'a, b = 0, 0\n']);
    await expectMutation(sut, 'x = f(-1)\n', ['x = f(-2)\n']);
    await expectMutation(sut, 'n = sum(1 for c in s if c.isupper())\n', ['n = sum(2 for c in s if c.isupper())\n', 'n = sum(0 for c in s if c.isupper())\n']);
  });

  it('leaves literals to the operators that own them', async () => {
    // indexes, slices, range arguments, offsets inside them, len(...) ± k, steps, ordering bounds
    await expectMutation(sut, 'a = xs[1] + xs[i + 1] + xs[1:n - 1]\n', []);
    await expectMutation(sut, 'r = range(1, n + 1, 2)\n', []);
    await expectMutation(sut, 'n = len(xs) - 1\n', []);
    await expectMutation(sut, 'i += 1\n', []);
    await expectMutation(sut, 'ok = 0 <= i < 10\n', []);
    await expectMutation(sut, 'return_value = [1, 2]\nflag = x & 1\nratio = x * 0.5\nh = 0x10 + y\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@retry(3)',
      'def f(x: Annotated[int, 2 * 3], y=2 ** 4) -> int:',
      '    """Returns x ** 2."""',
      '    # x ** 2',
      '    return "x ** 2"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
