import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf } from '../tree-sitter-syntax.js';

/** Each ordering operator and its counterpart of the other inclusivity. */
const BOUNDARY_SWAPS = { '<': '<=', '<=': '<', '>': '>=', '>=': '>' } as const;

function isBoundary(operator: string): operator is keyof typeof BOUNDARY_SWAPS {
  return Object.hasOwn(BOUNDARY_SWAPS, operator);
}

/** `off_by_one_boundary`: a boundary changes inclusivity: `<` ↔ `<=`, `>` ↔ `>=`. */
export const boundaryComparison: TreeSitterOperator = {
  name: 'boundary-comparison',
  bugType: 'off_by_one_boundary',
  description: 'changes the inclusivity of a bound: < ↔ <=, > ↔ >=',
  *mutate(node, { syntax }) {
    const operator = syntax.binaryTypes.has(node.type) ? operatorOf(node) : undefined;
    if (operator !== undefined && isBoundary(operator.type)) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement: BOUNDARY_SWAPS[operator.type] };
    }
  },
};
