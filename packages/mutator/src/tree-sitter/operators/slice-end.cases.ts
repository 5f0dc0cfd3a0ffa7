import { describe, expect, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { cppSyntax } from '../../cpp/cpp-syntax.js';
import { goSyntax } from '../../go/go-syntax.js';
import { javaSyntax } from '../../java/java-syntax.js';
import { rustSyntax } from '../../rust/rust-syntax.js';
import { sliceEnd as sut } from './slice-end.js';

describe(sut.name, () => {
  it('moves the end of a Go slice by one', async () => {
    await expectBodyMutation(sut, 'go', '\treturn len(xs[a:b])\n', ['\treturn len(xs[a:b + 1])\n', '\treturn len(xs[a:b - 1])\n']);
    await expectBodyMutation(sut, 'go', '\treturn len(xs[:2])\n', ['\treturn len(xs[:3])\n', '\treturn len(xs[:1])\n']);
    await expectBodyMutation(sut, 'go', '\treturn len(xs[:len(xs)-1])\n', ['\treturn len(xs[:len(xs)])\n', '\treturn len(xs[:len(xs)-2])\n']);
  });

  it('leaves slices without an end alone, and exists for Go only', async () => {
    await expectBodyMutation(sut, 'go', '\treturn len(xs[1:])\n', []);
    expect([goSyntax, javaSyntax, rustSyntax, cppSyntax].map((syntax) => sut.supports?.(syntax))).toEqual([true, false, false, false]);
  });
});
