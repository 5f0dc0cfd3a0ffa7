import type { PythonMutator } from '../mutator.js';
import { indexRoleOf, moveByOne } from './python-syntax.js';

/**
 * `off_by_one_boundary`: the stop of a `range` moves by one: `range(n)` → `range(n + 1)`,
 * `range(n - 1)`; `range(n + 1)` → `range(n + 2)`, `range(n)`; `range(5)` → `range(6)`, `range(4)`.
 */
export const pythonRangeEnd: PythonMutator = {
  name: 'range-end',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'moves the stop of range(...) by one: range(n) → range(n + 1), range(n - 1)',
  *mutate(node) {
    if (indexRoleOf(node) === 'range-end') yield* moveByOne(node);
  },
};
