import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { logicalOperator as sut } from './logical-operator.js';

describe(sut.name, () => {
  it('replaces && ↔ || in every language', async () => {
    await expectBodyMutation(sut, 'go', '\tif a > 0 && b > 0 {\n\t\treturn 1\n\t}\n\treturn 0\n', ['\tif a > 0 || b > 0 {\n\t\treturn 1\n\t}\n\treturn 0\n']);
    await expectBodyMutation(sut, 'java', '    return a > 0 || b > 0 ? 1 : 0;\n', ['    return a > 0 && b > 0 ? 1 : 0;\n']);
    await expectBodyMutation(sut, 'rust', '    if a > 0 && b > 0 { 1 } else { 0 }\n', ['    if a > 0 || b > 0 { 1 } else { 0 }\n']);
    await expectBodyMutation(sut, 'cpp', '    return a || b;\n', ['    return a && b;\n']);
  });

  it('leaves bitwise operators alone', async () => {
    await expectBodyMutation(sut, 'cpp', '    return a & b;\n', []);
  });
});
