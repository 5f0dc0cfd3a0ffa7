import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveNormalization as sut } from './typescript-remove-normalization.js';

describe(sut.name, () => {
  it('removes case and whitespace normalisation from a string', async () => {
    await expectMutation(sut, 'const key = word.toLowerCase();\n', ['const key = word;\n']);
    await expectMutation(sut, 'const name = line.trim().toUpperCase();\n', ['const name = line.toUpperCase();\n', 'const name = line.trim();\n']);
  });

  it('removes Math.abs and a deduplicating Set, parenthesised where needed', async () => {
    await expectMutation(sut, 'const d = String(Math.abs(n));\n', ['const d = String(n);\n']);
    await expectMutation(sut, 'const y = Math.abs(a - b) * 2;\n', ['const y = (a - b) * 2;\n']);
    await expectMutation(sut, 'const u = [...new Set(xs)];\nconst v = Array.from(new Set(ys));\n', ['const u = [...xs];\nconst v = Array.from(new Set(ys));\n', 'const u = [...new Set(xs)];\nconst v = Array.from(ys);\n']);
  });

  it('leaves other methods, methods with arguments and sets used as sets alone', async () => {
    await expectMutation(sut, "const a = s.normalize();\nconst b = s.toLowerCase('tr');\nconst c = new Set(xs);\nconst d = abs(x);\n", []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(x = s.trim()) {\n  // s.trim()\n  return `s.trim(): ${v}` + "s.trim()";\n}\n', []);
  });
});
