import type { TypeScriptMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { indexRoleOf, integerValue, replaceNode } from './typescript-syntax.js';

/** Index roles whose integer literal this operator moves (slice ends are boundaries). */
const ROLES = ['element-access', 'index', 'slice-start', 'loop-start'] as const;

function isHandledRole(role: string | undefined): role is (typeof ROLES)[number] {
  return (ROLES as readonly (string | undefined)[]).includes(role);
}

/**
 * `off_by_one`: an integer literal used as an index (`a[1]`, `s.charAt(0)`, `xs.at(-1)`), a
 * `slice`/`substring` start, or the start of a `for` counter becomes k + 1 and k − 1, keeping
 * its sign class (`a[0]` never becomes `a[-1]`).
 */
export const typescriptIndexLiteral: TypeScriptMutator = {
  name: 'index-literal',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'moves an integer index, slice start or for-counter start by one: a[1] → a[2], a[0]',
  *mutate(node) {
    const value = integerValue(node);
    if (value === undefined || !isHandledRole(indexRoleOf(node))) return;
    for (const next of neighbours(value)) yield replaceNode(node, String(next));
  },
};
