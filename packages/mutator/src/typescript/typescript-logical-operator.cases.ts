import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptLogicalOperator as sut } from './typescript-logical-operator.js';

describe(sut.name, () => {
  it('swaps && with || and replaces ?? with ||', async () => {
    await expectMutation(sut, 'const ok = a && b;\n', ['const ok = a || b;\n']);
    await expectMutation(sut, 'const ok = a || b;\n', ['const ok = a && b;\n']);
    await expectMutation(sut, 'const v = a ?? b;\n', ['const v = a || b;\n']);
  });

  it('mutates each operator of a chain separately, in source order', async () => {
    await expectMutation(sut, 'const ok = a && b || c;\n', ['const ok = a || b || c;\n', 'const ok = a && b && c;\n']);
  });

  it('skips a ?? that would end up next to another logical operator without parentheses', async () => {
    await expectMutation(sut, 'const v = a ?? b ?? c;\n', []);
    await expectMutation(sut, 'const v = a ?? (b || c);\n', ['const v = a || (b || c);\n', 'const v = a ?? (b && c);\n']);
  });

  it('leaves strings, templates, comments, defaults and decorators alone', async () => {
    const input = [
      'class Gate {',
      '  @when(a && b)',
      '  both(x: boolean, y = a || b): string {',
      '    // x && y',
      '    return `x && y: ${v}` + "x || y";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
