import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonCaseSwap as sut } from './python-case-swap.js';

describe(sut.name, () => {
  it('replaces a case conversion or test by its inverse', async () => {
    await expectMutation(sut, 'key = word.lower()\n', ['key = word.upper()\n']);
    await expectMutation(sut, 'tag = code.upper()\n', ['tag = code.lower()\n']);
    await expectMutation(sut, 'k = s.casefold()\n', ['k = s.upper()\n']);
    await expectMutation(sut, 'n = sum(1 for c in s if c.isupper())\n', ['n = sum(1 for c in s if c.islower())\n']);
  });

  it('leaves calls with arguments, plain functions, strings and comments alone', async () => {
    await expectMutation(sut, 'a = lower(s)\nb = df.lower(axis=1)\nc = "s.lower()"  # s.upper()\n', []);
  });
});
