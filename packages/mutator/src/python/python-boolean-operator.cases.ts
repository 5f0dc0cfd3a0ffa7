import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonBooleanOperator as sut } from './python-boolean-operator.js';

describe(sut.name, () => {
  it('swaps and with or', async () => {
    await expectMutation(sut, 'ok = a and b\n', ['ok = a or b\n']);
    await expectMutation(sut, 'ok = a or b\n', ['ok = a and b\n']);
  });

  it('mutates each operator of a chain separately, in source order', async () => {
    await expectMutation(sut, 'ok = a and b or c\n', ['ok = a or b or c\n', 'ok = a and b and c\n']);
  });

  it('does not touch not', async () => {
    await expectMutation(sut, 'ok = not a\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@when(a and b)',
      'def both(x: Annotated[bool, a or b], y=a and b) -> bool:',
      '    """x and y."""',
      '    # x or y',
      '    return "x and y"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
