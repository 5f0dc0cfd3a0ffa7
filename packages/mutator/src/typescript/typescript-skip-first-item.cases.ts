import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSkipFirstItem as sut } from './typescript-skip-first-item.js';

describe(sut.name, () => {
  it('starts for…of loops and array methods one item late', async () => {
    await expectMutation(sut, 'for (const ch of text) seen.add(ch);\n', ['for (const ch of text.slice(1)) seen.add(ch);\n']);
    await expectMutation(sut, 'const n = line.split(",").map(Number);\n', ['const n = line.split(",").slice(1).map(Number);\n']);
    await expectMutation(sut, 'const ok = this.items.every((x) => x > 0);\n', ['const ok = this.items.slice(1).every((x) => x > 0);\n']);
    await expectMutation(sut, 'const keys = Object.keys(o).join("&");\n', ['const keys = Object.keys(o).slice(1).join("&");\n']);
  });

  it('shortens what a spread or new Set walks', async () => {
    await expectMutation(sut, 'const u = [...new Set(xs)];\n', ['const u = [...new Set(xs.slice(1))];\n']);
    await expectMutation(sut, 'const m = Math.max(...values);\n', ['const m = Math.max(...values.slice(1));\n']);
  });

  it('leaves lengths, optional chains, other methods and other calls alone', async () => {
    await expectMutation(sut, 'const a = xs.length;\nconst b = xs?.map(f);\nconst c = xs.includes(x);\nconst d = f(xs).map(g);\nconst e = xs.slice(2).map(g);\n', []);
  });
});
