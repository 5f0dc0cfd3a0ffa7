import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptOneSidedStrip as sut } from './typescript-one-sided-strip.js';

describe(sut.name, () => {
  it('trims one side only', async () => {
    await expectMutation(sut, 'const line = raw.trim();\n', ['const line = raw.trimStart();\n', 'const line = raw.trimEnd();\n']);
  });

  it('leaves one-sided trims and plain functions alone', async () => {
    await expectMutation(sut, 'const a = s.trimStart();\nconst b = trim(s);\n', []);
  });
});
