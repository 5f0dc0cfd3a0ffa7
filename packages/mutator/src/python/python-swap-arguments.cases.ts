import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSwapArguments as sut } from './python-swap-arguments.js';

describe(sut.name, () => {
  it('swaps two positional arguments, keeping the text between them', async () => {
    await expectMutation(sut, 'r = pow(base, exp)\n', ['r = pow(exp, base)\n']);
    await expectMutation(sut, 'r = pow(base,  exp)\n', ['r = pow(exp,  base)\n']);
  });

  it('swaps every pair of three arguments, leftmost first', async () => {
    await expectMutation(sut, 'f(a, b, c)\n', ['f(b, a, c)\n', 'f(c, b, a)\n', 'f(a, c, b)\n']);
  });

  it('swaps outer arguments before the arguments of a nested call', async () => {
    await expectMutation(sut, 'f(g(a, b), c)\n', ['f(c, g(a, b))\n', 'f(g(b, a), c)\n']);
  });

  it('skips identical arguments, keyword and starred arguments, and commutative builtins', async () => {
    await expectMutation(sut, 'f(x, x)\n', []);
    await expectMutation(sut, 'f(a, *rest, b, key=c, **more)\n', ['f(b, *rest, a, key=c, **more)\n']);
    await expectMutation(sut, 'm = max(a, b) + min(a, b) + math.gcd(a, b)\n', []);
  });

  it('leaves strings, comments, docstrings, defaults and decorators alone', async () => {
    const input = [
      '@route(a, b)',
      'def handler(x=g(a, b)):',
      '    """g(a, b)"""',
      '    # g(a, b)',
      '    return "g(a, b)"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
