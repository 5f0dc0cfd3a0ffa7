import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonIndexLiteral as sut } from './python-index-literal.js';

describe(sut.name, () => {
  it('moves a literal subscript by one both ways', async () => {
    await expectMutation(sut, 'x = a[1]\n', ['x = a[2]\n', 'x = a[0]\n']);
  });

  it('keeps the sign class: no index from the front becomes one from the back, or the reverse', async () => {
    await expectMutation(sut, 'x = a[0]\n', ['x = a[1]\n']);
    await expectMutation(sut, 'x = a[-1]\n', ['x = a[-2]\n']);
    await expectMutation(sut, 'x = a[-2]\n', ['x = a[-1]\n', 'x = a[-3]\n']);
  });

  it('moves slice starts and steps, never to a zero step', async () => {
    await expectMutation(sut, 'x = a[1:]\n', ['x = a[2:]\n', 'x = a[0:]\n']);
    await expectMutation(sut, 'x = a[::2]\n', ['x = a[::3]\n', 'x = a[::1]\n']);
    await expectMutation(sut, 'x = a[::1]\n', ['x = a[::2]\n']);
    await expectMutation(sut, 'x = a[::-1]\n', ['x = a[::-2]\n']);
  });

  it('moves range starts and steps, in source order', async () => {
    await expectMutation(sut, 'r = range(1, n)\n', ['r = range(2, n)\n', 'r = range(0, n)\n']);
    await expectMutation(sut, 'r = range(0, n, 2)\n', ['r = range(1, n, 2)\n', 'r = range(0, n, 3)\n', 'r = range(0, n, 1)\n']);
  });

  it('leaves slice ends, range stops, other literals and non-decimal literals to others', async () => {
    await expectMutation(sut, 'x = a[:3]\nr = range(5)\ny = 1\nf(1)\nz = a[0x1]\n', []);
  });

  it('leaves strings, comments, docstrings, annotations, defaults and decorators alone', async () => {
    const input = [
      '@pick(a[1])',
      'def first(x: Annotated[list, a[1]], y=a[1]) -> int:',
      '    """Returns x[0]."""',
      '    # x[1]',
      '    return "x[1]"',
      '',
    ].join('\n');
    await expectMutation(sut, input, []);
  });
});
