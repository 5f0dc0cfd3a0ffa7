import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptMembershipNegation as sut } from './typescript-membership-negation.js';

describe(sut.name, () => {
  it('negates includes and has tests', async () => {
    await expectMutation(sut, 'const ok = xs.includes(x);\n', ['const ok = !xs.includes(x);\n']);
    await expectMutation(sut, 'if (seen.has(k)) f();\n', ['if (!seen.has(k)) f();\n']);
    await expectMutation(sut, 'const ys = a.filter((x) => b.includes(x));\n', ['const ys = a.filter((x) => !b.includes(x));\n']);
  });

  it('removes an existing negation instead of adding a second one', async () => {
    await expectMutation(sut, 'const out = xs.filter((x) => !banned.has(x));\n', ['const out = xs.filter((x) => banned.has(x));\n']);
  });

  it('parenthesises where a unary expression cannot stand', async () => {
    await expectMutation(sut, 'const s = xs.includes(x).toString();\n', ['const s = (!xs.includes(x)).toString();\n']);
  });

  it('leaves discarded results, other methods and plain functions alone', async () => {
    await expectMutation(sut, 'set.has(k);\nconst a = xs.indexOf(x);\nconst b = includes(xs, x);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "xs.includes(x)"; // xs.has(x)\nconst b = `xs.includes(x): ${v}`;\n', []);
  });
});
