import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonAssignmentOperator as sut } from './python-assignment-operator.js';

describe(sut.name, () => {
  it('replaces augmented assignments as the arithmetic and bitwise tables say', async () => {
    await expectMutation(sut, 'total += x\n', ['total -= x\n']);
    await expectMutation(sut, 'total -= x\n', ['total += x\n']);
    await expectMutation(sut, 'n *= 2\n', ['n //= 2\n']);
    await expectMutation(sut, 'n //= 2\n', ['n *= 2\n', 'n /= 2\n']);
    await expectMutation(sut, 'n /= 2\n', ['n //= 2\n']);
    await expectMutation(sut, 'n %= 7\n', ['n //= 7\n']);
    await expectMutation(sut, 'bits &= mask\n', ['bits |= mask\n']);
    await expectMutation(sut, 'bits |= mask\n', ['bits &= mask\n']);
    await expectMutation(sut, 'bits <<= 1\n', ['bits >>= 1\n']);
    await expectMutation(sut, 'bits >>= 1\n', ['bits <<= 1\n']);
  });

  it('skips appending string or collection literals and leaves plain assignment alone', async () => {
    await expectMutation(sut, 'text += "!"\n', []);
    await expectMutation(sut, 'items += [x]\n', []);
    await expectMutation(sut, 'x = y\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f():\n    """x += 1"""\n    # x += 1\n    return "x -= 1"\n', []);
  });
});
