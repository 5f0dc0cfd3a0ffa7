import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { dropGuardOperand as sut } from './drop-guard-operand.js';

describe(sut.name, () => {
  it('drops one operand of an && / || in a guard condition in every language', async () => {
    await expectBodyMutation(sut, 'go', '\tif a < 0 || b < 0 {\n\t\treturn 0\n\t}\n\treturn a + b\n', [
      '\tif b < 0 {\n\t\treturn 0\n\t}\n\treturn a + b\n',
      '\tif a < 0 {\n\t\treturn 0\n\t}\n\treturn a + b\n',
    ]);
    await expectBodyMutation(sut, 'java', '    if (xs == null || xs.length == 0) return 0;\n    return xs[0];\n', [
      '    if (xs.length == 0) return 0;\n    return xs[0];\n',
      '    if (xs == null) return 0;\n    return xs[0];\n',
    ]);
    await expectBodyMutation(sut, 'rust', '    if a < 0 && !(b > 0) {\n        return 0;\n    }\n    a\n', [
      '    if !(b > 0) {\n        return 0;\n    }\n    a\n',
      '    if a < 0 {\n        return 0;\n    }\n    a\n',
    ]);
    await expectBodyMutation(sut, 'cpp', '    if (a < 0 || (b < 0 && a > b)) return 0;\n    return a;\n', [
      '    if ((b < 0 && a > b)) return 0;\n    return a;\n',
      '    if (a < 0) return 0;\n    return a;\n',
      '    if (a < 0 || (a > b)) return 0;\n    return a;\n',
      '    if (a < 0 || (b < 0)) return 0;\n    return a;\n',
    ]);
  });

  it('leaves conditions of other ifs and returned expressions alone', async () => {
    await expectBodyMutation(sut, 'java', '    if (a > 0 && b > 0) a++;\n    return a > 0 || b > 0 ? 1 : 0;\n', []);
  });
});
