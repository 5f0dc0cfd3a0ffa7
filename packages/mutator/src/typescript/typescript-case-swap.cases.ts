import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptCaseSwap as sut } from './typescript-case-swap.js';

describe(sut.name, () => {
  it('replaces a case conversion by its inverse', async () => {
    await expectMutation(sut, 'const k = word.toLowerCase();\n', ['const k = word.toUpperCase();\n']);
    await expectMutation(sut, 'const t = s[0].toUpperCase() + s.slice(1);\n', ['const t = s[0].toLowerCase() + s.slice(1);\n']);
    await expectMutation(sut, 'const l = s.toLocaleUpperCase();\n', ['const l = s.toLocaleLowerCase();\n']);
  });

  it('leaves plain functions, strings and comments alone', async () => {
    await expectMutation(sut, 'const a = toLowerCase(s);\nconst b = "s.toLowerCase()"; // s.toUpperCase()\n', []);
  });
});
