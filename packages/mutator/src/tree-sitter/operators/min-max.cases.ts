import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { minMax as sut } from './min-max.js';

describe(sut.name, () => {
  it('swaps min and max calls in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn min(a, b) + int(math.Max(0, 1))\n', ['\treturn max(a, b) + int(math.Max(0, 1))\n', '\treturn min(a, b) + int(math.Min(0, 1))\n']);
    await expectBodyMutation(sut, 'java', '    return Math.min(a, b);\n', ['    return Math.max(a, b);\n']);
    await expectBodyMutation(sut, 'rust', '    a.max(b) + std::cmp::min(a, 0)\n', ['    a.min(b) + std::cmp::min(a, 0)\n', '    a.max(b) + std::cmp::max(a, 0)\n']);
    await expectBodyMutation(sut, 'cpp', '    return std::max(a, b);\n', ['    return std::min(a, b);\n']);
  });

  it('leaves other calls and names alone', async () => {
    await expectBodyMutation(sut, 'cpp', '    int max = a;\n    return std::abs(max);\n', []);
  });
});
