import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveGuard as sut } from './typescript-remove-guard.js';

describe(sut.name, () => {
  it('deletes a one-line guard with its line and records it', async () => {
    const input = 'function first(xs: number[]): number | undefined {\n  if (xs.length === 0) return undefined;\n  return xs[0];\n}\n';
    const result = await expectMutation(sut, input, ['function first(xs: number[]): number | undefined {\n  return xs[0];\n}\n']);
    expect(result.mutants[0]).toMatchObject({ line: 2, before: '  if (xs.length === 0) return undefined;', after: '' });
  });

  it('deletes braced guards and guards that throw, continue or break', async () => {
    await expectMutation(sut, 'function f(x: number) {\n  if (x < 0) {\n    throw new RangeError("x");\n  }\n  return x;\n}\n', [
      'function f(x: number) {\n  return x;\n}\n',
    ]);
    await expectMutation(sut, 'for (const x of xs) {\n  if (x < 0) continue;\n  total += x;\n}\n', ['for (const x of xs) {\n  total += x;\n}\n']);
    await expectMutation(sut, 'while (true) {\n  if (done()) break;\n}\n', ['while (true) {\n}\n']);
  });

  it('deletes a guard that shares its line with other code, keeping that code', async () => {
    await expectMutation(sut, 'for (const x of xs) { if (x < 0) continue; total += x; }\n', ['for (const x of xs) { total += x; }\n']);
  });

  it('takes a trailing comment along and keeps the comment above', async () => {
    const input = 'function f(xs: number[]) {\n  // nothing to do for empty input\n  if (!xs.length) return 0; // empty\n  return xs[0];\n}\n';
    await expectMutation(sut, input, ['function f(xs: number[]) {\n  // nothing to do for empty input\n  return xs[0];\n}\n']);
  });

  it('keeps ifs with else, bodies that do more than exit, and guards that are not in a statement list', async () => {
    await expectMutation(sut, 'function f(x: number) {\n  if (x) return 1;\n  else return 2;\n}\n', []);
    await expectMutation(sut, 'function f(x: number) {\n  if (x) {\n    log(x);\n    return 1;\n  }\n  return 2;\n}\n', []);
    await expectMutation(sut, 'function f(x: number) {\n  if (x) x = 0;\n  return x;\n}\n', []);
    await expectMutation(sut, 'function f(a: boolean, b: boolean) {\n  if (a) if (b) return 1;\n  return 2;\n}\n', []);
  });

  it('leaves guards inside strings, templates and comments alone', async () => {
    await expectMutation(sut, '// if (x) return;\nconst s = "if (x) return;" + `if (x) return;`;\n', []);
  });
});
