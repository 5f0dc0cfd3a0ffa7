import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptNegateCondition as sut } from './typescript-negate-condition.js';

describe(sut.name, () => {
  it('negates the condition of if, while and do-while', async () => {
    await expectMutation(sut, 'if (ready) f();\n', ['if (!ready) f();\n']);
    await expectMutation(sut, 'while (i < n) i++;\n', ['while (!(i < n)) i++;\n']);
    await expectMutation(sut, 'do i++; while (more(i));\n', ['do i++; while (!more(i));\n']);
  });

  it('removes a ! instead of adding a second one', async () => {
    await expectMutation(sut, 'if (!ready) f();\n', ['if (ready) f();\n']);
    await expectMutation(sut, 'if (!(a && b)) f();\n', ['if (a && b) f();\n']);
    await expectMutation(sut, 'const y = !(a || b) ? 1 : 2;\n', ['const y = (a || b) ? 1 : 2;\n']);
  });

  it('negates conditional expressions and what a filter predicate returns', async () => {
    await expectMutation(sut, 'const y = x > 0 ? a : b;\n', ['const y = !(x > 0) ? a : b;\n']);
    await expectMutation(sut, 'const ys = xs.filter((x) => x > t);\n', ['const ys = xs.filter((x) => !(x > t));\n']);
    await expectMutation(sut, 'const ys = xs.filter(function (x) {\n  return isOk(x);\n});\n', ['const ys = xs.filter(function (x) {\n  return !isOk(x);\n});\n']);
  });

  it('drops a ! outside a condition, but not one of !!', async () => {
    await expectMutation(sut, 'function f(found: boolean) {\n  return !found;\n}\n', ['function f(found: boolean) {\n  return found;\n}\n']);
    await expectMutation(sut, 'flags[i] = !flags[i];\n', ['flags[i] = flags[i];\n']);
    await expectMutation(sut, 'const ok = !(a && b) || c;\nconst b2 = !!x;\n', ['const ok = a && b || c;\nconst b2 = !!x;\n']);
  });

  it('leaves equality tests, includes/has calls and boolean literals to other operators or alone', async () => {
    await expectMutation(sut, 'if (a === b) f();\nif (xs.includes(x)) g();\nif (!seen.has(k)) h();\nwhile (true) i();\n', []);
    await expectMutation(sut, 'const ys = xs.filter((x) => x !== null);\nconst zs = xs.map((x) => x > 0);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "if (x) y"; // if (x) y\nconst b = `x ? 1 : 2: ${v}`;\n', []);
  });
});
