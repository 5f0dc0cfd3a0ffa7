import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonAnyAll as sut } from './python-any-all.js';

describe(sut.name, () => {
  it('swaps calls to the builtins any and all', async () => {
    await expectMutation(sut, 'ok = any(c.isdigit() for c in s)\n', ['ok = all(c.isdigit() for c in s)\n']);
    await expectMutation(sut, 'ok = all(xs) and any(ys)\n', ['ok = any(xs) and any(ys)\n', 'ok = all(xs) and all(ys)\n']);
  });

  it('leaves methods named any or all, other names, strings and comments alone', async () => {
    await expectMutation(sut, 'a = df.any()\nb = np.all(x)\nc = anything(x)\nd = "any(x)"  # all(x)\n', []);
  });
});
