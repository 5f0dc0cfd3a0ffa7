import { describe, it } from '@jest/globals';
import { expectMutation } from '../__fixtures__/expect-mutation.js';
import { typescriptAssignmentOperator as sut } from './typescript-assignment-operator.js';

describe(sut.name, () => {
  it('replaces each compound assignment as the table says', async () => {
    const table: [string, string][] = [
      ['+=', '-='], ['-=', '+='], ['*=', '/='], ['/=', '*='], ['%=', '/='], ['&=', '|='],
      ['|=', '&='], ['<<=', '>>='], ['>>=', '<<='], ['&&=', '||='], ['||=', '&&='], ['??=', '||='],
    ];
    for (const [from, to] of table) {
      await expectMutation(sut, `x ${from} y;\n`, [`x ${to} y;\n`]);
    }
  });

  it('skips appending strings and leaves plain assignment alone', async () => {
    await expectMutation(sut, 'text += "!";\ntext += `n: ${v}`;\nx = y;\n', []);
  });

  it('leaves strings, templates and comments alone', async () => {
    await expectMutation(sut, '// x += 1\nconst s = "x -= 1" + `"x *= 2": ${v}`;\n', []);
  });
});
