import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { bitwiseOperator as sut } from './bitwise-operator.js';

describe(sut.name, () => {
  it('replaces & ↔ | and << ↔ >> in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn a & b\n', ['\treturn a | b\n']);
    await expectBodyMutation(sut, 'java', '    return a << 1;\n', ['    return a >> 1;\n']);
    await expectBodyMutation(sut, 'rust', '    a | b\n', ['    a & b\n']);
    await expectBodyMutation(sut, 'cpp', '    return a >> b;\n', ['    return a << b;\n']);
  });

  it('leaves C++ stream insertion alone', async () => {
    await expectBodyMutation(sut, 'cpp', '    std::cout << a << "\\n";\n    return a;\n', []);
  });
});
