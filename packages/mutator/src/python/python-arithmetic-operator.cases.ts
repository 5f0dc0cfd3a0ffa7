import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonArithmeticOperator as sut } from './python-arithmetic-operator.js';

describe(sut.name, () => {
  it('replaces + and - with each other', async () => {
    await expectMutation(sut, 'total = a + b\n', ['total = a - b\n']);
    await expectMutation(sut, 'total = a - b\n', ['total = a + b\n']);
  });

  it('replaces multiplication and the divisions as the table says', async () => {
    await expectMutation(sut, 'area = w * h\n', ['area = w // h\n']);
    await expectMutation(sut, 'half = n // 2\n', ['half = n * 2\n', 'half = n / 2\n']);
    await expectMutation(sut, 'mean = s / n\n', ['mean = s // n\n']);
    await expectMutation(sut, 'digit = n % 10\n', ['digit = n // 10\n']);
  });

  it('mutates each operator of a compound expression separately', async () => {
    await expectMutation(sut, 'y = a * x + b\n', ['y = a // x + b\n', 'y = a * x - b\n']);
  });

  it('skips concatenation, repetition and formatting of literals', async () => {
    await expectMutation(sut, 'line = "-" * width\n', []);
    await expectMutation(sut, 'items = xs + [x]\n', []);
    await expectMutation(sut, 'label = "%d items" % n\n', []);
    await expectMutation(sut, 'pair = (a,) + rest\n', []);
  });

  it('does not touch bitwise, power or matrix operators', async () => {
    await expectMutation(sut, 'y = a & b | c ** 2 @ m\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@scale(2 * 3)',
      'def area(w: Annotated[int, 1 + 2], h=2 * 3) -> int:',
      '    """Returns w * h."""',
      '    # w * h + 1',
      '    return f"w * h: {v}"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
