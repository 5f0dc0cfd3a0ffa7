import type { TypeScriptMutator } from '../mutator.js';
import { isGuard, statementDeletion } from './typescript-syntax.js';

/**
 * `remove_edge_case_check`: deletes one guard, an `if` with no `else` whose body is a single
 * `return`, `throw`, `continue` or `break`. A guard alone on its lines goes with its whole lines
 * (and a trailing `//` comment); one sharing a line with other code goes with the spaces after it.
 */
export const typescriptRemoveGuard: TypeScriptMutator = {
  name: 'remove-guard',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'deletes an early-exit guard: if (xs.length === 0) return 0;',
  *mutate(node, { source }) {
    if (isGuard(node)) yield statementDeletion(node, source);
  },
};
