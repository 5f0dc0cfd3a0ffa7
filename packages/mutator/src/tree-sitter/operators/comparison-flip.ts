import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf } from '../tree-sitter-syntax.js';

/** Each comparison operator and what it flips to. */
const FLIPS = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '!=', '!=': '==' } as const;

function isFlippable(operator: string): operator is keyof typeof FLIPS {
  return Object.hasOwn(FLIPS, operator);
}

/** `wrong_comparison`: flips the meaning of one comparison: `<` ↔ `>`, `<=` ↔ `>=`, `==` ↔ `!=`. */
export const comparisonFlip: TreeSitterOperator = {
  name: 'comparison-flip',
  bugType: 'wrong_comparison',
  description: 'flips one comparison: < ↔ >, <= ↔ >=, == ↔ !=',
  *mutate(node, { syntax }) {
    const operator = syntax.binaryTypes.has(node.type) ? operatorOf(node) : undefined;
    if (operator !== undefined && isFlippable(operator.type)) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement: FLIPS[operator.type] };
    }
  },
};
