import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { plainAssignment as sut } from './plain-assignment.js';

describe(sut.name, () => {
  it('drops the operator of an augmented assignment in every language', async () => {
    await expectBodyMutation(sut, 'go', '\ta += b\n\treturn a\n', ['\ta = b\n\treturn a\n']);
    await expectBodyMutation(sut, 'java', '    a *= b;\n    return a;\n', ['    a = b;\n    return a;\n']);
    await expectBodyMutation(sut, 'rust', '    let mut s = a;\n    s |= b;\n    s\n', ['    let mut s = a;\n    s = b;\n    s\n']);
    await expectBodyMutation(sut, 'cpp', '    a <<= b;\n    return a;\n', ['    a = b;\n    return a;\n']);
  });

  it('leaves plain assignments alone', async () => {
    await expectBodyMutation(sut, 'java', '    a = b;\n    return a;\n', []);
  });
});
