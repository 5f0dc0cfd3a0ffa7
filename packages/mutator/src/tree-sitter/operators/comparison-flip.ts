import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/** Each comparison operator and what it flips to. */
const FLIPS = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '!=', '!=': '==' } as const;

/** `wrong_comparison`: flips the meaning of one comparison: `<` ↔ `>`, `<=` ↔ `>=`, `==` ↔ `!=`. */
export const comparisonFlip: TreeSitterOperator = {
  name: 'comparison-flip',
  bugType: 'wrong_comparison',
  description: 'flips one comparison: < ↔ >, <= ↔ >=, == ↔ !=',
  mutate: (node, { syntax }) => swapOperatorToken(node, syntax.binaryTypes, FLIPS),
};
