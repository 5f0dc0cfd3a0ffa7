import { describe, expect, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { cppSyntax } from '../../cpp/cpp-syntax.js';
import { goSyntax } from '../../go/go-syntax.js';
import { javaSyntax } from '../../java/java-syntax.js';
import { rustSyntax } from '../../rust/rust-syntax.js';
import { removeConditional as sut } from './remove-conditional.js';

describe(sut.name, () => {
  it('keeps one branch of a conditional expression in Java and C++', async () => {
    await expectBodyMutation(sut, 'java', '    return b == 0 ? 0 : a / b;\n', ['    return 0;\n', '    return a / b;\n']);
    await expectBodyMutation(sut, 'cpp', '    int m = a > b ? a : b;\n    return m;\n', ['    int m = a;\n    return m;\n', '    int m = b;\n    return m;\n']);
  });

  it('exists for the languages that have one', () => {
    expect([goSyntax, javaSyntax, rustSyntax, cppSyntax].map((syntax) => sut.supports?.(syntax))).toEqual([false, true, false, true]);
  });
});
