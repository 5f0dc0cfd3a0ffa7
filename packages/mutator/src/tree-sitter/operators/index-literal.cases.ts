import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { indexLiteral as sut } from './index-literal.js';

describe(sut.name, () => {
  it('moves a literal index by one, never below zero', async () => {
    await expectBodyMutation(sut, 'go', '\treturn xs[1]\n', ['\treturn xs[2]\n', '\treturn xs[0]\n']);
    await expectBodyMutation(sut, 'java', '    return xs[0];\n', ['    return xs[1];\n']);
    await expectBodyMutation(sut, 'rust', '    xs[0]\n', ['    xs[1]\n']);
    await expectBodyMutation(sut, 'cpp', '    return xs[3];\n', ['    return xs[4];\n', '    return xs[2];\n']);
  });

  it('moves the start of a counting loop and of a Rust range', async () => {
    await expectBodyMutation(sut, 'go', '\tfor i := 0; i < b; i++ {\n\t\ta++\n\t}\n\treturn a\n', ['\tfor i := 1; i < b; i++ {\n\t\ta++\n\t}\n\treturn a\n']);
    await expectBodyMutation(sut, 'java', '    for (int i = 0; i < b; i++) a++;\n    return a;\n', ['    for (int i = 1; i < b; i++) a++;\n    return a;\n']);
    await expectBodyMutation(sut, 'rust', '    let mut s = 0;\n    for i in 0..b { s += i; }\n    s\n', ['    let mut s = 0;\n    for i in 1..b { s += i; }\n    s\n']);
    await expectBodyMutation(sut, 'cpp', '    for (int i = 0; i < b; ++i) a++;\n    return a;\n', ['    for (int i = 1; i < b; ++i) a++;\n    return a;\n']);
  });

  it('leaves other literals alone', async () => {
    await expectBodyMutation(sut, 'java', '    int n = 0;\n    return n + 2;\n', []);
  });
});
