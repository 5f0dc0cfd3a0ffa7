import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptDropMinus as sut } from './typescript-drop-minus.js';

describe(sut.name, () => {
  it('drops a unary minus on an expression', async () => {
    await expectMutation(sut, 'const low = n & -n;\n', ['const low = n & n;\n']);
    await expectMutation(sut, 'const d = -(a - b);\n', ['const d = (a - b);\n']);
  });

  it('leaves negative literals and binary minus alone', async () => {
    await expectMutation(sut, 'const a = xs.at(-1);\nconst b = x - y;\n', []);
  });
});
