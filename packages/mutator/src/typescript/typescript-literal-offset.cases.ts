import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptLiteralOffset as sut } from './typescript-literal-offset.js';

describe(sut.name, () => {
  it('moves exponents, factors, shifts and left operands by one both ways', async () => {
    await expectMutation(sut, 'const y = x ** 2;\n', ['const y = x ** 3;\n', 'const y = x ** 1;\n']);
    await expectMutation(sut, 'const y = 3 * x;\n', ['const y = 4 * x;\n', 'const y = 2 * x;\n']);
    await expectMutation(sut, 'const y = x >>> 1;\n', ['const y = x >>> 2;\n', 'const y = x >>> 0;\n']);
    await expectMutation(sut, 'const y = 100 - x;\n', ['const y = 101 - x;\n', 'const y = 99 - x;\n']);
  });

  it('never makes a divisor or modulus zero', async () => {
    await expectMutation(sut, 'const d = n % 10;\n', ['const d = n % 11;\n', 'const d = n % 9;\n']);
    await expectMutation(sut, 'const h = n / 1;\n', ['const h = n / 2;\n']);
  });

  it('moves an added offset, dropping a ± 1 term rather than writing ± 0 (edits in source order)', async () => {
    await expectMutation(sut, 'const y = x + 1;\n', ['const y = x;\n', 'const y = x + 2;\n']);
    await expectMutation(sut, 'const y = x - 3;\n', ['const y = x - 4;\n', 'const y = x - 2;\n']);
  });

  it('moves equality constants, call arguments, initial values and assigned values', async () => {
    await expectMutation(sut, 'const even = n % 2 === 0;\n', ['const even = n % 3 === 0;\n', 'const even = n % 1 === 0;\n', 'const even = n % 2 === 1;\n']);
    await expectMutation(sut, "const s = String(n).padStart(2, '0');\n", ["const s = String(n).padStart(3, '0');\n", "const s = String(n).padStart(1, '0');\n"]);
    await expectMutation(sut, 'const t = xs.reduce((a, b) => a + b, 0);\n', ['const t = xs.reduce((a, b) => a + b, 1);\n']);
    await expectMutation(sut, 'let count = 0;\ncount = 5;\n', ['let count = 1;\ncount = 5;\n', 'let count = 0;\ncount = 6;\n', 'let count = 0;\ncount = 4;\n']);
    await expectMutation(sut, 'const x = f(-1);\n', ['const x = f(-2);\n']);
  });

  it('leaves literals to the operators that own them', async () => {
    await expectMutation(sut, 'const a = xs[1] + xs[i + 1] + s.slice(1, n - 1) + s.charAt(0);\n', []);
    await expectMutation(sut, 'for (let i = 0; i < n; i += 1) f(i);\n', []);
    await expectMutation(sut, 'const last = xs.length - 1;\n', []);
    await expectMutation(sut, "const ok = i < 10;\nconst s = 'a' + 1;\nconst m = x & 1;\nconst r = x * 0.5;\nconst list = [1, 2];\n", []);
  });

  it('leaves strings, templates, comments, types, defaults and decorators alone', async () => {
    const input = ['class C {', '  @retry(3)', '  f(x: Tuple<1, 2>, y = 2 ** 4): number {', '    // x ** 2', '    return `x ** 2: ${v}` + "x ** 2";', '  }', '}', ''].join('\n');
    await expectMutation(sut, input, []);
  });
});
