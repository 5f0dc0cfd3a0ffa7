import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { integerValue, operatorText, replaceNode } from './typescript-syntax.js';

/** Comparisons whose literal operand is a boundary. */
const ORDERING_OPERATORS: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/**
 * `off_by_one_boundary`: the integer literal bound of an ordering comparison moves by one:
 * `if (n < 2)` → `if (n < 3)`, `if (n < 1)`; `name.length <= 16` → `… <= 17`, `… <= 15`. The
 * boundary of the range the comparison accepts shifts by one value, as the type's definition says
 * of inclusivity changes (`boundary-comparison` changes the operator, this the bound). The sign
 * class is kept (`x > 0` only becomes `x > 1`).
 */
export const typescriptBoundLiteral: TypeScriptMutator = {
  name: 'bound-literal',
  bugType: 'off_by_one_boundary',
  language: 'typescript',
  description: 'moves the integer bound of <, <=, >, >= by one: n < 2 → n < 3, n < 1',
  *mutate(node) {
    const value = integerValue(node);
    const parent = node.getParent();
    if (value === undefined || parent === undefined) return;
    if (Node.isNumericLiteral(node) && Node.isPrefixUnaryExpression(parent) && parent.getOperatorToken() === SyntaxKind.MinusToken) return;
    if (!Node.isBinaryExpression(parent) || !ORDERING_OPERATORS.has(operatorText(parent))) return;
    for (const next of neighbours(value)) yield replaceNode(node, String(next));
  },
};
