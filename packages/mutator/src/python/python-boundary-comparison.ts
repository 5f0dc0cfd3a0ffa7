import type { PythonMutator } from '../mutator.js';

/** Each ordering operator and its counterpart with the other inclusivity. */
const INCLUSIVITY_SWAPS = {
  '<': '<=',
  '<=': '<',
  '>': '>=',
  '>=': '>',
} as const;

function isOrdering(operator: string): operator is keyof typeof INCLUSIVITY_SWAPS {
  return Object.hasOwn(INCLUSIVITY_SWAPS, operator);
}

/** `off_by_one_boundary`: changes the inclusivity of one ordering comparison (`<` ↔ `<=`, `>` ↔ `>=`). */
export const pythonBoundaryComparison: PythonMutator = {
  name: 'boundary-comparison',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'changes the inclusivity of one comparison: < ↔ <=, > ↔ >=',
  *mutate(node) {
    if (node.type !== 'comparison_operator') return;
    for (const operator of node.childrenForFieldName('operators')) {
      if (operator !== null && isOrdering(operator.type)) {
        yield { start: operator.startIndex, end: operator.endIndex, replacement: INCLUSIVITY_SWAPS[operator.type] };
      }
    }
  },
};
