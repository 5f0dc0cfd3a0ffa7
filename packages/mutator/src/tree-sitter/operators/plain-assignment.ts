import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/** Each arithmetic or bitwise compound assignment loses its operator. */
const PLAIN = { '+=': '=', '-=': '=', '*=': '=', '/=': '=', '%=': '=', '&=': '=', '|=': '=', '^=': '=', '<<=': '=', '>>=': '=' } as const;

/** `wrong_operator`: an augmented assignment loses its operator: `total += x` → `total = x`. */
export const plainAssignment: TreeSitterOperator = {
  name: 'plain-assignment',
  bugType: 'wrong_operator',
  description: 'drops the operator of an augmented assignment: total += x → total = x',
  mutate: (node, { syntax }) => swapOperatorToken(node, syntax.compoundAssignmentTypes, PLAIN),
};
