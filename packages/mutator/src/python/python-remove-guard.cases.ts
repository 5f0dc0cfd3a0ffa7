import { describe, expect, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonRemoveGuard as sut } from './python-remove-guard.js';

describe(sut.name, () => {
  it('deletes an early-return guard with its whole lines and records it', async () => {
    const input = 'def first(xs):\n    if not xs:\n        return None\n    return xs[0]\n';
    const result = await expectMutation(sut, input, ['def first(xs):\n    return xs[0]\n']);
    expect(result.mutants[0]).toMatchObject({ line: 2, before: '    if not xs:\n        return None', after: '' });
  });

  it('deletes one-line guards and guards that raise, continue or break', async () => {
    await expectMutation(sut, 'def f(x):\n    if x < 0: raise ValueError(x)\n    return x\n', ['def f(x):\n    return x\n']);
    await expectMutation(sut, 'for x in xs:\n    if x < 0:\n        continue\n    total += x\n', ['for x in xs:\n    total += x\n']);
    await expectMutation(sut, 'while True:\n    if done():\n        break\n    step()\n', ['while True:\n    step()\n']);
  });

  it('takes a trailing comment on the guard along and keeps the comment above it', async () => {
    const input = 'def f(xs):\n    # nothing to do for empty input\n    if not xs:  # empty\n        return 0\n    return sum(xs)\n';
    await expectMutation(sut, input, ['def f(xs):\n    # nothing to do for empty input\n    return sum(xs)\n']);
  });

  it('keeps ifs with else or elif, bodies that do more than exit, and guards that are alone in their block', async () => {
    await expectMutation(sut, 'def f(x):\n    if x:\n        return 1\n    else:\n        return 2\n', []);
    await expectMutation(sut, 'def f(x):\n    if x:\n        return 1\n    elif y:\n        return 2\n    return 3\n', []);
    await expectMutation(sut, 'def f(x):\n    if x:\n        log(x)\n        return 1\n    return 2\n', []);
    await expectMutation(sut, 'def f(x):\n    if x:\n        x = 0\n    return x\n', []);
    await expectMutation(sut, 'for x in xs:\n    if x < 0:\n        break\n', []);
  });

  it('leaves guards inside strings and docstrings alone', async () => {
    await expectMutation(sut, 'def f(x):\n    """if x: return"""\n    return "if x: return"\n', []);
  });
});
