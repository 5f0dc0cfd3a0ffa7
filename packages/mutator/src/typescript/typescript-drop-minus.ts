import { Node, SyntaxKind } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isNumberLiteral } from './typescript-syntax.js';

/**
 * `wrong_operator`: a unary minus on an expression is dropped: `n & -n` → `n & n`, `-(a - b)` →
 * `(a - b)`. Negation is replaced by identity (unary `-` → `+`), the one-operand form of `+` ↔
 * `-`. Negative number literals are left to the operators that move literals.
 */
export const typescriptDropMinus: TypeScriptMutator = {
  name: 'drop-minus',
  bugType: 'wrong_operator',
  language: 'typescript',
  description: 'a unary minus is dropped: -x → x (not on number literals)',
  *mutate(node) {
    if (!Node.isPrefixUnaryExpression(node) || node.getOperatorToken() !== SyntaxKind.MinusToken || isNumberLiteral(node)) return;
    const operand = node.getOperand();
    if (Node.isPrefixUnaryExpression(operand)) return;
    yield { start: node.getStart(), end: operand.getStart(), replacement: '' };
  },
};
