import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/** Each ordering operator and its counterpart of the other inclusivity. */
const BOUNDARY_SWAPS = { '<': '<=', '<=': '<', '>': '>=', '>=': '>' } as const;

/** `off_by_one_boundary`: a boundary changes inclusivity: `<` ↔ `<=`, `>` ↔ `>=`. */
export const boundaryComparison: TreeSitterOperator = {
  name: 'boundary-comparison',
  bugType: 'off_by_one_boundary',
  description: 'changes the inclusivity of a bound: < ↔ <=, > ↔ >=',
  mutate: (node, { syntax }) => swapOperatorToken(node, syntax.binaryTypes, BOUNDARY_SWAPS),
};
