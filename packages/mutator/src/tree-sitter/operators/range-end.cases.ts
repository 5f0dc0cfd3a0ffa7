import { describe, expect, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { cppSyntax } from '../../cpp/cpp-syntax.js';
import { goSyntax } from '../../go/go-syntax.js';
import { javaSyntax } from '../../java/java-syntax.js';
import { rustSyntax } from '../../rust/rust-syntax.js';
import { rangeEnd as sut } from './range-end.js';

describe(sut.name, () => {
  it('changes the inclusivity of a Rust range end', async () => {
    await expectBodyMutation(sut, 'rust', '    let mut s = 0;\n    for i in 0..b { s += i; }\n    s\n', ['    let mut s = 0;\n    for i in 0..=b { s += i; }\n    s\n']);
    await expectBodyMutation(sut, 'rust', '    xs[1..=2].len() as i64\n', ['    xs[1..2].len() as i64\n']);
  });

  it('leaves a range without an end alone but flips one without a start, and exists for Rust only', async () => {
    await expectBodyMutation(sut, 'rust', '    xs[1..].len() as i64\n', []);
    await expectBodyMutation(sut, 'rust', '    xs[..3].len() as i64\n', ['    xs[..=3].len() as i64\n']);
    expect([goSyntax, javaSyntax, rustSyntax, cppSyntax].map((syntax) => sut.supports?.(syntax))).toEqual([false, false, true, false]);
  });
});
