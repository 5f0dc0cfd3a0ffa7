import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { boundaryComparison as sut } from './boundary-comparison.js';

describe(sut.name, () => {
  it('changes the inclusivity of < and > in every language', async () => {
    await expectBodyMutation(sut, 'go', '\tfor i := 0; i < b; i++ {\n\t\ta++\n\t}\n\treturn a\n', ['\tfor i := 0; i <= b; i++ {\n\t\ta++\n\t}\n\treturn a\n']);
    await expectBodyMutation(sut, 'java', '    return a >= b ? a : b;\n', ['    return a > b ? a : b;\n']);
    await expectBodyMutation(sut, 'rust', '    if a > b { a } else { b }\n', ['    if a >= b { a } else { b }\n']);
    await expectBodyMutation(sut, 'cpp', '    return a <= b;\n', ['    return a < b;\n']);
  });

  it('leaves equality, shifts and C++ template brackets alone', async () => {
    await expectBodyMutation(sut, 'java', '    return a == b ? a << 1 : a >> 1;\n', []);
    await expectBodyMutation(sut, 'cpp', '    std::vector<int> v;\n    return a;\n', []);
  });
});
