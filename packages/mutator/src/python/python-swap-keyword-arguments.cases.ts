import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSwapKeywordArguments as sut } from './python-swap-keyword-arguments.js';

describe(sut.name, () => {
  it('swaps the values of two keyword arguments, keeping the names in place', async () => {
    await expectMutation(sut, 'r = clip(x, low=a, high=b)\n', ['r = clip(x, low=b, high=a)\n']);
  });

  it('swaps every pair of three, leftmost first', async () => {
    await expectMutation(sut, 'f(a=x, b=y, c=z)\n', ['f(a=y, b=x, c=z)\n', 'f(a=z, b=y, c=x)\n', 'f(a=x, b=z, c=y)\n']);
  });

  it('skips calls with fewer than two keyword arguments, equal values and positional arguments', async () => {
    await expectMutation(sut, 'a = f(x, y, key=len)\nb = f(p=x, q=x)\nc = g(x, **options)\n', []);
  });

  it('leaves strings, comments, defaults and decorators alone', async () => {
    await expectMutation(sut, '@route(a=1, b=2)\ndef f(x=g(a=1, b=2)):\n    # g(a=1, b=2)\n    return "g(a=1, b=2)"\n', []);
  });
});
