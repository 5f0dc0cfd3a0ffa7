import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRemoveConditional as sut } from './python-remove-conditional.js';

describe(sut.name, () => {
  it('keeps one branch of a conditional expression, then the other', async () => {
    await expectMutation(sut, 'm = s / n if n else 0.0\n', ['m = s / n\n', 'm = 0.0\n']);
    await expectMutation(sut, 'return_code = -1 if failed else 0\n', ['return_code = -1\n', 'return_code = 0\n']);
  });

  it('parenthesises a branch that needs it in its new place', async () => {
    await expectMutation(sut, 'y = (a or b if c else d) + 1\n', ['y = (a or b) + 1\n', 'y = (d) + 1\n']);
    await expectMutation(sut, 'y = 2 * (a + b if c else d)\n', ['y = 2 * (a + b)\n', 'y = 2 * (d)\n']);
  });

  it('takes nested conditionals one at a time', async () => {
    await expectMutation(sut, 'y = a if p else b if q else c\n', ['y = a\n', 'y = b if q else c\n', 'y = a if p else b\n', 'y = a if p else c\n']);
  });

  it('leaves if statements, strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(x=a if b else c):\n    # a if b else c\n    if b:\n        return "a if b else c"\n    return x\n', []);
  });
});
