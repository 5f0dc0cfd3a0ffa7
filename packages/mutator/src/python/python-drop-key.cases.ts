import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropKey as sut } from './python-drop-key.js';

describe(sut.name, () => {
  it('removes the key of sorts and of min/max, wherever it stands', async () => {
    await expectMutation(sut, 'ys = sorted(words, key=len)\n', ['ys = sorted(words)\n']);
    await expectMutation(sut, 'w = max(text.split(), key=len, default="")\n', ['w = max(text.split(), default="")\n']);
    await expectMutation(sut, 'xs.sort(key=lambda p: p.age)\n', ['xs.sort()\n']);
    await expectMutation(sut, 'top = heapq.nlargest(3, xs, key=f)\n', ['top = heapq.nlargest(3, xs)\n']);
  });

  it('leaves key=None, other calls and other keywords alone', async () => {
    await expectMutation(sut, 'a = sorted(xs, key=None)\nb = groupby(xs, key=f)\nc = d.get(key=k)\nd = sorted(xs, reverse=True)\n', []);
  });
});
