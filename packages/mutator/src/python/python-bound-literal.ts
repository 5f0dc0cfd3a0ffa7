import type { PythonMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { comparisonOperatorsAround, integerValue, replaceNode } from './python-syntax.js';

/** Comparisons whose literal operand is a boundary. */
const ORDERING_OPERATORS: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/**
 * `off_by_one_boundary`: the integer literal bound of an ordering comparison moves by one:
 * `if n < 2:` → `if n < 3:`, `if n < 1:`; `3 <= len(name) <= 16` → `… <= 17`, `… <= 15`. The
 * boundary of the range the comparison accepts shifts by one value, as the type's definition says
 * of inclusivity changes (`boundary-comparison` changes the operator, this the bound). The sign
 * class is kept (`x > 0` only becomes `x > 1`).
 */
export const pythonBoundLiteral: PythonMutator = {
  name: 'bound-literal',
  bugType: 'off_by_one_boundary',
  language: 'python',
  description: 'moves the integer bound of <, <=, >, >= by one: n < 2 → n < 3, n < 1',
  *mutate(node) {
    const value = integerValue(node);
    if (value === undefined || (node.type === 'integer' && node.parent?.type === 'unary_operator')) return;
    if (!comparisonOperatorsAround(node).some((operator) => ORDERING_OPERATORS.has(operator))) return;
    for (const next of neighbours(value)) yield replaceNode(node, String(next));
  },
};
