import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { neighbours } from '../neighbours.js';
import { calleeName, comparisonOperatorsAround, indexRoleOf, integerValue, operatorOf, replaceNode } from './python-syntax.js';

/**
 * Binary operators whose integer operand is a count, exponent, modulus, divisor, factor, shift or
 * offset, and whether that operand may become 0 on the right (a zero divisor only raises).
 */
const OPERAND_ROLES = {
  '+': { rightNonZero: false },
  '-': { rightNonZero: false },
  '*': { rightNonZero: false },
  '/': { rightNonZero: true },
  '//': { rightNonZero: true },
  '%': { rightNonZero: true },
  '**': { rightNonZero: false },
  '<<': { rightNonZero: false },
  '>>': { rightNonZero: false },
} as const;

function hasOperandRole(operator: string | undefined): operator is keyof typeof OPERAND_ROLES {
  return operator !== undefined && Object.hasOwn(OPERAND_ROLES, operator);
}

/** `len(...)`, whose `± k` term is `length-offset`'s. */
function isLengthCall(node: Node | null): boolean {
  return node !== null && node.type === 'call' && calleeName(node) === 'len' && node.childForFieldName('function')?.type === 'identifier';
}

/** Edits for a literal operand `k` of a binary operator: k ± 1, and for `x + 1` / `x - 1` the term dropped. */
function* operandEdits(literal: Node, value: number, binary: Node): Generator<SourceEdit> {
  const operator = operatorOf(binary)?.type;
  if (!hasOperandRole(operator)) return;
  const left = binary.childForFieldName('left');
  const isRight = binary.childForFieldName('right')?.id === literal.id;
  if (operator === '+' || operator === '-') {
    // An offset inside an index, slice or range bound, or on a length, is moved by the index and length operators.
    if (indexRoleOf(binary) !== undefined || isLengthCall(left)) return;
    if (isRight && value === 1 && left !== null) {
      yield replaceNode(literal, '2');
      yield replaceNode(binary, left.text);
      return;
    }
  }
  for (const next of neighbours(value, isRight && OPERAND_ROLES[operator].rightNonZero)) yield replaceNode(literal, String(next));
}

/** Comprehensions whose element may be a literal count (`sum(1 for x in xs if p(x))`). */
const COMPREHENSIONS: ReadonlySet<string> = new Set(['generator_expression', 'list_comprehension', 'set_comprehension']);

/** Where a literal argument, keyword value, counted element or initial value sits (`f(2)`, `f(n=2)`, `sum(1 for …)`, `count = 0`). */
function isCountPosition(literal: Node): boolean {
  const parent = literal.parent;
  if (parent === null) return false;
  if (COMPREHENSIONS.has(parent.type)) return parent.childForFieldName('body')?.id === literal.id;
  if (parent.type === 'argument_list') return parent.parent !== null && calleeName(parent.parent) !== 'range';
  if (parent.type === 'keyword_argument') return parent.childForFieldName('value')?.id === literal.id;
  if (parent.type === 'assignment') return parent.childForFieldName('right')?.id === literal.id;
  // `a, b = 0, 1`
  return parent.type === 'expression_list' && parent.parent?.type === 'assignment' && parent.parent.childForFieldName('right')?.id === parent.id;
}

/**
 * `off_by_one`: an integer literal that acts as a count, exponent, modulus, divisor, factor, shift,
 * offset or initial value becomes k + 1 and k − 1: `x ** 2` → `x ** 3`, `x ** 1`; `n % 10` →
 * `n % 11`, `n % 9`; `round(x, 2)` → `round(x, 3)`, `round(x, 1)`; `count = 0` → `count = 1`;
 * `sum(1 for c in s if p(c))` → `sum(2 for …)`;
 * `n % 2 == 0` → `n % 2 == 1`; `x + 1` → `x + 2`, `x`. These are the "count" and "offset" literals
 * of the `off_by_one` definition, one away from the intended value. The sign class is kept, a
 * divisor or modulus never becomes 0, and literals that other operators move are left to them:
 * indexes, slice parts and `range` arguments (`index-literal`, `slice-end`, `range-end`, and
 * `± k` terms inside them), `len(...) ± k` (`length-offset`), `i += k` (`step-offset`) and bounds
 * of `<`, `<=`, `>`, `>=` (`bound-literal`).
 */
export const pythonLiteralOffset: PythonMutator = {
  name: 'literal-offset',
  bugType: 'off_by_one',
  language: 'python',
  description: 'moves an integer count, exponent, modulus, offset, argument or initial value by one: x ** 2 → x ** 3, x ** 1; count = 0 → count = 1',
  *mutate(node) {
    const value = integerValue(node);
    if (value === undefined) return;
    const parent = node.parent;
    // `-3` is handled once, at the unary minus.
    if (parent === null || (node.type === 'integer' && parent.type === 'unary_operator')) return;
    if (indexRoleOf(node) !== undefined) return;
    if (parent.type === 'binary_operator') {
      yield* operandEdits(node, value, parent);
      return;
    }
    const comparisons = comparisonOperatorsAround(node);
    const isEquality = comparisons.length > 0 && comparisons.every((operator) => operator === '==' || operator === '!=');
    if (isEquality || isCountPosition(node)) {
      for (const next of neighbours(value)) yield replaceNode(node, String(next));
    }
  },
};
