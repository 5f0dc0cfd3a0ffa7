import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptDropGuardOperand as sut } from './typescript-drop-guard-operand.js';

describe(sut.name, () => {
  it('drops each operand of a guard condition', async () => {
    await expectMutation(sut, 'function f(xs: number[], k: number) {\n  if (!xs || k <= 0) return [];\n  return xs.slice(0, k);\n}\n', [
      'function f(xs: number[], k: number) {\n  if (k <= 0) return [];\n  return xs.slice(0, k);\n}\n',
      'function f(xs: number[], k: number) {\n  if (!xs) return [];\n  return xs.slice(0, k);\n}\n',
    ]);
  });

  it('drops one operand at a time from longer and nested chains', async () => {
    await expectMutation(sut, 'if (a || b || c) throw e;\n', ['if (b || c) throw e;\n', 'if (a || c) throw e;\n', 'if (a || b) throw e;\n']);
    await expectMutation(sut, 'if (a && b || c) throw e;\n', [
      'if (b || c) throw e;\n',
      'if (c) throw e;\n',
      'if (a || c) throw e;\n',
      'if (a && b) throw e;\n',
    ]);
  });

  it('removes parentheses left around a single operand when precedence allows', async () => {
    await expectMutation(sut, 'if ((a || b) && c) throw e;\n', [
      'if (b && c) throw e;\n',
      'if (a && c) throw e;\n',
      'if (c) throw e;\n',
      'if ((a || b)) throw e;\n',
    ]);
    await expectMutation(sut, 'if (!(a || b)) throw e;\n', ['if (!b) throw e;\n', 'if (!a) throw e;\n']);
    await expectMutation(sut, 'if (!(x > 0 || y)) throw e;\n', ['if (!y) throw e;\n', 'if (!(x > 0)) throw e;\n']);
  });

  it('only touches guard conditions, and not chains inside calls', async () => {
    await expectMutation(sut, 'if (a || b) x = 1;\n', []);
    await expectMutation(sut, 'if (a || b) return 1;\nelse return 2;\n', []);
    await expectMutation(sut, 'if (check(a || b)) throw e;\n', []);
  });
});
