import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptDropDefault as sut } from './typescript-drop-default.js';

describe(sut.name, () => {
  it('removes the fallback of ??', async () => {
    await expectMutation(sut, 'const n = (counts.get(k) ?? 0) + 1;\n', ['const n = (counts.get(k)) + 1;\n']);
    await expectMutation(sut, 'const t = config?.timeout ?? fallback;\n', ['const t = config?.timeout;\n']);
  });

  it('removes a literal fallback after ||', async () => {
    await expectMutation(sut, "const name = given || 'anonymous';\n", ['const name = given;\n']);
    await expectMutation(sut, 'const items = found || [];\n', ['const items = found;\n']);
  });

  it('leaves || between two values, && and ??= alone', async () => {
    await expectMutation(sut, 'const a = x || y;\nconst b = x && 0;\nc ??= 1;\n', []);
  });

  it('leaves strings, templates, comments and defaults alone', async () => {
    await expectMutation(sut, 'function f(x = a ?? 0) {\n  // a ?? 0\n  return `a ?? 0: ${v}` + "a ?? 0";\n}\n', []);
  });
});
