import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropMinus as sut } from './python-drop-minus.js';

describe(sut.name, () => {
  it('drops a unary minus on an expression', async () => {
    await expectMutation(sut, 'low = n & -n\n', ['low = n & n\n']);
    await expectMutation(sut, 'q = -(-a // b)\n', ['q = (-a // b)\n', 'q = -(a // b)\n']);
    await expectMutation(sut, 'ys = sorted(xs, key=lambda v: -v)\n', ['ys = sorted(xs, key=lambda v: v)\n']);
  });

  it('leaves negative literals and binary minus alone', async () => {
    await expectMutation(sut, 'a = xs[-1]\nb = x - y\nc = -2.5\n', []);
  });
});
