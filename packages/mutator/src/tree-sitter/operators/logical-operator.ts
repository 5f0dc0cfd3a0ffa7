import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf } from '../tree-sitter-syntax.js';

/** Each boolean operator and what it becomes. */
const LOGICAL_SWAPS = { '&&': '||', '||': '&&' } as const;

function isLogical(operator: string): operator is keyof typeof LOGICAL_SWAPS {
  return Object.hasOwn(LOGICAL_SWAPS, operator);
}

/** `wrong_operator`: a boolean operator is replaced: `&&` ↔ `||`. */
export const logicalOperator: TreeSitterOperator = {
  name: 'logical-operator',
  bugType: 'wrong_operator',
  description: 'replaces a boolean operator: && ↔ ||',
  *mutate(node, { syntax }) {
    const operator = syntax.binaryTypes.has(node.type) ? operatorOf(node) : undefined;
    if (operator !== undefined && isLogical(operator.type)) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement: LOGICAL_SWAPS[operator.type] };
    }
  },
};
