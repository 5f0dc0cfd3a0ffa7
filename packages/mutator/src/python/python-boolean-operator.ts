import type { PythonMutator } from '../mutator.js';
import { operatorOf } from './python-syntax.js';

/** Each boolean operator and its replacement. */
const REPLACEMENTS = {
  and: 'or',
  or: 'and',
} as const;

function isReplaceable(operator: string): operator is keyof typeof REPLACEMENTS {
  return Object.hasOwn(REPLACEMENTS, operator);
}

/** `wrong_operator`: replaces one boolean operator (`and` ↔ `or`). */
export const pythonBooleanOperator: PythonMutator = {
  name: 'boolean-operator',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'replaces one boolean operator: and ↔ or',
  *mutate(node) {
    if (node.type !== 'boolean_operator') return;
    const operator = operatorOf(node);
    if (operator !== undefined && isReplaceable(operator.type)) {
      yield { start: operator.startIndex, end: operator.endIndex, replacement: REPLACEMENTS[operator.type] };
    }
  },
};
