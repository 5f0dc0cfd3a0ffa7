import { describe, it } from '@jest/globals';
import { expectBodyMutation } from '../../__fixtures__/tree-sitter-cases.js';
import { lengthOffset as sut } from './length-offset.js';

describe(sut.name, () => {
  it('adds a ± 1 term to a length read in every language', async () => {
    await expectBodyMutation(sut, 'go', '\treturn len(xs)\n', ['\treturn len(xs) + 1\n', '\treturn len(xs) - 1\n']);
    await expectBodyMutation(sut, 'java', '    return xs.length;\n', ['    return xs.length + 1;\n', '    return xs.length - 1;\n']);
    await expectBodyMutation(sut, 'rust', '    xs.len() as i64\n', ['    (xs.len() + 1) as i64\n', '    (xs.len() - 1) as i64\n']);
    await expectBodyMutation(sut, 'cpp', '    return xs.size() / 2;\n', ['    return (xs.size() + 1) / 2;\n', '    return (xs.size() - 1) / 2;\n']);
  });

  it('removes or doubles an existing ± 1 term', async () => {
    await expectBodyMutation(sut, 'go', '\treturn xs[len(xs)-1]\n', ['\treturn xs[len(xs)]\n', '\treturn xs[len(xs)-2]\n']);
  });

  it('leaves other calls and fields alone', async () => {
    await expectBodyMutation(sut, 'java', '    return Math.abs(a) + xs.hashCode();\n', []);
  });
});
