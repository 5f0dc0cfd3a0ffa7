import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';

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
export const typescriptBoundaryComparison: TypeScriptMutator = {
  name: 'boundary-comparison',
  bugType: 'off_by_one_boundary',
  language: 'typescript',
  description: 'changes the inclusivity of one comparison: < ↔ <=, > ↔ >=',
  *mutate(node) {
    if (!Node.isBinaryExpression(node)) return;
    const operator = node.getOperatorToken();
    const text = operator.getText();
    if (isOrdering(text)) yield { start: operator.getStart(), end: operator.getEnd(), replacement: INCLUSIVITY_SWAPS[text] };
  },
};
