import { describe, expect, it } from '@jest/globals';
import type { Task } from '@execret/core';
import { assembleBundle, type AssembledTask, type VerifiedMutant } from './assemble.js';

const task: Task = {
  taskId: 'numbers/clamp',
  language: 'python',
  domain: 'numbers',
  query: 'Clamp x into [low, high].',
  entryPoint: 'clamp',
  canonical: 'def clamp(x, low, high):\n    if x < low:\n        return low\n    return min(x, high)\n',
  tests: ['assert clamp(-1, 0, 5) == 0'],
};

const single: VerifiedMutant = {
  code: task.canonical.replace('x < low', 'x > low'),
  bugType: 'wrong_comparison',
  operator: 'comparison-flip',
  line: 2,
  before: '    if x < low:',
  after: '    if x > low:',
  testResults: ['FAIL: assert clamp(-1, 0, 5) == 0'],
  passesAllTests: false,
};
const anchor = { bugType: 'off_by_one', operator: 'literal-offset', line: 3, before: '        return low', after: '        return low - 1' };
const partner = { bugType: 'swap_arguments', operator: 'swap-arguments', line: 4, before: '    return min(x, high)', after: '    return min(high, x)' };
// A stacked distractor as runValidationGates hands it over: the anchor's fields, and every edit.
const stacked: VerifiedMutant & { edits: unknown[] } = {
  code: task.canonical.replace('return low', 'return low - 1').replace('min(x, high)', 'min(high, x)'),
  ...anchor,
  edits: [anchor, partner],
  testResults: ['FAIL: assert clamp(-1, 0, 5) == 0'],
  passesAllTests: false,
};

describe(assembleBundle.name, () => {
  it("lists a stacked distractor's edits in its metadata row, with the first edit's bug type on the row and in the corpus", () => {
    const assembled: AssembledTask[] = [{ task, canonicalResults: ['pass'], distractors: [single, stacked] }];
    const bundle = assembleBundle(assembled, { seed: 3 });
    const rows = bundle.distractorMetadata ?? [];
    const stackedRow = rows.find((row) => row['edits'] !== undefined);
    expect(stackedRow).toMatchObject({
      bug_type: 'off_by_one',
      operator: 'literal-offset',
      line: 3,
      before: '        return low',
      after: '        return low - 1',
      edits: [
        { operator: 'literal-offset', bug_type: 'off_by_one', line: 3, before: '        return low', after: '        return low - 1' },
        { operator: 'swap-arguments', bug_type: 'swap_arguments', line: 4, before: '    return min(x, high)', after: '    return min(high, x)' },
      ],
    });
    expect(bundle.corpus.find((row) => row.corpus_id === stackedRow?.corpus_id)?.bug_type).toBe('off_by_one');
    // A single-edit distractor's row is as before: no edits field.
    const singleRow = rows.find((row) => row['edits'] === undefined);
    expect(Object.keys(singleRow ?? {})).toEqual(['corpus_id', 'query_id', 'bug_type', 'operator', 'line', 'before', 'after']);
  });
});
