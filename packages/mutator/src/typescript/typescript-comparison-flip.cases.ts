import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptComparisonFlip as sut } from './typescript-comparison-flip.js';

describe(sut.name, () => {
  it('flips each ordering operator', async () => {
    await expectMutation(sut, 'const ok = a < b;\n', ['const ok = a > b;\n']);
    await expectMutation(sut, 'const ok = a > b;\n', ['const ok = a < b;\n']);
    await expectMutation(sut, 'const ok = a <= b;\n', ['const ok = a >= b;\n']);
    await expectMutation(sut, 'const ok = a >= b;\n', ['const ok = a <= b;\n']);
  });

  it('flips strict and loose equality', async () => {
    await expectMutation(sut, 'const ok = a === b;\n', ['const ok = a !== b;\n']);
    await expectMutation(sut, 'const ok = a !== b;\n', ['const ok = a === b;\n']);
    await expectMutation(sut, 'const ok = a == null;\n', ['const ok = a != null;\n']);
    await expectMutation(sut, 'const ok = a != null;\n', ['const ok = a == null;\n']);
  });

  it('does not touch instanceof or in', async () => {
    await expectMutation(sut, 'const ok = a instanceof B || "k" in c;\n', []);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Gate {',
      '  @check((value: number) => value < 3)',
      '  open(limit: Array<number>, strict = a < b): boolean {',
      '    /** Opens when a < b. */',
      '    // a === b',
      '    return `a < b: ${v}` + "a == b" + limit;',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
