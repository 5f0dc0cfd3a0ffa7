import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveOptionalChaining as sut } from './typescript-remove-optional-chaining.js';

describe(sut.name, () => {
  it('removes the ?. of a property access, an element access and a call', async () => {
    await expectMutation(sut, 'const t = config?.timeout;\n', ['const t = config.timeout;\n']);
    await expectMutation(sut, 'const v = row?.[key];\n', ['const v = row[key];\n']);
    await expectMutation(sut, 'callback?.(x);\n', ['callback(x);\n']);
  });

  it('removes each ?. of a chain on its own', async () => {
    await expectMutation(sut, 'const z = a?.b?.c;\n', ['const z = a.b?.c;\n', 'const z = a?.b.c;\n']);
  });

  it('leaves plain accesses, strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = b.c;\nconst d = "b?.c"; // b?.c\nconst e = `b?.c: ${v}`;\n', []);
  });
});
