import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonDropLastItem as sut } from './python-drop-last-item.js';

describe(sut.name, () => {
  it('stops loops, comprehensions and consuming builtins one item early', async () => {
    await expectMutation(sut, 'for ch in text:\n    seen.add(ch)\n', ['for ch in text[:-1]:\n    seen.add(ch)\n']);
    await expectMutation(sut, 'out = "".join(c for c in s if c.isdigit())\n', ['out = "".join(c for c in s[:-1] if c.isdigit())\n']);
    await expectMutation(sut, 'ys = sorted(set(values))\n', ['ys = sorted(set(values[:-1]))\n']);
    await expectMutation(sut, 'ws = list(map(str.strip, lines))\n', ['ws = list(map(str.strip, lines[:-1]))\n']);
  });

  it('leaves lengths, other functions, strings and comments alone', async () => {
    await expectMutation(sut, 'n = len(xs)\nf(xs)\nm = map(f, g)\n# for x in xs:\ns = "for x in xs"\n', ['n = len(xs)\nf(xs)\nm = map(f, g[:-1])\n# for x in xs:\ns = "for x in xs"\n']);
  });
});
