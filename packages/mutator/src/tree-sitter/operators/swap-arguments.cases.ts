import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { swapArguments as sut } from './swap-arguments.js';

describe(sut.name, () => {
  it('swaps two arguments of a call in every language, every pair', async () => {
    await expectBodyMutation(sut, 'go', '\treturn g(a, b)\n', ['\treturn g(b, a)\n']);
    await expectBodyMutation(sut, 'java', '    return Math.floorMod(a, b);\n', ['    return Math.floorMod(b, a);\n']);
    await expectBodyMutation(sut, 'rust', '    a.pow(2).saturating_sub(g(a, b, 1))\n', ['    a.pow(2).saturating_sub(g(b, a, 1))\n', '    a.pow(2).saturating_sub(g(1, b, a))\n', '    a.pow(2).saturating_sub(g(a, 1, b))\n']);
    await expectBodyMutation(sut, 'cpp', '    return std::pow(a, b);\n', ['    return std::pow(b, a);\n']);
  });

  it('skips commuting callees, calls that would not compile and equal arguments', async () => {
    await expectBodyMutation(sut, 'go', '\tys := make([]int, a)\n\tys = append(ys, b)\n\treturn g(a, a) + max(a, b)\n', []);
    await expectBodyMutation(sut, 'java', '    return Math.max(a, b);\n', []);
    await expectBodyMutation(sut, 'cpp', '    return std::min(a, b);\n', []);
  });
});
