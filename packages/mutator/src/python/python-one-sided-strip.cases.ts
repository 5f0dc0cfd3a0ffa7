import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonOneSidedStrip as sut } from './python-one-sided-strip.js';

describe(sut.name, () => {
  it('strips one side only, keeping the arguments', async () => {
    await expectMutation(sut, 'line = raw.strip()\n', ['line = raw.lstrip()\n', 'line = raw.rstrip()\n']);
    await expectMutation(sut, 'slug = s.strip("-")\n', ['slug = s.lstrip("-")\n', 'slug = s.rstrip("-")\n']);
  });

  it('leaves one-sided strips and plain functions alone', async () => {
    await expectMutation(sut, 'a = s.lstrip()\nb = s.rstrip("\\n")\nc = strip(s)\n', []);
  });
});
