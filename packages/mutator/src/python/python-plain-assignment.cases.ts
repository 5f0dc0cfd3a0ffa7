import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonPlainAssignment as sut } from './python-plain-assignment.js';

describe(sut.name, () => {
  it('turns every augmented assignment into a plain one', async () => {
    await expectMutation(sut, 'total += value\n', ['total = value\n']);
    await expectMutation(sut, 'result *= x\nmask |= bit\n', ['result = x\nmask |= bit\n', 'result *= x\nmask = bit\n']);
  });

  it('leaves plain assignments and comparisons alone', async () => {
    await expectMutation(sut, 'x = y + 1\nok = a <= b\n', []);
  });
});
