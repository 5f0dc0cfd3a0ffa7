import type { PythonMutator } from '../mutator.js';
import { operatorOf } from './python-syntax.js';

/** Each bitwise operator and its replacement. */
const REPLACEMENTS = {
  '&': '|',
  '|': '&',
  '<<': '>>',
  '>>': '<<',
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/** `wrong_operator`: replaces one bitwise operator (`&` ↔ `|`, `<<` ↔ `>>`). */
export const pythonBitwiseOperator: PythonMutator = {
  name: 'bitwise-operator',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'replaces one bitwise operator: & ↔ |, << ↔ >>',
  *mutate(node) {
    if (node.type !== 'binary_operator') return;
    const operator = operatorOf(node);
    if (operator !== undefined && isReplaceable(operator.type)) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement: REPLACEMENTS[operator.type] };
    }
  },
};
