import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptImplicitSliceEnd as sut } from './typescript-implicit-slice-end.js';

describe(sut.name, () => {
  it('gives a slice without an end one that stops one element early', async () => {
    await expectMutation(sut, 'const tail = s.slice(1);\n', ['const tail = s.slice(1, -1);\n']);
    await expectMutation(sut, 'const copy = xs.slice();\n', ['const copy = xs.slice(0, -1);\n']);
  });

  it('leaves slices with an end, spread arguments, other methods and plain functions alone', async () => {
    await expectMutation(sut, 'const a = s.slice(0, n);\nconst b = s.slice(...range);\nconst c = s.substring(1);\nconst d = slice(1);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "s.slice(1)"; // s.slice(1)\nconst b = `${s}.slice(1)`;\n', []);
  });
});
