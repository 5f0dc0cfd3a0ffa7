import type { PythonMutator } from '../mutator.js';
import { indexRoleOf, moveByOne } from './python-syntax.js';

/**
 * `off_by_one_boundary`: the end of a slice moves by one: `a[:n]` → `a[:n + 1]`, `a[:n - 1]`;
 * `a[i:j + 1]` → `a[i:j + 2]`, `a[i:j]`; `a[:-1]` → `a[:-2]` (the sign class is kept).
 */
export const pythonSliceEnd: PythonMutator = {
  name: 'slice-end',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'moves the end of a slice by one: a[:n] → a[:n + 1], a[:n - 1]',
  *mutate(node) {
    if (indexRoleOf(node) === 'slice-end') yield* moveByOne(node);
  },
};
