import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptLengthOffset as sut } from './typescript-length-offset.js';

describe(sut.name, () => {
  it('adds a ± 1 term to a bare length', async () => {
    await expectMutation(sut, 'const n = xs.length;\n', ['const n = xs.length + 1;\n', 'const n = xs.length - 1;\n']);
  });

  it('removes or moves an existing literal offset', async () => {
    await expectMutation(sut, 'const n = xs.length - 1;\n', ['const n = xs.length;\n', 'const n = xs.length - 2;\n']);
  });

  it('parenthesises where the surrounding operator binds tighter', async () => {
    await expectMutation(sut, 'const h = xs.length / 2;\n', ['const h = (xs.length + 1) / 2;\n', 'const h = (xs.length - 1) / 2;\n']);
    await expectMutation(sut, 'const r = n - xs.length;\n', ['const r = n - (xs.length + 1);\n', 'const r = n - (xs.length - 1);\n']);
  });

  it('leaves lengths used as indexes or slice bounds to others, and skips writes', async () => {
    await expectMutation(sut, 'const a = xs[xs.length - 1];\nconst b = s.slice(0, s.length - 1);\nxs.length = 0;\nxs.length++;\n', []);
  });

  it('leaves strings, templates, comments, type annotations, defaults and decorators alone', async () => {
    const input = [
      'class Size {',
      '  @size(xs.length)',
      "  of(x: Tuple['length'], y = xs.length): string {",
      '    // xs.length - 1',
      '    return `x.length: ${v}` + "x.length";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
