import type { PythonMutator } from '../mutator.js';

/** Each comparison operator and what it flips to. */
const FLIPS = {
  '<': '>',
  '>': '<',
  '<=': '>=',
  '>=': '<=',
  '==': '!=',
  '!=': '==',
  in: 'not in',
  'not in': 'in',
  is: 'is not',
  'is not': 'is',
} as const;

function isFlippable(operator: string): operator is keyof typeof FLIPS {
  return Object.hasOwn(FLIPS, operator);
}

/** `wrong_comparison`: flips the meaning of one comparison operator (`<` ↔ `>`, `==` ↔ `!=`, `in` ↔ `not in`, `is` ↔ `is not`...). */
export const pythonComparisonFlip: PythonMutator = {
  name: 'comparison-flip',
  bugType: 'wrong_comparison',
  language: 'python',
  description: 'flips one comparison: < ↔ >, <= ↔ >=, == ↔ !=, in ↔ not in, is ↔ is not',
  *mutate(node) {
    if (node.type !== 'comparison_operator') return;
    for (const operator of node.childrenForFieldName('operators')) {
      if (operator !== null && isFlippable(operator.type)) {
        yield { start: operator.startIndex, end: operator.endIndex, replacement: FLIPS[operator.type] };
      }
    }
  },
};
