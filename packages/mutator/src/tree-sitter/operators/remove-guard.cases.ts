import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { removeGuard as sut } from './remove-guard.js';

describe(sut.name, () => {
  it('deletes an early-exit guard with its whole lines in every language', async () => {
    await expectBodyMutation(sut, 'go', '\tif b == 0 {\n\t\treturn 0\n\t}\n\treturn a / b\n', ['\treturn a / b\n']);
    await expectBodyMutation(sut, 'java', '    if (b == 0) throw new ArithmeticException(); // guard\n    return a / b;\n', ['    return a / b;\n']);
    await expectBodyMutation(sut, 'rust', '    if b == 0 {\n        return 0;\n    }\n    a / b // the tail expression\n', ['    a / b // the tail expression\n']);
    await expectBodyMutation(sut, 'cpp', '    for (int x : xs) {\n        if (x < 0) continue;\n        a += x;\n    }\n    return a;\n', ['    for (int x : xs) {\n        a += x;\n    }\n    return a;\n']);
  });

  it('keeps guards with an else, with more than an exit, or alone in their block', async () => {
    await expectBodyMutation(sut, 'go', '\tif b == 0 {\n\t\treturn 0\n\t} else {\n\t\ta++\n\t}\n\treturn a / b\n', []);
    await expectBodyMutation(sut, 'java', '    if (b == 0) {\n        a++;\n        return a;\n    }\n    return a / b;\n', []);
    await expectBodyMutation(sut, 'cpp', '    while (a > b) {\n        if (a > 10) break;\n    }\n    return a;\n', []);
  });
});
