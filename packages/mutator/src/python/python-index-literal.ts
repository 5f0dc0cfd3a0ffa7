import type { PythonMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { indexRoleOf, integerValue, replaceNode } from './python-syntax.js';

/** Index roles whose integer literal this operator moves (slice and range ends are boundaries). */
const ROLES = {
  subscript: { nonZero: false },
  'slice-start': { nonZero: false },
  'slice-step': { nonZero: true },
  'range-start': { nonZero: false },
  'range-step': { nonZero: true },
} as const;

function isHandledRole(role: string | undefined): role is keyof typeof ROLES {
  return role !== undefined && Object.hasOwn(ROLES, role);
}

/**
 * `off_by_one`: an integer literal used as an index, slice start, slice step, `range` start or
 * `range` step becomes k + 1 and k − 1. The sign class is kept (`a[0]` never becomes `a[-1]`)
 * and a step never becomes 0.
 */
export const pythonIndexLiteral: PythonMutator = {
  name: 'index-literal',
  bugType: 'off_by_one',
  language: 'python',
  description: 'moves an integer index, slice start/step or range start/step literal by one: a[1] → a[2], a[0]',
  *mutate(node) {
    const value = integerValue(node);
    if (value === undefined) return;
    const role = indexRoleOf(node);
    if (!isHandledRole(role)) return;
    for (const next of neighbours(value, ROLES[role].nonZero)) yield replaceNode(node, String(next));
  },
};
