import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonNegateCondition as sut } from './python-negate-condition.js';

describe(sut.name, () => {
  it('negates the condition of if, elif and while', async () => {
    await expectMutation(sut, 'if xs:\n    f()\nelif ready(x):\n    g()\n', ['if not xs:\n    f()\nelif ready(x):\n    g()\n', 'if xs:\n    f()\nelif not ready(x):\n    g()\n']);
    await expectMutation(sut, 'while i < n:\n    i += 1\n', ['while not (i < n):\n    i += 1\n']);
  });

  it('removes a not instead of adding a second one', async () => {
    await expectMutation(sut, 'if not xs:\n    f()\n', ['if xs:\n    f()\n']);
    await expectMutation(sut, 'if not (a or b):\n    f()\n', ['if (a or b):\n    f()\n']);
  });

  it('negates conditional expressions, comprehension filters and filter predicates', async () => {
    await expectMutation(sut, 'y = a if x > 0 else b\n', ['y = a if not (x > 0) else b\n']);
    await expectMutation(sut, 'ys = [x for x in xs if x.isdigit()]\n', ['ys = [x for x in xs if not x.isdigit()]\n']);
    await expectMutation(sut, 'ys = list(filter(lambda x: x % 2, xs))\n', ['ys = list(filter(lambda x: not (x % 2), xs))\n']);
    await expectMutation(sut, 'if a and b:\n    f()\n', ['if not (a and b):\n    f()\n']);
  });

  it('drops a not outside a condition', async () => {
    await expectMutation(sut, 'def f(stack):\n    return not stack\n', ['def f(stack):\n    return stack\n']);
    await expectMutation(sut, 'flags[i] = not flags[i]\n', ['flags[i] = flags[i]\n']);
    await expectMutation(sut, 'if not a or b:\n    f()\n', ['if a or b:\n    f()\n', 'if not (not a or b):\n    f()\n']);
  });

  it('leaves single ==, !=, in and is tests to comparison-flip, and True / False conditions alone', async () => {
    await expectMutation(sut, 'if a == b:\n    f()\nwhile x not in seen:\n    g()\nwhile True:\n    h()\n', []);
    await expectMutation(sut, 'ys = [x for x in xs if x is not None]\n', []);
  });

  it('leaves other calls, strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'ys = sorted(xs, key=lambda x: x > 0)\n', []);
    await expectMutation(sut, 'def f(x):\n    """if x: return"""\n    # if x:\n    return "if x"\n', []);
  });
});
