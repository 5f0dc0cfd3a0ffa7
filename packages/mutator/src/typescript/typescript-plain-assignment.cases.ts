import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptPlainAssignment as sut } from './typescript-plain-assignment.js';

describe(sut.name, () => {
  it('turns arithmetic and bitwise compound assignments into plain ones', async () => {
    await expectMutation(sut, 'total += value;\n', ['total = value;\n']);
    await expectMutation(sut, 'const r = xs.map((x) => (sum *= x));\n', ['const r = xs.map((x) => (sum = x));\n']);
    await expectMutation(sut, 'mask |= bit;\n', ['mask = bit;\n']);
  });

  it('leaves logical assignments, plain assignments and comparisons alone', async () => {
    await expectMutation(sut, 'a ??= 1;\nb ||= c;\nd = e;\nconst ok = f >= g;\n', []);
  });
});
