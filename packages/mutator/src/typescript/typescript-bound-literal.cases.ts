import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptBoundLiteral as sut } from './typescript-bound-literal.js';

describe(sut.name, () => {
  it('moves the literal bound of an ordering comparison by one both ways', async () => {
    await expectMutation(sut, 'if (n < 2) f();\n', ['if (n < 3) f();\n', 'if (n < 1) f();\n']);
    await expectMutation(sut, 'const ok = 18 <= age;\n', ['const ok = 19 <= age;\n', 'const ok = 17 <= age;\n']);
  });

  it('keeps the sign class', async () => {
    await expectMutation(sut, 'const ok = x > 0 && y >= -1;\n', ['const ok = x > 1 && y >= -1;\n', 'const ok = x > 0 && y >= -2;\n']);
  });

  it('leaves equality operands, non-literal bounds and fractions alone', async () => {
    await expectMutation(sut, 'const ok = n === 2 || n !== 3 || n < m || n < 2.5;\n', []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(x = n < 2) {\n  // n < 2\n  return `n < 2: ${v}` + "n < 2";\n}\n', []);
  });
});
