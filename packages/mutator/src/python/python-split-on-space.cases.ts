import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSplitOnSpace as sut } from './python-split-on-space.js';

describe(sut.name, () => {
  it('splits on one space instead of on runs of whitespace', async () => {
    await expectMutation(sut, 'words = text.split()\n', ['words = text.split(" ")\n']);
    await expectMutation(sut, 'last = line.rsplit()[-1]\n', ['last = line.rsplit(" ")[-1]\n']);
  });

  it('leaves splits with a separator and plain functions alone', async () => {
    await expectMutation(sut, 'a = s.split(",")\nb = s.split(maxsplit=1)\nc = split()\n', []);
  });
});
