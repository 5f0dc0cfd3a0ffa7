import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropBound as sut } from './python-drop-bound.js';

describe(sut.name, () => {
  it('removes a clamp, keeping the clamped value', async () => {
    await expectMutation(sut, 'y = max(0, x)\n', ['y = x\n']);
    await expectMutation(sut, 'y = min(len(xs), 10)\n', ['y = len(xs)\n']);
    await expectMutation(sut, 'y = max(low, min(value, high))\n', ['y = min(value, high)\n', 'y = max(low, value)\n']);
  });

  it('keeps the new value, not the running one, in a running maximum', async () => {
    await expectMutation(sut, 'best = max(best, score)\n', ['best = score\n']);
  });

  it('parenthesises the kept operand where precedence needs it', async () => {
    await expectMutation(sut, 'y = 2 * max(0, a - b)\n', ['y = 2 * (a - b)\n']);
  });

  it('leaves min/max of one sequence, of three values, with keywords, and methods alone', async () => {
    await expectMutation(sut, 'a = max(xs)\nb = min(x, y, z)\nc = max(a, b, key=f)\nd = np.max(a, b)\n', []);
  });
});
