import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptCountOffset as sut } from './typescript-count-offset.js';

describe(sut.name, () => {
  it('moves repetition counts and padded lengths by one', async () => {
    await expectMutation(sut, "const bar = '-'.repeat(n);\n", ["const bar = '-'.repeat(n + 1);\n", "const bar = '-'.repeat(n - 1);\n"]);
    await expectMutation(sut, "const s = String(x).padStart(width, '0');\n", ["const s = String(x).padStart(width + 1, '0');\n", "const s = String(x).padStart(width - 1, '0');\n"]);
    await expectMutation(sut, 'const xs = Array(n - 1).fill(0);\n', ['const xs = Array(n).fill(0);\n', 'const xs = Array(n - 2).fill(0);\n']);
    await expectMutation(sut, 'const ys = new Array(size);\n', ['const ys = new Array(size + 1);\n', 'const ys = new Array(size - 1);\n']);
  });

  it('leaves literal counts, Array with items, and other methods alone', async () => {
    await expectMutation(sut, "const a = s.repeat(3);\nconst b = Array(x, y);\nconst c = s.padStart(2, '0');\nconst d = s.slice(n);\n", []);
  });
});
