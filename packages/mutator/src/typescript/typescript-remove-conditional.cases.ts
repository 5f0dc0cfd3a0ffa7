import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveConditional as sut } from './typescript-remove-conditional.js';

describe(sut.name, () => {
  it('keeps one branch of a conditional expression, then the other', async () => {
    await expectMutation(sut, 'const m = n === 0 ? 0 : total / n;\n', ['const m = 0;\n', 'const m = total / n;\n']);
  });

  it('parenthesises a branch that needs it, and an object literal as an arrow body', async () => {
    await expectMutation(sut, 'const y = 2 * (c ? a + b : d);\n', ['const y = 2 * (a + b);\n', 'const y = 2 * (d);\n']);
    await expectMutation(sut, 'const f = (c: boolean) => c ? { a: 1 } : { b: 2 };\n', ['const f = (c: boolean) => ({ a: 1 });\n', 'const f = (c: boolean) => ({ b: 2 });\n']);
  });

  it('skips conditionals holding a statement body', async () => {
    await expectMutation(sut, 'const g = c ? () => {\n  return 1;\n} : h;\n', []);
  });

  it('leaves if statements, strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(x = a ? b : c) {\n  // a ? b : c\n  if (a) return `a ? b : c: ${v}`;\n  return "a ? b : c";\n}\n', []);
  });
});
