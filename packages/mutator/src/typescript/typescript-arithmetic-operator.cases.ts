import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptArithmeticOperator as sut } from './typescript-arithmetic-operator.js';

describe(sut.name, () => {
  it('replaces each arithmetic operator as the table says', async () => {
    await expectMutation(sut, 'const y = a + b;\n', ['const y = a - b;\n']);
    await expectMutation(sut, 'const y = a - b;\n', ['const y = a + b;\n']);
    await expectMutation(sut, 'const y = a * b;\n', ['const y = a / b;\n']);
    await expectMutation(sut, 'const y = a / b;\n', ['const y = a * b;\n']);
    await expectMutation(sut, 'const y = a % 10;\n', ['const y = a / 10;\n']);
  });

  it('mutates each operator of a compound expression separately', async () => {
    await expectMutation(sut, 'const y = a * x + b;\n', ['const y = a / x + b;\n', 'const y = a * x - b;\n']);
  });

  it('skips string concatenation', async () => {
    await expectMutation(sut, 'const s = "n=" + n;\nconst t = `a: ${v}` + b;\nconst u = ("a" + b) + c;\n', []);
  });

  it('does not touch exponentiation, bitwise or unary operators', async () => {
    await expectMutation(sut, 'const y = a ** 2 & b | -c;\n', []);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Area {',
      '  @scale(2 * 3)',
      '  of(w: Record<string, number>, h = 2 * 3): string {',
      '    // w * h + 1',
      '    return `w.x * h: ${v}`;',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
