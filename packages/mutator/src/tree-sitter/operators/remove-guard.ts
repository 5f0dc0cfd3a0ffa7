import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { bodyStatements, guardStatement, isGuard, wholeLinesDeletion } from '../tree-sitter-syntax.js';

/**
 * `remove_edge_case_check`: deletes one guard, an `if` with no `else` whose body is a single
 * `return`, `break`, `continue` or `throw` (bare or alone in a block), with its whole lines. A guard
 * that is the only statement of its block is kept.
 */
export const removeGuard: TreeSitterOperator = {
  name: 'remove-guard',
  bugType: 'remove_edge_case_check',
  description: 'deletes an early-exit guard: if (xs.empty()) return 0;',
  *mutate(node, { source, syntax }) {
    if (!isGuard(node, syntax)) return;
    const statement = guardStatement(node);
    const block = statement.parent?.type === 'statement_list' ? statement.parent.parent : statement.parent;
    if (block === null || block === undefined || bodyStatements(block, syntax).length < 2) return;
    const deletion = wholeLinesDeletion(statement, source);
    if (deletion !== undefined) yield deletion;
  },
};
