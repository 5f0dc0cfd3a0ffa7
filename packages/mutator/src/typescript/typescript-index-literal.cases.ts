import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptIndexLiteral as sut } from './typescript-index-literal.js';

describe(sut.name, () => {
  it('moves a literal element index by one both ways, keeping the sign class', async () => {
    await expectMutation(sut, 'const x = a[1];\n', ['const x = a[2];\n', 'const x = a[0];\n']);
    await expectMutation(sut, 'const x = a[0];\n', ['const x = a[1];\n']);
    await expectMutation(sut, 'const x = xs.at(-1);\n', ['const x = xs.at(-2);\n']);
  });

  it('moves literal index arguments of string and array methods', async () => {
    await expectMutation(sut, 'const c = s.charAt(0);\n', ['const c = s.charAt(1);\n']);
    await expectMutation(sut, 'const c = s.charCodeAt(2);\n', ['const c = s.charCodeAt(3);\n', 'const c = s.charCodeAt(1);\n']);
    await expectMutation(sut, 'const t = s.slice(1);\n', ['const t = s.slice(2);\n', 'const t = s.slice(0);\n']);
    await expectMutation(sut, 'const t = s.substring(2, n);\n', ['const t = s.substring(3, n);\n', 'const t = s.substring(1, n);\n']);
  });

  it('moves the start of a for counter', async () => {
    await expectMutation(sut, 'for (let i = 1; i < n; i++) {}\n', ['for (let i = 2; i < n; i++) {}\n', 'for (let i = 0; i < n; i++) {}\n']);
  });

  it('leaves slice ends, other literals and non-decimal literals to others', async () => {
    await expectMutation(sut, 'const t = s.slice(x, 3);\nconst y = 1;\nf(1);\nconst z = a[0x1];\nlet k = 0;\n', []);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Pick {',
      '  @pick(a[1])',
      '  first(x: Pair[1], y = a[1]): string {',
      '    // x[1]',
      '    return `x[1]: ${v}` + "x[1]";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
