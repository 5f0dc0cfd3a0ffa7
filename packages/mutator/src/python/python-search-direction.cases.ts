import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSearchDirection as sut } from './python-search-direction.js';

describe(sut.name, () => {
  it('makes string methods look from the other end', async () => {
    await expectMutation(sut, 'ok = name.startswith(prefix)\n', ['ok = name.endswith(prefix)\n']);
    await expectMutation(sut, 'ok = any(text.endswith(s) for s in suffixes)\n', ['ok = any(text.startswith(s) for s in suffixes)\n']);
    await expectMutation(sut, 'i = line.find("=")\nj = line.rfind("/")\n', ['i = line.rfind("=")\nj = line.rfind("/")\n', 'i = line.find("=")\nj = line.find("/")\n']);
    await expectMutation(sut, 'stem = name.removesuffix(".py")\n', ['stem = name.removeprefix(".py")\n']);
  });

  it('leaves plain functions, calls without arguments and other methods alone', async () => {
    await expectMutation(sut, 'a = startswith(s, p)\nb = finder.find()\nc = xs.index(x)\n', []);
  });
});
