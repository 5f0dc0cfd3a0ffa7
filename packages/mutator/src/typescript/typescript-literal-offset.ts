import { Node, SyntaxKind } from 'ts-morph';
import type { SourceEdit, TypeScriptMutator } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { indexRoleOf, integerValue, isStringLike, operatorText, replaceNode } from './typescript-syntax.js';

/**
 * Binary operators whose integer operand is a count, exponent, modulus, divisor, factor, shift or
 * offset, and whether that operand may become 0 on the right (a zero divisor only gives Infinity or NaN).
 */
const OPERAND_ROLES = {
  '+': { rightNonZero: false },
  '-': { rightNonZero: false },
  '*': { rightNonZero: false },
  '/': { rightNonZero: true },
  '%': { rightNonZero: true },
  '**': { rightNonZero: false },
  '<<': { rightNonZero: false },
  '>>': { rightNonZero: false },
  '>>>': { rightNonZero: false },
} as const;

function hasOperandRole(operator: string): operator is keyof typeof OPERAND_ROLES {
  return Object.hasOwn(OPERAND_ROLES, operator);
}

/** Equality operators: their literal operand is a count or a constant, not a boundary. */
const EQUALITY_OPERATORS: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);

/** `xs.length`, whose `± k` term is `length-offset`'s. */
function isLength(node: Node): boolean {
  return Node.isPropertyAccessExpression(node) && node.getName() === 'length';
}

function* operandEdits(literal: Node, value: number, binary: Node): Generator<SourceEdit> {
  if (!Node.isBinaryExpression(binary)) return;
  const operator = operatorText(binary);
  const isRight = binary.getRight() === literal;
  if (hasOperandRole(operator)) {
    if (operator === '+' || operator === '-') {
      // An offset inside an index or slice bound, or on a length, is moved by the index and length operators.
      if (indexRoleOf(binary) !== undefined || isLength(binary.getLeft())) return;
      if (isStringLike(binary.getLeft()) || isStringLike(binary.getRight())) return;
      if (isRight && value === 1) {
        yield replaceNode(literal, '2');
        yield replaceNode(binary, binary.getLeft().getText());
        return;
      }
    }
    for (const next of neighbours(value, isRight && OPERAND_ROLES[operator].rightNonZero)) yield replaceNode(literal, String(next));
    return;
  }
  if (EQUALITY_OPERATORS.has(operator) || (operator === '=' && isRight)) {
    for (const next of neighbours(value)) yield replaceNode(literal, String(next));
  }
}

/** An argument of a call or `new`, or the initial value of a variable (`let count = 0`). */
function isCountPosition(literal: Node, parent: Node): boolean {
  if (Node.isCallExpression(parent) || Node.isNewExpression(parent)) return (parent.getArguments() as Node[]).includes(literal);
  return Node.isVariableDeclaration(parent) && parent.getInitializer() === literal;
}

/**
 * `off_by_one`: an integer literal that acts as a count, exponent, modulus, divisor, factor, shift,
 * offset, argument or initial value becomes k + 1 and k − 1: `x ** 2` → `x ** 3`, `x ** 1`;
 * `n % 10` → `n % 11`, `n % 9`; `s.padStart(2, '0')` → `s.padStart(3, '0')`, `s.padStart(1, '0')`;
 * `reduce((a, b) => a + b, 0)` → `…, 1)`; `let count = 0` → `let count = 1`; `n % 2 === 0` →
 * `n % 2 === 1`; `x + 1` → `x + 2`, `x`. These are the "count" and "offset" literals of the
 * `off_by_one` definition, one away from the intended value. The sign class is kept, a divisor or
 * modulus never becomes 0, and literals other operators move are left to them: indexes, slice
 * arguments, `for` counter starts (`index-literal`, `slice-end`, and `± k` terms inside them),
 * `.length ± k` (`length-offset`), `i += k` (`step-offset`) and bounds of `<`, `<=`, `>`, `>=`
 * (`bound-literal`).
 */
export const typescriptLiteralOffset: TypeScriptMutator = {
  name: 'literal-offset',
  bugType: 'off_by_one',
  language: 'typescript',
  description: 'moves an integer count, exponent, modulus, offset, argument or initial value by one: x ** 2 → x ** 3, x ** 1; let count = 0 → let count = 1',
  *mutate(node) {
    const value = integerValue(node);
    const parent = node.getParent();
    if (value === undefined || parent === undefined || indexRoleOf(node) !== undefined) return;
    // `-3` is handled once, at the unary minus.
    if (Node.isNumericLiteral(node) && Node.isPrefixUnaryExpression(parent) && parent.getOperatorToken() === SyntaxKind.MinusToken) return;
    if (Node.isBinaryExpression(parent)) {
      yield* operandEdits(node, value, parent);
      return;
    }
    if (isCountPosition(node, parent)) for (const next of neighbours(value)) yield replaceNode(node, String(next));
  },
};
