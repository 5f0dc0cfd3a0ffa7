import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { literalOffset as sut } from './literal-offset.js';

describe(sut.name, () => {
  it('moves factors, divisors, arguments and initial values by one', async () => {
    await expectBodyMutation(sut, 'go', '\ttotal := 0\n\treturn total + a*2\n', [
      '\ttotal := 1\n\treturn total + a*2\n',
      '\ttotal := 0\n\treturn total + a*3\n',
      '\ttotal := 0\n\treturn total + a*1\n',
    ]);
    await expectBodyMutation(sut, 'java', '    int n = 3;\n    return Math.floorMod(a, 7) / n;\n', [
      '    int n = 4;\n    return Math.floorMod(a, 7) / n;\n',
      '    int n = 2;\n    return Math.floorMod(a, 7) / n;\n',
      '    int n = 3;\n    return Math.floorMod(a, 8) / n;\n',
      '    int n = 3;\n    return Math.floorMod(a, 6) / n;\n',
    ]);
    await expectBodyMutation(sut, 'rust', '    let mut s = 0i64;\n    s += a % 2;\n    s\n', [
      '    let mut s = 1i64;\n    s += a % 2;\n    s\n',
      '    let mut s = 0i64;\n    s += a % 3;\n    s\n',
      '    let mut s = 0i64;\n    s += a % 1;\n    s\n',
    ]);
  });

  it('drops a ± 1 term instead of making it 0, and never divides by 0', async () => {
    await expectBodyMutation(sut, 'cpp', '    return (a - 1) / 1;\n', ['    return (a) / 1;\n', '    return (a - 2) / 1;\n', '    return (a - 1) / 2;\n']);
  });

  it('leaves subscripts, loop starts, comparison bounds and other literals to their operators', async () => {
    await expectBodyMutation(sut, 'java', '    for (int i = 0; i < 3; i++) a += xs[1];\n    return a > 2 ? a : 0;\n', []);
  });
});
