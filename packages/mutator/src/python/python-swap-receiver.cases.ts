import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonSwapReceiver as sut } from './python-swap-receiver.js';

describe(sut.name, () => {
  it('swaps the receiver of a relation method with its one argument', async () => {
    await expectMutation(sut, 'ok = word.startswith(prefix)\n', ['ok = prefix.startswith(word)\n']);
    await expectMutation(sut, 'n = text.count(sub)\n', ['n = sub.count(text)\n']);
    await expectMutation(sut, 'd = set(a).difference(b)\n', ['d = b.difference(set(a))\n']);
    await expectMutation(sut, 'parts = line.split(",")\n', ['parts = ",".split(line)\n']);
  });

  it('parenthesises an argument that cannot stand before a dot', async () => {
    await expectMutation(sut, 'i = s.find(a + b)\n', ['i = (a + b).find(s)\n']);
  });

  it('skips other methods, several or keyword arguments, and equal texts', async () => {
    await expectMutation(sut, 'a = ", ".join(xs)\nb = s.split(",", 1)\nc = s.split(sep=",")\nd = x.count(x)\ne = xs.append(y)\nf = count(a)\n', []);
  });

  it('leaves strings, comments and docstrings alone', async () => {
    await expectMutation(sut, 'def f(s):\n    """s.startswith(p)"""\n    # s.startswith(p)\n    return "s.startswith(p)"\n', []);
  });
});
