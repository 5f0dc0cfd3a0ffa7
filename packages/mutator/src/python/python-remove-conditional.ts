import type { PythonMutator } from '../mutator.js';
import { childrenWithoutComments, parenthesize, precedenceOf, replaceNode, requiredPrecedence } from './python-syntax.js';

/**
 * `remove_edge_case_check`: the check of a conditional expression is removed and one branch stays:
 * `x / n if n else 0.0` → `x / n` and `0.0`. A conditional expression is an inline guard (the
 * `if`/`else` of one value), so dropping its condition removes the check; both branches are tried,
 * because either one may be the special case. Branches are parenthesised where their new place
 * needs it.
 */
export const pythonRemoveConditional: PythonMutator = {
  name: 'remove-conditional',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'removes the check of a conditional expression, keeping one branch: a if c else b → a, b',
  *mutate(node) {
    if (node.type !== 'conditional_expression') return;
    const parts = childrenWithoutComments(node);
    if (parts.length !== 3) return;
    const required = requiredPrecedence(node);
    for (const branch of [parts[0]!, parts[2]!]) {
      yield replaceNode(node, parenthesize(branch.text, precedenceOf(branch), required));
    }
  },
};
