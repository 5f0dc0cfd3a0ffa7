import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptBitwiseOperator as sut } from './typescript-bitwise-operator.js';

describe(sut.name, () => {
  it('swaps & with | and << with >>', async () => {
    await expectMutation(sut, 'const m = a & b;\n', ['const m = a | b;\n']);
    await expectMutation(sut, 'const m = a | b;\n', ['const m = a & b;\n']);
    await expectMutation(sut, 'const m = n << 2;\n', ['const m = n >> 2;\n']);
    await expectMutation(sut, 'const m = n >> 1;\n', ['const m = n << 1;\n']);
  });

  it('does not touch ^, ~ or >>>', async () => {
    await expectMutation(sut, 'const m = (a ^ ~b) >>> 1;\n', []);
  });

  it('leaves union and intersection types, strings, comments, defaults and decorators alone', async () => {
    const input = [
      'class Flags {',
      '  @flags(1 << 2)',
      '  pick(value: number | null, mask = 1 | 2): (A & B) | null {',
      '    // value & mask',
      '    return "a | b" as unknown as (A & B) | null;',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
