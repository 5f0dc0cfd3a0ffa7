import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { indexOffset as sut } from './index-offset.js';

describe(sut.name, () => {
  it('adds a ± 1 term to an index that is not a literal', async () => {
    await expectBodyMutation(sut, 'go', '\treturn xs[a]\n', ['\treturn xs[a + 1]\n', '\treturn xs[a - 1]\n']);
    await expectBodyMutation(sut, 'java', '    return xs[a];\n', ['    return xs[a + 1];\n', '    return xs[a - 1];\n']);
    await expectBodyMutation(sut, 'rust', '    xs[a as usize]\n', ['    xs[a as usize + 1]\n', '    xs[a as usize - 1]\n']);
    await expectBodyMutation(sut, 'cpp', '    return xs[a];\n', ['    return xs[a + 1];\n', '    return xs[a - 1];\n']);
  });

  it('removes or doubles an existing ± 1 term', async () => {
    await expectBodyMutation(sut, 'java', '    return xs[a - 1];\n', ['    return xs[a];\n', '    return xs[a - 2];\n']);
    await expectBodyMutation(sut, 'go', '\treturn xs[a+1]\n', ['\treturn xs[a]\n', '\treturn xs[a+2]\n']);
  });

  it('leaves literal indexes to index-literal and Rust range indexes to range-end', async () => {
    await expectBodyMutation(sut, 'cpp', '    return xs[0];\n', []);
    await expectBodyMutation(sut, 'rust', '    xs[a as usize..].len() as i64\n', []);
  });
});
