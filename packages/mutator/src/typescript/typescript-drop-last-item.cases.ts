import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptDropLastItem as sut } from './typescript-drop-last-item.js';

describe(sut.name, () => {
  it('stops for…of loops and array methods one item early', async () => {
    await expectMutation(sut, 'for (const x of xs) total += x;\n', ['for (const x of xs.slice(0, -1)) total += x;\n']);
    await expectMutation(sut, 'const s = parts.join("-");\n', ['const s = parts.slice(0, -1).join("-");\n']);
    await expectMutation(sut, 'const r = Array.from(m).filter(p);\n', ['const r = Array.from(m).slice(0, -1).filter(p);\n']);
  });

  it('leaves other receivers, strings and comments alone', async () => {
    await expectMutation(sut, 'const a = Object.assign(o).map(f);\nconst b = "xs.map(f)"; // for (const x of xs)\n', []);
  });
});
