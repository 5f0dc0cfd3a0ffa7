import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveExitBranch as sut } from './typescript-remove-exit-branch.js';

describe(sut.name, () => {
  it('deletes an if whose block does some work and then exits, with its whole lines', async () => {
    const input = 'for (const x of xs) {\n  if (seen.has(x)) {\n    dupes.push(x);\n    continue;\n  }\n  seen.add(x);\n}\n';
    const result = await expectMutation(sut, input, ['for (const x of xs) {\n  seen.add(x);\n}\n']);
    expect(result.mutants[0]).toMatchObject({ line: 2, after: '' });
  });

  it('deletes one that shares its line with other code, with the spaces after it', async () => {
    await expectMutation(sut, 'function f(x: number) { if (x < 0) { log(x); return 0; } return x; }\n', ['function f(x: number) { return x; }\n']);
  });

  it('leaves single-exit guards to remove-guard, and ifs with else or without a final exit', async () => {
    await expectMutation(sut, 'function f(x: number) {\n  if (x < 0) return 0;\n  if (x > 9) {\n    return 9;\n  }\n  return x;\n}\n', []);
    await expectMutation(sut, 'function f(x: number) {\n  if (x) {\n    g(x);\n    return 1;\n  } else {\n    return 2;\n  }\n}\n', []);
    await expectMutation(sut, 'function f(x: number) {\n  if (x) {\n    g(x);\n    h(x);\n  }\n  return x;\n}\n', []);
  });

  it('leaves code in strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "if (x) { g(); return; }"; // if (x) { g(); return; }\n', []);
  });
});
