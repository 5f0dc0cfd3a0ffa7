import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { comparisonFlip as sut } from './comparison-flip.js';

describe(sut.name, () => {
  it('flips ordering and equality operators in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn bool(a < b)\n', ['\treturn bool(a > b)\n']);
    await expectBodyMutation(sut, 'java', '    return a == b ? 1 : 0;\n', ['    return a != b ? 1 : 0;\n']);
    await expectBodyMutation(sut, 'rust', '    i64::from(a <= b) // a tail expression\n', ['    i64::from(a >= b) // a tail expression\n']);
    await expectBodyMutation(sut, 'cpp', '    return a != b;\n', ['    return a == b;\n']);
  });

  it('leaves strings and comments alone', async () => {
    await expectBodyMutation(sut, 'go', '\ts := "a < b" // a < b\n\treturn len(s)\n', []);
    await expectBodyMutation(sut, 'cpp', '    /* a < b */ return sizeof("a < b");\n', []);
  });
});
