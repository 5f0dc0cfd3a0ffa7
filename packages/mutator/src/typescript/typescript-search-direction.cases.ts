import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSearchDirection as sut } from './typescript-search-direction.js';

describe(sut.name, () => {
  it('makes a method look from the other end', async () => {
    await expectMutation(sut, 'const ok = name.startsWith(prefix);\n', ['const ok = name.endsWith(prefix);\n']);
    await expectMutation(sut, 'const i = xs.indexOf(x);\n', ['const i = xs.lastIndexOf(x);\n']);
    await expectMutation(sut, 'const hit = xs.find((x) => x > 0);\n', ['const hit = xs.findLast((x) => x > 0);\n']);
    await expectMutation(sut, 'const j = s?.lastIndexOf("/");\n', ['const j = s?.indexOf("/");\n']);
  });

  it('leaves a fromIndex argument, plain functions and other methods alone', async () => {
    await expectMutation(sut, 'const a = s.indexOf(x, 2);\nconst b = startsWith(s, p);\nconst c = s.includes(p);\n', []);
  });
});
