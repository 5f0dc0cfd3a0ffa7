import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptDropBound as sut } from './typescript-drop-bound.js';

describe(sut.name, () => {
  it('removes a clamp, keeping the clamped value', async () => {
    await expectMutation(sut, 'const y = Math.max(0, x);\n', ['const y = x;\n']);
    await expectMutation(sut, 'const y = Math.min(Math.max(value, low), high);\n', ['const y = Math.max(value, low);\n', 'const y = Math.min(value, high);\n']);
  });

  it('keeps the new value, not the running one, in a running maximum', async () => {
    await expectMutation(sut, 'best = Math.max(best, score);\n', ['best = score;\n']);
  });

  it('parenthesises the kept operand where precedence needs it', async () => {
    await expectMutation(sut, 'const y = 2 * Math.max(0, a - b);\n', ['const y = 2 * (a - b);\n']);
  });

  it('leaves spreads, three arguments and other functions alone', async () => {
    await expectMutation(sut, 'const a = Math.max(...xs);\nconst b = Math.min(x, y, z);\nconst c = max(a, b);\nconst d = Math.abs(a, b);\n', []);
  });
});
