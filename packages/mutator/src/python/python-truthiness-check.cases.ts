import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonTruthinessCheck as sut } from './python-truthiness-check.js';

describe(sut.name, () => {
  it('turns a test against None into a truthiness test', async () => {
    await expectMutation(sut, 'ys = [x for x in xs if x is not None]\n', ['ys = [x for x in xs if x]\n']);
    await expectMutation(sut, 'if value is None:\n    f()\n', ['if not value:\n    f()\n']);
  });

  it('parenthesises where the new expression needs it', async () => {
    await expectMutation(sut, 'ok = (a or b) is not None\n', ['ok = (a or b)\n']);
    await expectMutation(sut, 'n = (x is None) + 1\n', ['n = (not x) + 1\n']);
  });

  it('leaves other comparisons, chains and None on the left alone', async () => {
    await expectMutation(sut, 'a = x is y\nb = x == None\nc = None is x\nd = x is None is y\ne = x is not False\n', []);
  });

  it('leaves strings, comments and defaults alone', async () => {
    await expectMutation(sut, 'def f(v=x is None):\n    # x is None\n    return "x is None"\n', []);
  });
});
