import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { swapOperatorToken } from '../tree-sitter-syntax.js';

/** Each arithmetic operator and what it becomes. */
const ARITHMETIC_SWAPS = { '+': '-', '-': '+', '*': '/', '/': '*', '%': '/' } as const;

/**
 * `wrong_operator`: an arithmetic operator is replaced: `+` ↔ `-`, `*` ↔ `/`, `%` → `/`; not when
 * an operand is a string or character literal (that `+` is concatenation).
 */
export const arithmeticOperator: TreeSitterOperator = {
  name: 'arithmetic-operator',
  bugType: 'wrong_operator',
  description: 'replaces an arithmetic operator: + ↔ -, * ↔ /, % → /',
  mutate(node, { syntax }) {
    const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
    if (operands.some((operand) => operand === null || syntax.stringTypes.has(operand.type))) return [];
    return swapOperatorToken(node, syntax.binaryTypes, ARITHMETIC_SWAPS);
  },
};
