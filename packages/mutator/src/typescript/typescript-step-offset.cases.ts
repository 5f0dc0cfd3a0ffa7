import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptStepOffset as sut } from './typescript-step-offset.js';

describe(sut.name, () => {
  it('moves a literal step by one, never to zero', async () => {
    await expectMutation(sut, 'i += 1;\n', ['i += 2;\n']);
    await expectMutation(sut, 'i -= 2;\n', ['i -= 3;\n', 'i -= 1;\n']);
  });

  it('leaves non-literal, fractional and other steps alone', async () => {
    await expectMutation(sut, 'i += k;\nx += 0.5;\nn *= 2;\ni++;\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, '// i += 1\nconst s = "i += 1" + `"i -= 2": ${v}`;\n', []);
  });
});
