import type { Node } from 'web-tree-sitter';
import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf, swapOperatorToken } from '../tree-sitter-syntax.js';
import type { TreeSitterSyntax } from '../tree-sitter-syntax.js';

/** Each arithmetic operator and what it becomes. */
const ARITHMETIC_SWAPS = { '+': '-', '-': '+', '*': '/', '/': '*', '%': '/' } as const;

/** True when a `+` chain holds a string or character literal: `"n=" + a + b` concatenates all along. */
function concatenates(node: Node, syntax: TreeSitterSyntax): boolean {
  if (syntax.stringTypes.has(node.type)) return true;
  if (!syntax.binaryTypes.has(node.type) || operatorOf(node)?.type !== '+') return false;
  return [node.childForFieldName('left'), node.childForFieldName('right')].some((operand) => operand !== null && concatenates(operand, syntax));
}

/**
 * `wrong_operator`: an arithmetic operator is replaced: `+` ↔ `-`, `*` ↔ `/`, `%` → `/`; not when
 * an operand is a string or character literal, nor anywhere in a `+` chain holding one (that `+`
 * is concatenation).
 */
export const arithmeticOperator: TreeSitterOperator = {
  name: 'arithmetic-operator',
  bugType: 'wrong_operator',
  description: 'replaces an arithmetic operator: + ↔ -, * ↔ /, % → /',
  mutate(node, { syntax }) {
    const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
    if (operands.some((operand) => operand === null || syntax.stringTypes.has(operand.type))) return [];
    if (concatenates(node, syntax) || (node.parent !== null && concatenates(node.parent, syntax))) return [];
    return swapOperatorToken(node, syntax.binaryTypes, ARITHMETIC_SWAPS);
  },
};
