import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptMinMax as sut } from './typescript-min-max.js';

describe(sut.name, () => {
  it('swaps Math.min and Math.max, one call at a time', async () => {
    await expectMutation(sut, 'const y = Math.min(Math.max(v, lo), hi);\n', ['const y = Math.max(Math.max(v, lo), hi);\n', 'const y = Math.min(Math.min(v, lo), hi);\n']);
    await expectMutation(sut, 'const top = Math.max(...xs);\n', ['const top = Math.min(...xs);\n']);
  });

  it('leaves other min and max functions and methods alone', async () => {
    await expectMutation(sut, 'const a = max(x, y) + stats.min(xs) + Math.abs(x);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "Math.min(x)"; // Math.max(x)\nconst b = `Math.min(x, y): ${v}`;\n', []);
  });
});
