import type { TreeSitterOperator } from '../tree-sitter-operator.js';
import { operatorOf } from '../tree-sitter-syntax.js';

/** Each arithmetic operator and what it becomes. */
const ARITHMETIC_SWAPS = { '+': '-', '-': '+', '*': '/', '/': '*', '%': '/' } as const;

function isArithmetic(operator: string): operator is keyof typeof ARITHMETIC_SWAPS {
  return Object.hasOwn(ARITHMETIC_SWAPS, operator);
}

/**
 * `wrong_operator`: an arithmetic operator is replaced: `+` ↔ `-`, `*` ↔ `/`, `%` → `/`; not when
 * an operand is a string or character literal (that `+` is concatenation).
 */
export const arithmeticOperator: TreeSitterOperator = {
  name: 'arithmetic-operator',
  bugType: 'wrong_operator',
  description: 'replaces an arithmetic operator: + ↔ -, * ↔ /, % → /',
  *mutate(node, { syntax }) {
    const operator = syntax.binaryTypes.has(node.type) ? operatorOf(node) : undefined;
    if (operator === undefined || !isArithmetic(operator.type)) return;
    const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
    if (operands.some((operand) => operand === null || syntax.stringTypes.has(operand.type))) return;
    yield { start: operator.startIndex, end: operator.endIndex, replacement: ARITHMETIC_SWAPS[operator.type] };
  },
};
