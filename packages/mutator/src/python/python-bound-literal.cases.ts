import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonBoundLiteral as sut } from './python-bound-literal.js';

describe(sut.name, () => {
  it('moves the literal bound of an ordering comparison by one both ways', async () => {
    await expectMutation(sut, 'if n < 2:\n    pass\n', ['if n < 3:\n    pass\n', 'if n < 1:\n    pass\n']);
    await expectMutation(sut, 'ok = 18 <= age\n', ['ok = 19 <= age\n', 'ok = 17 <= age\n']);
  });

  it('moves each bound of a chained comparison, keeping the sign class', async () => {
    await expectMutation(sut, 'ok = 0 < len(s) <= 16\n', ['ok = 1 < len(s) <= 16\n', 'ok = 0 < len(s) <= 17\n', 'ok = 0 < len(s) <= 15\n']);
    await expectMutation(sut, 'ok = x > -1\n', ['ok = x > -2\n']);
  });

  it('leaves equality and membership operands, non-literal bounds and floats alone', async () => {
    await expectMutation(sut, 'ok = n == 2 or n != 3 or n in (1, 2) or n < m or n < 2.5\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = ['@when(n < 2)', 'def f(n: Annotated[int, n < 2], m=n < 2):', '    """n < 2"""', '    # n < 2', '    return "n < 2"', ''].join('\n');
    await expectMutation(sut, input, []);
  });
});
