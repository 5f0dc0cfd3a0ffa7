import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptReverseSort as sut } from './typescript-reverse-sort.js';

describe(sut.name, () => {
  it('reverses the result of a sort', async () => {
    await expectMutation(sut, 'const ys = Object.keys(o).sort();\n', ['const ys = Object.keys(o).sort().reverse();\n']);
    await expectMutation(sut, 'const ys = [...xs].sort((a, b) => a - b).map(f);\n', ['const ys = [...xs].sort((a, b) => a - b).reverse().map(f);\n']);
    await expectMutation(sut, 'const ys = xs.toSorted();\n', ['const ys = xs.toSorted().reverse();\n']);
  });

  it('leaves sorts that are already reversed, and plain functions, alone', async () => {
    await expectMutation(sut, 'const a = xs.sort().reverse();\nconst b = sort(xs);\n', []);
  });
});
