import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { pythonCountOffset as sut } from './python-count-offset.js';

describe(sut.name, () => {
  it('moves the result of .count() by one', async () => {
    await expectMutation(sut, 'ones = bin(n).count("1")\n', ['ones = bin(n).count("1") + 1\n', 'ones = bin(n).count("1") - 1\n']);
    await expectMutation(sut, 'ok = s.count(c) * 2\n', ['ok = (s.count(c) + 1) * 2\n', 'ok = (s.count(c) - 1) * 2\n']);
  });

  it('moves the repetition count of a sequence literal by one', async () => {
    await expectMutation(sut, 'states = [False] * n\n', ['states = [False] * (n + 1)\n', 'states = [False] * (n - 1)\n']);
    await expectMutation(sut, 'bar = "-" * (width - 1)\n', ['bar = "-" * (width)\n', 'bar = "-" * (width - 2)\n']);
  });

  it('moves the padded length of zfill, ljust, rjust and center by one', async () => {
    await expectMutation(sut, 'b = bin(n)[2:].zfill(width)\n', ['b = bin(n)[2:].zfill(width + 1)\n', 'b = bin(n)[2:].zfill(width - 1)\n']);
    await expectMutation(sut, 'cell = name.ljust(size - 1, ".")\n', ['cell = name.ljust(size, ".")\n', 'cell = name.ljust(size - 2, ".")\n']);
  });

  it('leaves literal counts, offset counts, count() as a plain function and products of names alone', async () => {
    await expectMutation(sut, 'a = [0] * 3\nb = s.count(c) - 1\nc = count(xs)\nd = x * n\ne = s.zfill(8)\n', []);
  });
});
