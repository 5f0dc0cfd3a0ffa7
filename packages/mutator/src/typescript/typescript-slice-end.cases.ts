import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSliceEnd as sut } from './typescript-slice-end.js';

describe(sut.name, () => {
  it('moves the end argument of slice and substring by one', async () => {
    await expectMutation(sut, 'const h = s.slice(0, n);\n', ['const h = s.slice(0, n + 1);\n', 'const h = s.slice(0, n - 1);\n']);
    await expectMutation(sut, 'const m = s.substring(i, j + 1);\n', ['const m = s.substring(i, j);\n', 'const m = s.substring(i, j + 2);\n']);
    await expectMutation(sut, 'const m = s.slice(1, -1);\n', ['const m = s.slice(1, -2);\n']);
  });

  it('does nothing without an end argument or on other callees', async () => {
    await expectMutation(sut, 'const a = s.slice(1);\nconst b = f(0, n);\n', []);
  });

  it('leaves strings, templates, comments, defaults and decorators alone', async () => {
    const input = [
      'class Head {',
      '  @window(xs.slice(0, 3))',
      '  of(x: string[], y = xs.slice(0, n)): string {',
      '    // x.slice(0, n)',
      '    return `x.slice(0, n): ${v}` + "x.slice(0, n)";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
