import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSortOrder as sut } from './typescript-sort-order.js';

describe(sut.name, () => {
  it('removes a reverse() from a chain', async () => {
    await expectMutation(sut, 'const ys = [...xs].sort(cmp).reverse();\n', ['const ys = [...xs].sort(cmp);\n']);
    await expectMutation(sut, "const r = s.split('').reverse().join('');\n", ["const r = s.split('').join('');\n"]);
  });

  it('leaves an in-place reverse statement, optional calls and reverse with arguments alone', async () => {
    await expectMutation(sut, 'xs.reverse();\nconst a = xs?.reverse();\nconst b = list.reverse(1);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "xs.reverse()"; // xs.reverse()\nconst b = `xs.reverse(): ${v}`;\n', []);
  });
});
