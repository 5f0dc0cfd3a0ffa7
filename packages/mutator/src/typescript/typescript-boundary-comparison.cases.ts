import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptBoundaryComparison as sut } from './typescript-boundary-comparison.js';

describe(sut.name, () => {
  it('changes the inclusivity of each ordering operator', async () => {
    await expectMutation(sut, 'for (let i = 0; i < n; i++) {}\n', ['for (let i = 0; i <= n; i++) {}\n']);
    await expectMutation(sut, 'const ok = a <= b;\n', ['const ok = a < b;\n']);
    await expectMutation(sut, 'const ok = a > b;\n', ['const ok = a >= b;\n']);
    await expectMutation(sut, 'const ok = a >= b;\n', ['const ok = a > b;\n']);
  });

  it('does not touch equality operators or shifts', async () => {
    await expectMutation(sut, 'const ok = a === b || a != c || (a << 1) > 0 === false;\n', ['const ok = a === b || a != c || (a << 1) >= 0 === false;\n']);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Window {',
      '  @retry((tries: number) => tries < 3)',
      '  within(limit: Map<string, number>, strict = 0 <= 1): boolean {',
      '    // value < limit',
      '    return `0 <= 1: ${v}` + "x < y" + limit;',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
