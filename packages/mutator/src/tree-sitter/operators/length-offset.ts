import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { moveByOne, needsParentheses, plusMinusOne } from '../tree-sitter-syntax.js';

/**
 * `off_by_one`: a ± 1 term on a length read (`len(xs)`, `xs.length`, `xs.size()`, `xs.len()`)
 * outside an index: `n := len(xs)` → `n := len(xs) + 1`, `len(xs) - 1`; `len(xs) - 1` → `len(xs)`, `len(xs) - 2`.
 */
export const lengthOffset: TreeSitterOperator = {
  name: 'length-offset',
  bugType: 'off_by_one',
  description: 'adds or removes a ± 1 term on a length: len(xs) → len(xs) + 1, len(xs) - 1',
  *mutate(node, { syntax }) {
    if (!syntax.isLength(node) || node.parent === null) return;
    const parent = node.parent;
    const term = plusMinusOne(parent, syntax);
    if (term !== undefined && term.base.id === node.id) yield* moveByOne(parent, syntax, false);
    else yield* moveByOne(node, syntax, needsParentheses(node, syntax));
  },
};
