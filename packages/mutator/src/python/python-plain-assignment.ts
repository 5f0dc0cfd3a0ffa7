import type { PythonMutator } from '../mutator.js';
import { operatorOf } from './python-syntax.js';

/**
 * `wrong_operator`: an augmented assignment loses its operator: `total += value` → `total =
 * value`, `result *= x` → `result = x`. The accumulating operator is replaced by plain assignment,
 * so the target keeps only the last value instead of combining all of them.
 */
export const pythonPlainAssignment: PythonMutator = {
  name: 'plain-assignment',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'an augmented assignment becomes a plain one: total += x → total = x',
  *mutate(node) {
    if (node.type !== 'augmented_assignment') return;
    const operator = operatorOf(node);
    if (operator !== undefined) yield { start: operator.startIndex, end: operator.endIndex, replacement: '=' };
  },
};
