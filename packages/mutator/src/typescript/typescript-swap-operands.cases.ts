import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSwapOperands as sut } from './typescript-swap-operands.js';

describe(sut.name, () => {
  it('swaps the operands of each non-commutative operator', async () => {
    await expectMutation(sut, 'xs.sort((a, b) => a - b);\n', ['xs.sort((a, b) => b - a);\n']);
    await expectMutation(sut, 'const r = total / count;\n', ['const r = count / total;\n']);
    await expectMutation(sut, 'const m = a % b;\nconst p = base ** exp;\n', ['const m = b % a;\nconst p = base ** exp;\n', 'const m = a % b;\nconst p = exp ** base;\n']);
    await expectMutation(sut, 'const y = 1 - p;\n', ['const y = p - 1;\n']);
  });

  it('parenthesises operands that need it in their new place', async () => {
    await expectMutation(sut, 'const y = a - b - c;\n', ['const y = b - a - c;\n', 'const y = c - (a - b);\n']);
    await expectMutation(sut, 'const y = (-x) ** n;\n', ['const y = n ** (-x);\n']);
    await expectMutation(sut, 'const y = x ** -n;\n', ['const y = (-n) ** x;\n']);
  });

  it('skips commutative operators, equal operands, number literals on the right and strings', async () => {
    await expectMutation(sut, "const a = x + y;\nconst b = x * y;\nconst c = x - x;\nconst d = n % 10;\nconst e = 'a' - x;\n", []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(y = a - b) {\n  // a - b\n  return `a - b: ${v}` + "a - b";\n}\n', []);
  });
});
