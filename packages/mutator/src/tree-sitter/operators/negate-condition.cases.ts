import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { negateCondition as sut } from './negate-condition.js';

describe(sut.name, () => {
  it('negates the condition of an if or while, parenthesising what needs it', async () => {
    await expectBodyMutation(sut, 'go', '\tif a > b {\n\t\treturn a\n\t}\n\treturn b\n', ['\tif !(a > b) {\n\t\treturn a\n\t}\n\treturn b\n']);
    await expectBodyMutation(sut, 'java', '    while (xs.length > a) a++;\n    return a;\n', ['    while (!(xs.length > a)) a++;\n    return a;\n']);
    await expectBodyMutation(sut, 'rust', '    if xs.is_empty() { a } else { b }\n', ['    if !xs.is_empty() { a } else { b }\n']);
    await expectBodyMutation(sut, 'cpp', '    if (a < b && b < 10) return a;\n    return b;\n', ['    if (!(a < b && b < 10)) return a;\n    return b;\n']);
  });

  it('drops a negation instead of doubling it', async () => {
    await expectBodyMutation(sut, 'cpp', '    if (!xs.empty()) return a;\n    return b;\n', ['    if (xs.empty()) return a;\n    return b;\n']);
    await expectBodyMutation(sut, 'java', '    if (!(a > b)) return a;\n    return b;\n', ['    if (a > b) return a;\n    return b;\n']);
  });

  it('leaves == and != to comparison-flip, and Rust if let alone', async () => {
    await expectBodyMutation(sut, 'go', '\tif a == b {\n\t\treturn a\n\t}\n\treturn b\n', []);
    await expectBodyMutation(sut, 'rust', '    if let Some(x) = xs.first() { *x } else { b }\n', []);
  });
});
