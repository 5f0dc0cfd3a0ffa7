import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSwapReceiver as sut } from './typescript-swap-receiver.js';

describe(sut.name, () => {
  it('swaps the receiver of a relation method with its one argument', async () => {
    await expectMutation(sut, 'const ok = word.startsWith(prefix);\n', ['const ok = prefix.startsWith(word);\n']);
    await expectMutation(sut, 'xs.sort((a, b) => a.localeCompare(b));\n', ['xs.sort((a, b) => b.localeCompare(a));\n']);
    await expectMutation(sut, "const parts = line.split(',');\n", ["const parts = ','.split(line);\n"]);
  });

  it('parenthesises an argument that cannot stand before a dot', async () => {
    await expectMutation(sut, 'const i = xs.indexOf(5);\n', ['const i = (5).indexOf(xs);\n']);
    await expectMutation(sut, 'const ok = s.includes(a + b);\n', ['const ok = (a + b).includes(s);\n']);
  });

  it('keeps an optional call optional', async () => {
    await expectMutation(sut, 'const ok = o?.includes(x);\n', ['const ok = x?.includes(o);\n']);
  });

  it('skips other methods, several or spread arguments, super and equal texts', async () => {
    await expectMutation(sut, "const a = xs.join(',');\nconst b = s.split(',', 2);\nconst c = s.includes(...p);\nconst e = x.includes(x);\n", []);
    await expectMutation(sut, 'class A extends B {\n  m(x: string) {\n    return super.includes(x);\n  }\n}\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "s.startsWith(p)"; // s.startsWith(p)\nconst b = `s.startsWith(p): ${v}`;\n', []);
  });
});
