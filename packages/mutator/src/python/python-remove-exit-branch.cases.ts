import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRemoveExitBranch as sut } from './python-remove-exit-branch.js';

describe(sut.name, () => {
  it('deletes an if whose body does some work and then exits, with its whole lines', async () => {
    const input = 'for x in xs:\n    if x in seen:\n        dupes.append(x)\n        continue\n    seen.add(x)\n';
    const result = await expectMutation(sut, input, ['for x in xs:\n    seen.add(x)\n']);
    expect(result.mutants[0]).toMatchObject({ line: 2, after: '' });
  });

  it('deletes an elif branch that exits', async () => {
    const input = 'def f(n):\n    if n < 0:\n        raise ValueError(n)\n    elif n == 0:\n        return 1\n    else:\n        return n\n';
    await expectMutation(sut, input, ['def f(n):\n    if n < 0:\n        raise ValueError(n)\n    else:\n        return n\n']);
  });

  it('leaves single-exit guards to remove-guard, and ifs with else, without an exit, or alone in their block', async () => {
    await expectMutation(sut, 'def f(x):\n    if not x:\n        return 0\n    return x\n', []);
    await expectMutation(sut, 'def f(x):\n    if x:\n        g(x)\n        return 1\n    else:\n        return 2\n', []);
    await expectMutation(sut, 'def f(x):\n    if x:\n        g(x)\n        h(x)\n    return x\n', []);
    await expectMutation(sut, 'for x in xs:\n    if x:\n        g(x)\n        break\n', []);
    await expectMutation(sut, 'def f(n):\n    if n:\n        return 1\n    elif m:\n        g()\n    return 2\n', []);
  });

  it('leaves code inside strings and docstrings alone', async () => {
    await expectMutation(sut, 'def f(x):\n    """if x:\n        g()\n        return"""\n    return "elif x: return"\n', []);
  });
});
