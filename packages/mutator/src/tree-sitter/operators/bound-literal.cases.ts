import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { boundLiteral as sut } from './bound-literal.js';

describe(sut.name, () => {
  it('moves the integer bound of an ordering by one, never below zero', async () => {
    await expectBodyMutation(sut, 'go', '\tif a < 2 {\n\t\treturn 1\n\t}\n\treturn 0\n', [
      '\tif a < 3 {\n\t\treturn 1\n\t}\n\treturn 0\n',
      '\tif a < 1 {\n\t\treturn 1\n\t}\n\treturn 0\n',
    ]);
    await expectBodyMutation(sut, 'java', '    return a >= 0 ? a : b;\n', ['    return a >= 1 ? a : b;\n']);
    await expectBodyMutation(sut, 'rust', '    if a > 9i64 { a } else { b }\n', ['    if a > 10i64 { a } else { b }\n', '    if a > 8i64 { a } else { b }\n']);
    await expectBodyMutation(sut, 'cpp', '    return a <= 10u;\n', ['    return a <= 11u;\n', '    return a <= 9u;\n']);
  });

  it('leaves equality bounds, floats and hexadecimal literals alone', async () => {
    await expectBodyMutation(sut, 'cpp', '    return a == 2 || a < 0x10 || a < 1.5;\n', []);
  });
});
