import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropReverse as sut } from './python-drop-reverse.js';

describe(sut.name, () => {
  it('drops reversed() and [::-1]', async () => {
    await expectMutation(sut, 'for x in reversed(xs):\n    pass\n', ['for x in xs:\n    pass\n']);
    await expectMutation(sut, 'out = " ".join(text.split()[::-1])\n', ['out = " ".join(text.split())\n']);
    await expectMutation(sut, 'ys = list(reversed(a + b))\n', ['ys = list(a + b)\n']);
  });

  it('parenthesises the argument where precedence needs it', async () => {
    await expectMutation(sut, 'ys = reversed(a + b).x\n', ['ys = (a + b).x\n']);
  });

  it('leaves other slices and other functions alone', async () => {
    await expectMutation(sut, 'a = xs[::-2]\nb = xs[1::-1]\nc = obj.reversed(xs)\nd = xs[::1]\n', []);
  });
});
