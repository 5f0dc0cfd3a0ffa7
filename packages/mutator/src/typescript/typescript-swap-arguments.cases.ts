import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptSwapArguments as sut } from './typescript-swap-arguments.js';

describe(sut.name, () => {
  it('swaps two arguments of a call or new, keeping the text between them and type arguments', async () => {
    await expectMutation(sut, 'const r = pow(base, exp);\n', ['const r = pow(exp, base);\n']);
    await expectMutation(sut, 'const r = new Range(lo,  hi);\n', ['const r = new Range(hi,  lo);\n']);
    await expectMutation(sut, 'const r = f<A, B>(a, b);\n', ['const r = f<A, B>(b, a);\n']);
  });

  it('swaps every pair of three arguments, outer calls before nested ones', async () => {
    await expectMutation(sut, 'f(a, b, c);\n', ['f(b, a, c);\n', 'f(c, b, a);\n', 'f(a, c, b);\n']);
    await expectMutation(sut, 'f(g(a, b), c);\n', ['f(c, g(a, b));\n', 'f(g(b, a), c);\n']);
  });

  it('skips identical arguments, spreads and commutative Math functions', async () => {
    await expectMutation(sut, 'f(x, x);\n', []);
    await expectMutation(sut, 'f(a, ...rest, b);\n', ['f(b, ...rest, a);\n']);
    await expectMutation(sut, 'const m = Math.max(a, b) + Math.min(a, b) + Math.hypot(a, b);\n', []);
  });

  it('leaves strings, templates, comments, defaults and decorators alone', async () => {
    const input = [
      'class Handler {',
      '  @route(a, b)',
      '  handle(x = g(a, b)): string {',
      '    // g(a, b)',
      '    return `g(a, b): ${v}` + "g(a, b)";',
      '  }',
      '}',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
