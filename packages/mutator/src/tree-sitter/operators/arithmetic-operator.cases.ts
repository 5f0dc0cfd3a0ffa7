import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { arithmeticOperator as sut } from './arithmetic-operator.js';

describe(sut.name, () => {
  it('replaces + ↔ -, * ↔ / and % → / in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn a + b\n', ['\treturn a - b\n']);
    await expectBodyMutation(sut, 'java', '    return a % b;\n', ['    return a / b;\n']);
    await expectBodyMutation(sut, 'rust', '    a * b\n', ['    a / b\n']);
    await expectBodyMutation(sut, 'cpp', '    return a / b - 1;\n', ['    return a * b - 1;\n', '    return a / b + 1;\n']);
  });

  it('leaves string concatenation alone', async () => {
    await expectBodyMutation(sut, 'java', '    String s = "n=" + a;\n    return s.length();\n', []);
    await expectBodyMutation(sut, 'java', '    String s = a + ", " + b + 1;\n    return s.length();\n', []);
  });
});
