import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSkipFirstItem as sut } from './python-skip-first-item.js';

describe(sut.name, () => {
  it('starts loops and comprehensions one item late', async () => {
    await expectMutation(sut, 'for x in xs:\n    print(x)\n', ['for x in xs[1:]:\n    print(x)\n']);
    await expectMutation(sut, 'ys = [w.upper() for w in text.split()]\n', ['ys = [w.upper() for w in text.split()[1:]]\n']);
    await expectMutation(sut, 'flat = [x for row in self.rows for x in row]\n', [
      'flat = [x for row in self.rows[1:] for x in row]\n',
      'flat = [x for row in self.rows for x in row[1:]]\n',
    ]);
  });

  it('shortens sequences that builtins, zip, *args and join walk', async () => {
    await expectMutation(sut, 'total = sum(values)\n', ['total = sum(values[1:])\n']);
    await expectMutation(sut, 'pairs = dict(zip(keys, values))\n', ['pairs = dict(zip(keys[1:], values))\n', 'pairs = dict(zip(keys, values[1:]))\n']);
    await expectMutation(sut, 'cols = list(zip(*matrix))\n', ['cols = list(zip(*matrix[1:]))\n']);
    await expectMutation(sut, 's = ", ".join(names)\n', ['s = ", ".join(names[1:])\n']);
    await expectMutation(sut, 'best = max(scores, key=abs)\n', ['best = max(scores[1:], key=abs)\n']);
  });

  it('leaves ranges, iterators, two-value min/max and already sliced sequences alone', async () => {
    await expectMutation(sut, 'for i in range(n):\n    pass\nfor k, v in d.items():\n    pass\nm = max(a, b)\nfor x in xs[2:]:\n    pass\n', []);
  });

  it('slices the sequence a set is built from, not the set', async () => {
    await expectMutation(sut, 'for x in set(xs):\n    pass\n', ['for x in set(xs[1:]):\n    pass\n']);
  });
});
