import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSomeEvery as sut } from './typescript-some-every.js';

describe(sut.name, () => {
  it('swaps the array methods some and every', async () => {
    await expectMutation(sut, 'const ok = xs.some((x) => x > 0);\n', ['const ok = xs.every((x) => x > 0);\n']);
    await expectMutation(sut, 'const ok = a.every(p) && b.some(q);\n', ['const ok = a.some(p) && b.some(q);\n', 'const ok = a.every(p) && b.every(q);\n']);
  });

  it('leaves plain functions, other methods, strings and comments alone', async () => {
    await expectMutation(sut, 'const a = some(xs, p) || xs.find(p);\nconst b = "xs.some(p)"; // xs.every(p)\n', []);
  });
});
