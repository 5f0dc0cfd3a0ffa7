import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptTruthinessCheck as sut } from './typescript-truthiness-check.js';

describe(sut.name, () => {
  it('turns a test for a present value into a truthiness test', async () => {
    await expectMutation(sut, 'const ys = xs.filter((x) => x !== null);\n', ['const ys = xs.filter((x) => x);\n']);
    await expectMutation(sut, 'if (v != undefined) f();\n', ['if (v) f();\n']);
  });

  it('turns a test for a missing value into a negated truthiness test', async () => {
    await expectMutation(sut, 'if (v === undefined) f();\n', ['if (!v) f();\n']);
    await expectMutation(sut, 'const ok = a.b == null;\n', ['const ok = !a.b;\n']);
  });

  it('parenthesises where the new expression needs it', async () => {
    await expectMutation(sut, 'const n = (x === null) + 1;\nconst m = (a ?? b) !== null;\n', ['const n = (!x) + 1;\nconst m = (a ?? b) !== null;\n', 'const n = (x === null) + 1;\nconst m = (a ?? b);\n']);
  });

  it('leaves other comparisons and null on the left alone', async () => {
    await expectMutation(sut, 'const a = x === y;\nconst b = null === x;\nconst c = x !== 0;\nconst d = x < null;\n', []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(v = x === null) {\n  // x === null\n  return `x === null: ${v}` + "x === null";\n}\n', []);
  });
});
