import type { TypeScriptMutator } from '../mutator.js';
import { indexRoleOf, moveByOne } from './typescript-syntax.js';

/**
 * `off_by_one_boundary`: the end argument of `slice` / `substring` moves by one:
 * `s.slice(0, n)` → `s.slice(0, n + 1)`, `s.slice(0, n - 1)`; `s.slice(i, j + 1)` → `s.slice(i, j + 2)`, `s.slice(i, j)`.
 */
export const typescriptSliceEnd: TypeScriptMutator = {
  name: 'slice-end',
  bugType: 'off_by_one_boundary',
  language: 'typescript',
  description: 'moves the end argument of slice/substring by one: s.slice(0, n) → s.slice(0, n + 1), s.slice(0, n - 1)',
  *mutate(node) {
    if (indexRoleOf(node) === 'slice-end') yield* moveByOne(node);
  },
};
