import type { PythonMutator } from '../mutator.js';
import { indexRoleOf, integerValue, moveByOne } from './python-syntax.js';

/** Index roles whose non-literal expression this operator moves by one. */
const ROLES = ['subscript', 'slice-start', 'range-start'] as const;

function isHandledRole(role: string | undefined): role is (typeof ROLES)[number] {
  return (ROLES as readonly (string | undefined)[]).includes(role);
}

/**
 * `off_by_one`: a `± 1` term is added to or removed from an index expression (a subscript,
 * a slice start or a `range` start): `a[i]` → `a[i + 1]`, `a[i - 1]`; `a[i + 1]` → `a[i + 2]`,
 * `a[i]`. Literal indexes are `index-literal`'s.
 */
export const pythonIndexOffset: PythonMutator = {
  name: 'index-offset',
  bugType: 'off_by_one',
  language: 'python',
  description: 'adds or removes a ± 1 term in an index expression: a[i] → a[i + 1], a[i - 1]; a[i + 1] → a[i]',
  *mutate(node) {
    if (integerValue(node) !== undefined || node.type === 'ellipsis') return;
    if (!isHandledRole(indexRoleOf(node))) return;
    yield* moveByOne(node);
  },
};
