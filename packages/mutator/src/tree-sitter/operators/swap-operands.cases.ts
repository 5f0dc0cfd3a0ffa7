import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { swapOperands as sut } from './swap-operands.js';

describe(sut.name, () => {
  it('swaps the operands of -, /, %, <<, >> in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn a - b\n', ['\treturn b - a\n']);
    await expectBodyMutation(sut, 'java', '    return a % b;\n', ['    return b % a;\n']);
    await expectBodyMutation(sut, 'rust', '    a / b\n', ['    b / a\n']);
    await expectBodyMutation(sut, 'cpp', '    return a << b;\n', ['    return b << a;\n']);
  });

  it('swaps the innermost pair of a chain only', async () => {
    await expectBodyMutation(sut, 'go', '\treturn a - b - xs[0]\n', ['\treturn b - a - xs[0]\n']);
  });

  it('leaves commutative operators, literal right operands and streams alone', async () => {
    await expectBodyMutation(sut, 'java', '    return a + b * (a - 1);\n', []);
    await expectBodyMutation(sut, 'cpp', '    std::cout << a;\n    return a;\n', []);
  });
});
