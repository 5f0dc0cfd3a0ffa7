import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/** Each boolean operator and what it becomes. */
const LOGICAL_SWAPS = { '&&': '||', '||': '&&' } as const;

/** `wrong_operator`: a boolean operator is replaced: `&&` ↔ `||`. */
export const logicalOperator: TreeSitterOperator = {
  name: 'logical-operator',
  bugType: 'wrong_operator',
  description: 'replaces a boolean operator: && ↔ ||',
  mutate: (node, { syntax }) => swapOperatorToken(node, syntax.binaryTypes, LOGICAL_SWAPS),
};
