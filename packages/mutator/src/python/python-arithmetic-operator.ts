import type { PythonMutator } from '../mutator.js';
import { isSequenceLiteral, operatorOf } from './python-syntax.js';

/** Each arithmetic operator and its replacements, in the order they are yielded. */
const REPLACEMENTS = {
  '+': ['-'],
  '-': ['+'],
  '*': ['//'],
  '//': ['*', '/'],
  '/': ['//'],
  '%': ['//'],
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/**
 * `wrong_operator`: replaces one arithmetic operator (`+` ↔ `-`, `*` ↔ `//`, `/` ↔ `//`, `%` → `//`).
 * Skipped when an operand is a string or collection literal, where `+`, `*` and `%` concatenate,
 * repeat or format and the replacement would only raise a `TypeError`.
 */
export const pythonArithmeticOperator: PythonMutator = {
  name: 'arithmetic-operator',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'replaces one arithmetic operator: + ↔ -, * ↔ //, / ↔ //, % → //',
  *mutate(node) {
    if (node.type !== 'binary_operator') return;
    const operator = operatorOf(node);
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (operator === undefined || left === null || right === null || !isReplaceable(operator.type)) return;
    if (isSequenceLiteral(left) || isSequenceLiteral(right)) return;
    for (const replacement of REPLACEMENTS[operator.type]) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement };
    }
  },
};
