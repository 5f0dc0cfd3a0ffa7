import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropGuardOperand as sut } from './python-drop-guard-operand.js';

describe(sut.name, () => {
  it('drops each operand of a guard condition', async () => {
    await expectMutation(sut, 'def f(xs, k):\n    if not xs or k <= 0:\n        return []\n    return xs[:k]\n', [
      'def f(xs, k):\n    if k <= 0:\n        return []\n    return xs[:k]\n',
      'def f(xs, k):\n    if not xs:\n        return []\n    return xs[:k]\n',
    ]);
  });

  it('drops one operand at a time from a longer chain', async () => {
    await expectMutation(sut, 'if a or b or c: raise E\nx = 1\n', [
      'if b or c: raise E\nx = 1\n',
      'if a or c: raise E\nx = 1\n',
      'if a or b: raise E\nx = 1\n',
    ]);
  });

  it('drops operands of nested chains, in source order', async () => {
    await expectMutation(sut, 'if a and b or c: raise E\nx = 1\n', [
      'if b or c: raise E\nx = 1\n',
      'if c: raise E\nx = 1\n',
      'if a or c: raise E\nx = 1\n',
      'if a and b: raise E\nx = 1\n',
    ]);
  });

  it('removes parentheses left around a single operand when precedence allows', async () => {
    await expectMutation(sut, 'if (a or b) and c: raise E\nx = 1\n', [
      'if b and c: raise E\nx = 1\n',
      'if a and c: raise E\nx = 1\n',
      'if c: raise E\nx = 1\n',
      'if (a or b): raise E\nx = 1\n',
    ]);
    await expectMutation(sut, 'if not (a or b): raise E\nx = 1\n', ['if not b: raise E\nx = 1\n', 'if not a: raise E\nx = 1\n']);
    await expectMutation(sut, 'if not (c == "_" or c.isalnum()): raise E\nx = 1\n', [
      'if not c.isalnum(): raise E\nx = 1\n',
      'if not c == "_": raise E\nx = 1\n',
    ]);
  });

  it('only touches guard conditions, and not chains inside calls', async () => {
    await expectMutation(sut, 'if a or b:\n    x = 1\ny = 2\n', []);
    await expectMutation(sut, 'if a or b:\n    return 1\nelse:\n    return 2\n', []);
    await expectMutation(sut, 'if check(a or b): raise E\nx = 1\n', []);
  });
});
