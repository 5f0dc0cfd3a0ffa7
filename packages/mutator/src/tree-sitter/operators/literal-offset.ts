import type { Node } from 'web-tree-sitter';
import type { SourceEdit } from '../../mutator.js';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { integerOf, isIndexLiteral, literalNeighbours, operatorOf, replaceNode } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** Operators whose integer operand is a count, factor, divisor, modulus, shift or offset. */
const ARITHMETIC = ['+', '-', '*', '/', '%', '<<', '>>'] as const;
/** Operators whose right operand must not become 0. */
const DIVISIONS = ['/', '%'] as const;

/** True when `node` is the value a variable starts with (`total := 0`, `int count = 1`, `let mut n = 2`). */
function isInitialValue(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  const owner = parent.type === 'expression_list' ? parent.parent : parent;
  if (owner === null || !syntax.initializerTypes.has(owner.type)) return false;
  const value = owner.childForFieldName('value') ?? owner.childForFieldName('right');
  return value !== null && (value.id === node.id || value.id === parent.id);
}

function offsets(node: Node, syntax: TreeSitterSyntax): SourceEdit[] {
  const parent = node.parent;
  if (parent === null || isIndexLiteral(node, syntax)) return [];
  if (syntax.binaryTypes.has(parent.type)) {
    const operator = operatorOf(parent)?.type ?? '';
    if (!(ARITHMETIC as readonly string[]).includes(operator)) return [];
    const left = parent.childForFieldName('left');
    const isRight = parent.childForFieldName('right')?.id === node.id;
    const value = integerOf(node, syntax)?.value;
    // `x ± 1` loses its term rather than becoming `x ± 0`.
    if (isRight && value === 1 && (operator === '+' || operator === '-') && left !== null) return [literalNeighbours(node, syntax)[0] as SourceEdit, replaceNode(parent, left.text)];
    if (isRight && value === 1 && (DIVISIONS as readonly string[]).includes(operator)) return literalNeighbours(node, syntax).slice(0, 1);
    return literalNeighbours(node, syntax);
  }
  const inArguments = parent.parent !== null && syntax.argumentsOf(parent.parent)?.some((argument) => argument.id === node.id) === true;
  return inArguments || isInitialValue(node, syntax) ? literalNeighbours(node, syntax) : [];
}

/**
 * `off_by_one`: an integer literal that acts as a count, factor, divisor, modulus, shift, offset,
 * call argument or initial value becomes k + 1 and k − 1: `x * 2` → `x * 3`, `x * 1`; `total := 0`
 * → `total := 1`; `x + 1` → `x + 2`, `x` (never a zero divisor; subscripts, loop starts and the
 * bounds of comparisons are left to `index-literal` and `bound-literal`).
 */
export const literalOffset: TreeSitterOperator = {
  name: 'literal-offset',
  bugType: 'off_by_one',
  description: 'moves an integer literal used as a count, offset, factor, argument or initial value by one: x * 2 → x * 3, x * 1',
  mutate: (node, { syntax }) => (integerOf(node, syntax) === undefined ? [] : offsets(node, syntax)),
};
