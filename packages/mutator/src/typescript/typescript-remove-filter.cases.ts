import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptRemoveFilter as sut } from './typescript-remove-filter.js';

describe(sut.name, () => {
  it('removes a filter call from a chain', async () => {
    await expectMutation(sut, 'const n = xs.filter((x) => x > t).length;\n', ['const n = xs.length;\n']);
    await expectMutation(sut, 'const ys = words.filter(Boolean);\n', ['const ys = words;\n']);
  });

  it('removes a filter call on its own line of a chain', async () => {
    const input = "const slug = text\n  .split(' ')\n  .filter((w) => w)\n  .join('-');\n";
    await expectMutation(sut, input, ["const slug = text\n  .split(' ')\n  .join('-');\n"]);
  });

  it('skips optional calls, predicates with a statement body and plain functions', async () => {
    await expectMutation(sut, 'const a = xs?.filter(p);\nconst b = xs.filter((x) => {\n  return x > 0;\n});\nconst c = filter(xs, p);\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, 'const a = "xs.filter(p)"; // xs.filter(p)\nconst b = `xs.filter(p): ${v}`;\n', []);
  });
});
