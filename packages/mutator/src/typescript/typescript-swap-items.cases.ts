import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSwapItems as sut } from './typescript-swap-items.js';

describe(sut.name, () => {
  it('swaps two items of a short array literal', async () => {
    await expectMutation(sut, 'const pair = [lo, hi];\n', ['const pair = [hi, lo];\n']);
    await expectMutation(sut, '[a, b] = [b, a % b];\n', ['[a, b] = [a % b, b];\n']);
  });

  it('swaps two names of an array destructuring pattern', async () => {
    await expectMutation(sut, 'for (const [key, value] of entries) f(key, value);\n', ['for (const [value, key] of entries) f(key, value);\n']);
  });

  it('leaves destructuring targets, literal-only and long arrays, spreads, holes and defaults alone', async () => {
    await expectMutation(sut, 'const a = [1, 2];\nconst b = [w, x, y, z];\nconst c = [...xs, y];\nconst d = [x, , y];\nconst [e = 1, f] = g;\nconst h = [v, v];\n', []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(x = [a, b]) {\n  // [a, b]\n  return `[a, b]: ${v}` + "[a, b]";\n}\n', []);
  });
});
