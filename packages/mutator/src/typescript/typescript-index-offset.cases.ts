import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptIndexOffset as sut } from './typescript-index-offset.js';

describe(sut.name, () => {
  it('adds a + 1 and a - 1 term to a plain index', async () => {
    await expectMutation(sut, 'const x = a[i];\n', ['const x = a[i + 1];\n', 'const x = a[i - 1];\n']);
  });

  it('moves an existing literal offset, removing a ± 1 term first (it starts earlier)', async () => {
    await expectMutation(sut, 'const x = a[i + 1];\n', ['const x = a[i];\n', 'const x = a[i + 2];\n']);
    await expectMutation(sut, 'const x = a[i - 3];\n', ['const x = a[i - 4];\n', 'const x = a[i - 2];\n']);
  });

  it('parenthesises an index that binds looser than +', async () => {
    await expectMutation(sut, 'const x = a[c ? i : j];\n', ['const x = a[(c ? i : j) + 1];\n', 'const x = a[(c ? i : j) - 1];\n']);
  });

  it('moves index arguments and slice starts', async () => {
    await expectMutation(sut, 'const c = s.charAt(i);\n', ['const c = s.charAt(i + 1);\n', 'const c = s.charAt(i - 1);\n']);
    await expectMutation(sut, 'const t = s.slice(i);\n', ['const t = s.slice(i + 1);\n', 'const t = s.slice(i - 1);\n']);
    await expectMutation(sut, 'const t = s.substring(i, j);\n', ['const t = s.substring(i + 1, j);\n', 'const t = s.substring(i - 1, j);\n']);
  });

  it('leaves literal indexes, slice ends and string keys to others', async () => {
    await expectMutation(sut, 'const x = a[1];\nconst y = s.slice(0, j);\nconst z = o["key"];\nconst w = o[`k`];\n', []);
  });

  it('leaves names declared as string keys alone, and numbers next to them', async () => {
    const input = [
      'function f(state: string, i: number) {',
      '  for (const k in o) use(o[k]);',
      '  for (const k of Object.keys(o)) use(o[k]);',
      '  Object.keys(o).map((key) => o[key]);',
      '  return t[state] + xs[i];',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, [input.replace('xs[i]', 'xs[i + 1]'), input.replace('xs[i]', 'xs[i - 1]')]);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Get {',
      '  @pick(a[i])',
      '  at(x: Row["id"], y = a[i]): string {',
      '    // x[i]',
      '    return `x[i]: ${v}` + "x[i]";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
